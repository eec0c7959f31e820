// What each call of the `daping` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const dapingCallDocs: {
  readonly [Name in keyof (typeof callDomains)['daping']]: CallDoc;
} = {
  daping_totals: {
    description: '数据大屏的总量卡片：企业、知识产权企业、专家、人才、政策、服务、诉求与扶持资金。',
    exampleBody: {},
  },
  daping_enterprise_distribution: {
    description: '数据大屏：企业按行业与按区县的分布。',
    exampleBody: {},
  },
  daping_policy_monthly: {
    description:
      '数据大屏：近 `months` 个月（默认 12）每月发布的政策数，按国家、省、市、区县级分列。',
    exampleBody: { months: 12 },
  },
  daping_subsidy_monthly: {
    description: '数据大屏：近 `months` 个月（默认 12）每月兑现的扶持资金（万元）与获扶持企业数。',
    exampleBody: { months: 12 },
  },
  daping_appeal_status: {
    description: '数据大屏：诉求按状态的数量、办结率与平均办理天数。',
    exampleBody: {},
  },
  daping_appeal_funnel: {
    description: '数据大屏：诉求办理漏斗，提交 → 受理 → 办理 → 办结 各阶段的数量。',
    exampleBody: {},
  },
  daping_appeal_monthly: {
    description: '数据大屏：近 `months` 个月（默认 12）每月提交与办结的诉求数。',
    exampleBody: { months: 12 },
  },
  daping_ip_holdings: {
    description: '数据大屏：有效的专利、商标、作品著作权、软件著作权与资质，按类别统计。',
    exampleBody: {},
  },
  daping_ip_renewals: {
    description:
      '数据大屏：未来 `months` 个月（默认 12，含本月）每月到期需续费的知识产权与资质数。',
    exampleBody: { months: 12 },
  },
  daping_renewal_calendar: {
    description: '数据大屏：续费到期日历，今天起 `days` 天内每天到期的知识产权与资质数。',
    exampleBody: { days: 30 },
  },
  daping_service_top: {
    description: '数据大屏：申请数最多的服务，默认前 10 个。',
    exampleBody: { limit: 10 },
  },
  daping_ticker: {
    description:
      '数据大屏的滚动播报：最新的获扶持企业与新增企业诉求，默认 20 条。诉求默认不公开，只报类别与状态，不含企业名称与诉求标题。',
    exampleBody: { limit: 20 },
  },
};
