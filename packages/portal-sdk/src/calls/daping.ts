// 数据大屏 (/pc/dataPage): the operators' live overview of the park. Every call is public and
// read-only, answered from the database as aggregates that the server caches for a short time;
// the screen asks again every DAPING_REFRESH_MS. Months are 'YYYY-MM' and days 'YYYY-MM-DD' in
// Asia/Shanghai; money is in 万 (design §2).
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { countSchema, epochSecondsSchema, idSchema, titleSchema } from './common.js';

/** How often the data screen asks for fresh figures. */
export const DAPING_REFRESH_MS = 60_000;

/** A calendar month in Asia/Shanghai, e.g. 2026-03. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');

/** A calendar day in Asia/Shanghai, e.g. 2026-03-08. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式应为 YYYY-MM-DD');

/** An amount of money in 万 (two decimals on the wire). */
export const moneySchema = z.number().nonnegative();

/** A share between 0 and 1. */
const shareSchema = z.number().min(0).max(1);

/** How many months a trend covers (the last N months up to this one, or the next N from it). */
const monthsShape = {
  months: z.number().int().min(1, '月数至少为 1').max(24, '月数最多为 24').default(12),
};

// ---------------------------------------------------------------------------------------------
// Totals

export const dapingTotalsSchema = z.object({
  /** 入驻企业: registered plus the configured extra, the same figure as index's enterprise_total. */
  enterprises: countSchema,
  /**
   * 登记企业: the enterprises registered online, index's enterprise_num; what the distribution's
   * industries and districts each add up to.
   */
  registered_enterprises: countSchema,
  /** Enterprises with at least one patent, trademark, copyright, software copyright or qualification on record (as the home page counts them). */
  ip_enterprises: countSchema,
  experts: countSchema,
  talents: countSchema,
  /** Published policy documents: what 政策库 (policy_search without filters) counts. */
  policies: countSchema,
  services: countSchema,
  appeals: countSchema,
  /** Subsidies paid to companies on the award lists, in 万. */
  subsidy_money: moneySchema,
});
export type DapingTotals = z.infer<typeof dapingTotalsSchema>;

export const daping_totals = defineCall({
  name: 'daping_totals',
  method: 'POST',
  path: '/api/daping/totals',
  summary: '数据大屏：总量（企业、知识产权企业、专家、人才、政策、服务、诉求、扶持资金）',
  body: z.object({}),
  data: dapingTotalsSchema,
});

// ---------------------------------------------------------------------------------------------
// Enterprises

/** A named count, largest first in every list that uses it. */
export const namedCountSchema = z.object({ name: titleSchema, count: countSchema });
export type NamedCount = z.infer<typeof namedCountSchema>;

export const enterpriseDistributionSchema = z.object({
  /** By industry (行业); enterprises without one count under 其他. */
  industries: z.array(namedCountSchema),
  /** By district (区县); enterprises without one count under 其他. */
  districts: z.array(namedCountSchema),
});
export type EnterpriseDistribution = z.infer<typeof enterpriseDistributionSchema>;

export const daping_enterprise_distribution = defineCall({
  name: 'daping_enterprise_distribution',
  method: 'POST',
  path: '/api/daping/enterprise_distribution',
  summary: '数据大屏：企业行业分布与区县分布',
  body: z.object({}),
  data: enterpriseDistributionSchema,
});

// ---------------------------------------------------------------------------------------------
// Policies and subsidies

export const policyMonthSchema = z.object({
  month: monthSchema,
  /** Policies published that month, by level (contract §9: 18, 19, 20, 21). */
  national: countSchema,
  province: countSchema,
  city: countSchema,
  district: countSchema,
});
export type PolicyMonth = z.infer<typeof policyMonthSchema>;

export const daping_policy_monthly = defineCall({
  name: 'daping_policy_monthly',
  method: 'POST',
  path: '/api/daping/policy_monthly',
  summary: '数据大屏：近 N 个月（默认 12）每月发布的政策数，按国家、省、市、区县级',
  body: z.object(monthsShape),
  /** One entry per month, oldest first, ending with the current month; months without policies count 0. */
  data: z.object({ list: z.array(policyMonthSchema) }),
});

export const subsidyMonthSchema = z.object({
  month: monthSchema,
  /** Subsidies on the award lists published that month, in 万. */
  money: moneySchema,
  /** Companies on those lists. */
  companies: countSchema,
});
export type SubsidyMonth = z.infer<typeof subsidyMonthSchema>;

export const daping_subsidy_monthly = defineCall({
  name: 'daping_subsidy_monthly',
  method: 'POST',
  path: '/api/daping/subsidy_monthly',
  summary: '数据大屏：近 N 个月（默认 12）每月兑现的扶持资金（万元）与获扶持企业数',
  body: z.object(monthsShape),
  data: z.object({ list: z.array(subsidyMonthSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Appeals

export const dapingAppealStatusSchema = z.object({
  total: countSchema,
  /** 待处理 */
  pending: countSchema,
  /** 处理中 */
  processing: countSchema,
  /** 已办结 */
  done: countSchema,
  /** done / total, 0 when there are no appeals. */
  handling_rate: shareSchema,
  /** Mean days from submission to 办结 over the done appeals (one decimal); null when none is done. */
  average_handling_days: z.number().nonnegative().nullable(),
});
export type DapingAppealStatus = z.infer<typeof dapingAppealStatusSchema>;

export const daping_appeal_status = defineCall({
  name: 'daping_appeal_status',
  method: 'POST',
  path: '/api/daping/appeal_status',
  summary: '数据大屏：诉求按状态统计、办结率与平均办理天数',
  body: z.object({}),
  data: dapingAppealStatusSchema,
});

/** An appeal's status, as the appeals table stores it. */
export const APPEAL_STATUS_NAMES = ['pending', 'processing', 'done'] as const;
export type AppealStatusName = (typeof APPEAL_STATUS_NAMES)[number];
/**
 * The one name of each status on every screen (the status ring, the portal's 诉求 figures):
 * 处理中 is the appeals being handled now and nothing else.
 */
export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatusName, string>> = {
  pending: '待处理',
  processing: '处理中',
  done: '已办结',
};

/** The stages an appeal passes, in order. */
export const APPEAL_STAGES = ['submitted', 'accepted', 'processing', 'done'] as const;
export type AppealStage = (typeof APPEAL_STAGES)[number];
/**
 * The statuses counted by each funnel stage: an appeal counts in every stage it reached, so a
 * stage is a set of statuses (accepted also counts a 待处理 appeal already accepted). The funnel's
 * 进入办理 is 处理中 plus 已办结 — never labelled 处理中/办理中, which is the status ring's figure
 * (issue 25: "办理中 289" beside "处理中 20").
 */
export const APPEAL_STAGE_STATUSES: Readonly<Record<AppealStage, readonly AppealStatusName[]>> = {
  submitted: ['pending', 'processing', 'done'],
  accepted: ['processing', 'done'],
  processing: ['processing', 'done'],
  done: ['done'],
};
export const APPEAL_STAGE_LABELS: Readonly<Record<AppealStage, string>> = {
  submitted: '已提交',
  accepted: '已受理',
  processing: '进入办理',
  done: '已办结',
};

export const appealStageCountSchema = z.object({
  stage: z.enum(APPEAL_STAGES),
  /** Appeals that reached this stage (so each count includes the later stages'). */
  count: countSchema,
});

export const daping_appeal_funnel = defineCall({
  name: 'daping_appeal_funnel',
  method: 'POST',
  path: '/api/daping/appeal_funnel',
  summary: '数据大屏：诉求办理漏斗（提交 → 受理 → 办理 → 办结）',
  body: z.object({}),
  /** The four stages in APPEAL_STAGES order. */
  data: z.object({ stages: z.array(appealStageCountSchema).length(APPEAL_STAGES.length) }),
});

export const appealMonthSchema = z.object({
  month: monthSchema,
  /** Appeals submitted that month. */
  submitted: countSchema,
  /** Appeals closed (办结) that month, whenever they were submitted. */
  done: countSchema,
});
export type AppealMonth = z.infer<typeof appealMonthSchema>;

export const daping_appeal_monthly = defineCall({
  name: 'daping_appeal_monthly',
  method: 'POST',
  path: '/api/daping/appeal_monthly',
  summary: '数据大屏：近 N 个月（默认 12）每月提交与办结的诉求数',
  body: z.object(monthsShape),
  data: z.object({ list: z.array(appealMonthSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Intellectual property and qualifications

/** The kinds an enterprise holds, in the order the screen shows them. */
export const IP_KINDS = [
  'patent',
  'trademark',
  'copyright',
  'software_copyright',
  'qualification',
] as const;
export type IpKind = (typeof IP_KINDS)[number];
export const IP_KIND_LABELS: Readonly<Record<IpKind, string>> = {
  patent: '专利',
  trademark: '商标',
  copyright: '作品著作权',
  software_copyright: '软件著作权',
  qualification: '资质',
};

export const ipKindCountSchema = z.object({ kind: z.enum(IP_KINDS), count: countSchema });

export const daping_ip_holdings = defineCall({
  name: 'daping_ip_holdings',
  method: 'POST',
  path: '/api/daping/ip_holdings',
  summary: '数据大屏：有效知识产权与资质按类别统计（专利、商标、作品著作权、软件著作权、资质）',
  body: z.object({}),
  /** One entry per kind, in IP_KINDS order; only valid (有效) holdings count. */
  data: z.object({ kinds: z.array(ipKindCountSchema).length(IP_KINDS.length) }),
});

export const renewalMonthSchema = z.object({
  month: monthSchema,
  patent: countSchema,
  trademark: countSchema,
  copyright: countSchema,
  software_copyright: countSchema,
  qualification: countSchema,
});
export type RenewalMonth = z.infer<typeof renewalMonthSchema>;

export const daping_ip_renewals = defineCall({
  name: 'daping_ip_renewals',
  method: 'POST',
  path: '/api/daping/ip_renewals',
  summary: '数据大屏：未来 N 个月（默认 12，含本月）每月到期需续费的有效知识产权与资质',
  body: z.object(monthsShape),
  data: z.object({ list: z.array(renewalMonthSchema) }),
});

export const renewalDaySchema = z.object({ date: daySchema, count: countSchema });
export type RenewalDay = z.infer<typeof renewalDaySchema>;

export const daping_renewal_calendar = defineCall({
  name: 'daping_renewal_calendar',
  method: 'POST',
  path: '/api/daping/renewal_calendar',
  summary: '数据大屏：续费到期日历（今天起 N 天内每天到期的有效知识产权与资质数）',
  body: z.object({
    days: z.number().int().min(1, '天数至少为 1').max(366, '天数最多为 366').default(90),
  }),
  /** Every day from `start` (today) to `end`, with 0 on days nothing falls due. */
  data: z.object({ start: daySchema, end: daySchema, days: z.array(renewalDaySchema) }),
});

// ---------------------------------------------------------------------------------------------
// Services and the ticker

export const serviceRankSchema = z.object({
  id: idSchema,
  policy_name: titleSchema,
  /** Applications (申请数). */
  applications: countSchema,
});
export type ServiceRank = z.infer<typeof serviceRankSchema>;

export const daping_service_top = defineCall({
  name: 'daping_service_top',
  method: 'POST',
  path: '/api/daping/service_top',
  summary: '数据大屏：申请数最多的服务（默认前 10）',
  body: z.object({
    limit: z.number().int().min(1, '数量至少为 1').max(20, '数量最多为 20').default(10),
  }),
  /** Most applications first; ties by id. */
  data: z.object({ list: z.array(serviceRankSchema) }),
});

export const tickerAwardSchema = z.object({
  kind: z.literal('award'),
  /** The award-list company's id. */
  id: idSchema,
  enterprise_name: titleSchema,
  /** The award list's project (entry_name). */
  entry_name: titleSchema,
  money: moneySchema,
  /** When the list was published. */
  time: epochSecondsSchema,
});

/**
 * A new appeal, told by its category and state only: appeals often carry trade secrets and are
 * private to the enterprise and its handlers (domain §5), so the public screen never shows which
 * enterprise appealed or what about.
 */
export const tickerAppealSchema = z.object({
  kind: z.literal('appeal'),
  id: idSchema,
  /** 诉求类别 (融资需求, 人才招引, …); '' when none was chosen. */
  category: z.string(),
  /** pending 待处理, processing 处理中, done 已办结 (as appeal_statistics counts them). */
  status: z.enum(['pending', 'processing', 'done']),
  /** When it was submitted. */
  time: epochSecondsSchema,
});

export const tickerItemSchema = z.discriminatedUnion('kind', [
  tickerAwardSchema,
  tickerAppealSchema,
]);
export type TickerItem = z.infer<typeof tickerItemSchema>;

export const daping_ticker = defineCall({
  name: 'daping_ticker',
  method: 'POST',
  path: '/api/daping/ticker',
  summary: '数据大屏：最新的获扶持企业与新增诉求（滚动播报，默认 20 条；诉求只报类别与状态）',
  body: z.object({
    limit: z.number().int().min(1, '数量至少为 1').max(50, '数量最多为 50').default(20),
  }),
  /** Newest first. */
  data: z.object({ list: z.array(tickerItemSchema) }),
});
