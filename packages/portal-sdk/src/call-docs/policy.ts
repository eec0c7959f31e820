// What each call of the `policy` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const policyCallDocs: {
  readonly [Name in keyof (typeof callDomains)['policy']]: CallDoc;
} = {
  get_policynew: {
    description:
      '某一级别（国家、省、市、区县）最新发布的政策，每条附获扶持企业与金额，供首页政策表格使用。',
    exampleBody: { level: 18 },
  },
};
