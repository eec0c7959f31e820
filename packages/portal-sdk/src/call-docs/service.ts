// What each call of the `service` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const serviceCallDocs: {
  readonly [Name in keyof (typeof callDomains)['service']]: CallDoc;
} = {
  service_manage: {
    description: '惠企服务列表，分页；带 `service_type_id` 时只列该类型的服务。',
    exampleBody: { ...page },
  },
  service_type_list: {
    description: '惠企服务的全部类型，供服务列表的筛选标签使用。',
    exampleBody: {},
  },
  fwystem: {
    description: '服务体系（服务机构）列表，分页，用于首页横向滚动条。',
    exampleBody: { ...page },
  },
};
