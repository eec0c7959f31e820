// What each call of the `expert` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const expertCallDocs: {
  readonly [Name in keyof (typeof callDomains)['expert']]: CallDoc;
} = {
  expert_manage_first: {
    description: '专家的一级分类，供专家列表的分类标签使用。',
    exampleBody: {},
  },
  expert_manage_list: {
    description: '专家列表，分页；可按所属机构、标签与地区筛选。',
    exampleBody: { ...page },
  },
};
