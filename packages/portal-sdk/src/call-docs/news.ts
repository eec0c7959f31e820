// What each call of the `news` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const newsCallDocs: {
  readonly [Name in keyof (typeof callDomains)['news']]: CallDoc;
} = {
  get_information: {
    description: '资讯列表，分页；`type` 选择资讯类别。',
    exampleBody: { ...page, type: 1 },
  },
  bulletin_list: {
    description: '政策公告列表，分页：正在申报、正在公示与其它资讯，可按级别筛选。',
    exampleBody: { ...page, type: 1 },
  },
  information_detail: {
    description:
      '一条资讯的详情：标题、来源、发布时间与正文（已清洗的 HTML，显示前请再次清洗）。`id` 取自 `get_information` 的列表；不存在时答 404。',
    exampleBody: { id: 1 },
  },
  bulletin_detail: {
    description:
      '一条政策公告的详情：标题、发布单位、发布时间、正文（已清洗的 HTML）与申报通知的截止日期。`id` 取自 `bulletin_list` 的列表；不存在时答 404。',
    exampleBody: { id: 1 },
  },
  trends_list: {
    description:
      '最新动态（园区动态）列表，分页，新发布的在前：标题、封面、摘要、来源与发布时间。只含已发布的动态。',
    exampleBody: page,
  },
  trends_detail: {
    description:
      '一条最新动态的详情：标题、来源、发布时间、封面与正文（已清洗的 HTML，显示前请再次清洗）。`id` 取自 `trends_list` 或首页的 `trends`；不存在或未发布时答 404。',
    exampleBody: { id: 1 },
  },
};
