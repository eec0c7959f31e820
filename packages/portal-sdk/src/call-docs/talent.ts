// What each call of the `talent` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const talentCallDocs: {
  readonly [Name in keyof (typeof callDomains)['talent']]: CallDoc;
} = {
  talent_manage_list: {
    description: '人才列表，分页；带 `talent_type_id` 时只列该类型的人才。',
    exampleBody: { ...page },
  },
  talent_type_list: {
    description: '人才的全部类型，供人才列表的筛选标签使用。',
    exampleBody: {},
  },
};
