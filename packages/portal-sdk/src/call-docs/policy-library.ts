// What each call of the `policy-library` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const policyLibraryCallDocs: {
  readonly [Name in keyof (typeof callDomains)['policy-library']]: CallDoc;
} = {
  policy_search: {
    description:
      '政策库检索：关键词（标题、发文字号、发文机关、正文；多个词须同时出现，单字按前缀）与级别、发文机关、地区、行业、主题、有效性、申报状态、兑现方式、发布日期筛选；按相关度、最新发布、截止日期或支持额度排序，分页（每页至多 50 条）。每条附匹配处的摘要与高亮词。只列已发布的政策。',
    exampleBody: { ...page, keyword: '高新技术', level: [20], sort: 'relevance' },
  },
  policy_facets: {
    description:
      '政策库筛选栏的选项：发文机关、地区与主题，各附已发布政策的数量。请求体为当前的筛选条件（与 policy_search 相同，不含分页与排序）：每一项按其他已选条件（含关键词）计数，不含本项自身的选择，因此选项的数量就是选中它后的结果数。',
    exampleBody: { level: [19] },
  },
  policy_detail: {
    description:
      '一份政策文件：元数据、有效性（已修订时附新文件）、全文与解读（已清洗的 HTML）、附件、最后核验日期、各申报通知（申报状态、剩余天数、兑现方式、材料、条件）、相关政策、公示名单与政策知识。登录后还带本企业的申报进度与是否已订阅。草稿或不存在时答 404。',
    exampleBody: { id: 1 },
  },
  policy_subscribe: {
    description: '订阅一份政策的变更（修订、废止、新的申报通知）。重复订阅不报错。需登录。',
    exampleBody: { policy_id: 1 },
  },
  policy_unsubscribe: {
    description: '取消订阅一份政策的变更。未订阅时不报错。需登录。',
    exampleBody: { policy_id: 1 },
  },
  policy_call_list: {
    description:
      '申报通知列表：按申报状态、兑现方式、级别、关键词与月份（申报期与该月有交集，供日历视图）筛选，按截止日期排序（常年受理在后），分页。',
    exampleBody: { ...page, window: 'open', month: '2026-11' },
  },
  knowledge_list: {
    description: '政策知识（政策解读与问答）列表：关键词、类型、所解读的政策筛选，新的在前，分页。',
    exampleBody: { ...page, keyword: '研发费用' },
  },
  knowledge_detail: {
    description:
      '一篇政策知识：正文（已清洗的 HTML）、所解读的政策及其有效性、上一篇与下一篇。不存在时答 404。',
    exampleBody: { id: 1 },
  },
};
