// What each call of the `home` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const homeCallDocs: {
  readonly [Name in keyof (typeof callDomains)['home']]: CallDoc;
} = {
  index: {
    description: '首页一次取齐的数据：平台统计数字、最新动态与政策知识。无需登录。',
    exampleBody: {},
  },
};
