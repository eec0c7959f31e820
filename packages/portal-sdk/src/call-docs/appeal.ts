// What each call of the `appeal` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const appealCallDocs: {
  readonly [Name in keyof (typeof callDomains)['appeal']]: CallDoc;
} = {
  appeal_statistics: {
    description: '企业诉求的统计：总数、待处理、处理中、已办结与办结率。',
    exampleBody: {},
  },
};
