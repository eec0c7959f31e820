// 政策库 (issue 14, DOMAIN §1): searching and reading policy documents, their calls for
// applications (申报通知) with the window state derived from the dates, subscriptions to a
// document's changes, and 政策知识 (interpretations and Q&A). The Excel export is not a
// defineCall: it answers the file's bytes, so only its path and body are described here.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { EARLIEST_DATE, LATEST_DATE } from '../bounds.js';
import {
  addressSchema,
  countSchema,
  filterTextSchema,
  idSchema,
  intSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
} from './common.js';
import { policyCompanySchema } from './policy.js';

/** Validity as a filter and on the page; 已失效 (expired) is a current document past valid_until. */
export const POLICY_VALIDITY_LABELS = {
  current: '现行有效',
  revised: '已修订',
  repealed: '已废止',
  expired: '已失效',
} as const;
export type PolicyValidityState = keyof typeof POLICY_VALIDITY_LABELS;
export const POLICY_VALIDITY_STATES = Object.keys(POLICY_VALIDITY_LABELS) as [
  PolicyValidityState,
  ...PolicyValidityState[],
];

/**
 * The window state of a call for applications, derived from its dates and today (Asia/Shanghai),
 * never stored: 未开始 before the start day; 申报中 from the start day to the end day; 即将截止 when
 * the end day is at most 7 days away (the end day itself included); 已截止 after the end day;
 * 常年受理 when it has neither date.
 */
export const CALL_WINDOW_LABELS = {
  upcoming: '未开始',
  open: '申报中',
  closing: '即将截止',
  closed: '已截止',
  always: '常年受理',
} as const;
export type CallWindowState = keyof typeof CALL_WINDOW_LABELS;
export const CALL_WINDOW_STATES = Object.keys(CALL_WINDOW_LABELS) as [
  CallWindowState,
  ...CallWindowState[],
];
/** 即将截止: the end day is this many days away or fewer. */
export const CALL_CLOSING_DAYS = 7;

/** Delivery modes (DOMAIN §1). */
export const DELIVERY_MODE_LABELS = {
  exempt: '免申即享',
  instant: '即申即享',
  review: '申报审批',
} as const;
export type CallDeliveryMode = keyof typeof DELIVERY_MODE_LABELS;
export const CALL_DELIVERY_MODES = Object.keys(DELIVERY_MODE_LABELS) as [
  CallDeliveryMode,
  ...CallDeliveryMode[],
];

/** Result orders of the library: relevance needs a keyword (without one it reads as newest). */
export const POLICY_SORT_LABELS = {
  relevance: '相关度',
  newest: '最新发布',
  deadline: '截止日期',
  ceiling: '支持额度',
} as const;
export type PolicySort = keyof typeof POLICY_SORT_LABELS;
export const POLICY_SORTS = Object.keys(POLICY_SORT_LABELS) as [PolicySort, ...PolicySort[]];

/**
 * The library's keyword (policy_search, policy_export, policy_call_list, knowledge_list): each Han
 * character pair is a search term and a long keyword that finds nothing is matched against every
 * title for suggestions, so its length and word count bound what one anonymous query costs (issue
 * 23: 64-character keywords at 23 a second held the embedded database for 36 ms each). 32 字 takes
 * a 发文字号 or most of a pasted title; a title's first 32 字 find it.
 */
export const POLICY_KEYWORD_MAX_CHARS = 32;
/** Words (split on spaces and punctuation) of the keyword; each must match. */
export const POLICY_KEYWORD_MAX_WORDS = 8;
const KEYWORD_WORD = /[\p{L}\p{N}]+/gu;

/** The library's keyword, bounded in characters and words (messages name the field). */
export const policyKeywordSchema = z
  .string()
  .trim()
  .max(POLICY_KEYWORD_MAX_CHARS, { error: `关键词最多${POLICY_KEYWORD_MAX_CHARS}个字` })
  .refine((keyword) => (keyword.match(KEYWORD_WORD) ?? []).length <= POLICY_KEYWORD_MAX_WORDS, {
    error: `关键词最多${POLICY_KEYWORD_MAX_WORDS}个词`,
  });

/** Largest page of the library's lists. */
export const POLICY_LIBRARY_MAX_PAGE_SIZE = 50;
/** The export writes at most this many rows (the first results in the chosen order). */
export const POLICY_EXPORT_MAX_ROWS = 10_000;

export const policyValiditySchema = z.enum(POLICY_VALIDITY_STATES, { error: '有效性不正确' });
export const callWindowSchema = z.enum(CALL_WINDOW_STATES, { error: '申报状态不正确' });
export const deliveryModeSchema = z.enum(CALL_DELIVERY_MODES, { error: '兑现方式不正确' });

// A filter day within the calendar the platform stores (bounds.ts): z.iso.date alone takes
// 0000-02-29, which PostgreSQL cannot hold (the fuzz suite's rotating seed found the 500).
const dayField = (name: string) =>
  z.iso
    .date({ error: `${name}格式应为YYYY-MM-DD` })
    .refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
      error: `${name}应在${EARLIEST_DATE}至${LATEST_DATE}之间`,
    });
const dayFieldOptional = (name: string) => dayField(name).optional();

/** A theme tag as a filter. */
const themeSchema = z
  .string()
  .trim()
  .min(1, { error: '主题不能为空' })
  .max(32, { error: '主题过长' });

/** The filters of the library: policy_search and policy_export take the same. */
export const policyFiltersShape = {
  /** Words to find (title, 发文字号, 发文机关, text); several words must all match. */
  keyword: policyKeywordSchema.optional(),
  level: z.array(policyLevelSchema, { error: '级别不正确' }).max(4).optional(),
  issuing_unit: filterTextSchema,
  region: filterTextSchema,
  /** A GB/T 4754 code (门类 letter or 大类 digits); documents for every industry also match. */
  industry: z
    .string()
    .trim()
    .regex(/^([A-T]|\d{2})$/, { error: '行业代码不正确' })
    .optional(),
  /** Any of these themes. */
  theme: z
    .array(themeSchema, { error: '主题不正确' })
    .max(10, { error: '主题最多选10个' })
    .optional(),
  validity: policyValiditySchema.optional(),
  /** Documents with at least one published call in this state (open also takes closing). */
  window: callWindowSchema.optional(),
  /** Documents with at least one published call of this delivery mode. */
  mode: deliveryModeSchema.optional(),
  published_from: dayFieldOptional('发布日期起'),
  published_to: dayFieldOptional('发布日期止'),
  sort: z.enum(POLICY_SORTS, { error: '排序方式不正确' }).default('relevance'),
};

const datesOrdered = (body: { published_from?: string; published_to?: string }) =>
  !body.published_from || !body.published_to || body.published_from <= body.published_to;
const DATES_DISORDERED = { error: '发布日期起不能晚于发布日期止', path: ['published_to'] };

/** The filters as an object (the export's body; the portal's URL search of /policyData). */
export const policyFiltersSchema = z
  .object(policyFiltersShape)
  .refine(datesOrdered, DATES_DISORDERED);
export type PolicyFilters = z.input<typeof policyFiltersSchema>;

/** Validity of a document with its label. */
const validityFields = {
  validity: policyValiditySchema,
  validity_label: titleSchema,
};

/** One result of policy_search. */
export const policyResultSchema = z.object({
  id: idSchema,
  title: titleSchema,
  document_number: titleSchema,
  issuing_unit: titleSchema,
  level: policyLevelSchema,
  region: titleSchema,
  published_on: z.iso.date(),
  ...validityFields,
  themes: z.array(titleSchema),
  /** Largest ceiling of its calls, 万元; null when none awards money. */
  support_ceiling: z.number().nonnegative().nullable(),
  /** Its published calls accepting applications today (申报中, 即将截止, 常年受理). */
  open_calls: countSchema,
  /** The nearest end day of those calls; null when none has one. */
  next_deadline: z.iso.date().nullable(),
  /** Plain text around the first match (or the start of the summary); no HTML. */
  snippet: z.string().max(400),
  /** The keyword's words, for highlighting (empty without a keyword). */
  highlight: z.array(z.string().max(64)),
});
export type PolicyResult = z.infer<typeof policyResultSchema>;

export const policy_search = defineCall({
  name: 'policy_search',
  method: 'POST',
  path: '/api/policy/search',
  summary:
    '政策库检索（关键词、级别、发文机关、地区、行业、主题、有效性、申报状态、兑现方式、发布日期；排序、分页）',
  body: z
    .object({ ...pageShape(10, POLICY_LIBRARY_MAX_PAGE_SIZE), ...policyFiltersShape })
    .refine(datesOrdered, DATES_DISORDERED),
  data: pagedSchema(policyResultSchema).extend({
    /** When a keyword finds nothing: published titles close to it (pg_trgm), to try instead. */
    suggestions: z.array(z.object({ id: idSchema, title: titleSchema })).optional(),
    /** True when more than 1 000 documents match: `total` is then 1 000 (show 1000+; refine the filters). */
    total_capped: z.boolean().optional(),
  }),
});

/** A filter option with the number of published documents carrying it. */
export const facetOptionSchema = z.object({ value: titleSchema, count: countSchema });
export type FacetOption = z.infer<typeof facetOptionSchema>;

export const policy_facets = defineCall({
  name: 'policy_facets',
  method: 'POST',
  path: '/api/policy/facets',
  summary: '政策库筛选项（发文机关、地区、主题及各自的政策数，按其他已选条件计数）',
  /**
   * The active filters (none: the whole library). Each facet is counted with all of them except
   * its own, so an option's count is what choosing it finds.
   */
  body: z
    .object((({ sort: _sort, ...filters }) => filters)(policyFiltersShape))
    .refine(datesOrdered, DATES_DISORDERED),
  data: z.object({
    issuing_units: z.array(facetOptionSchema),
    regions: z.array(facetOptionSchema),
    themes: z.array(facetOptionSchema),
  }),
});

/** The member's own application or 免申即享 case on a call. */
export const myCallStatusSchema = z.object({
  kind: z.enum(['application', 'exempt_case']),
  id: idSchema,
  /** A state of the policy_application or exempt_case flow (@qyfw/portal-sdk/flows). */
  state: z.string().max(32),
  state_label: titleSchema,
});
export type MyCallStatus = z.infer<typeof myCallStatusSchema>;

/** A material a call asks for. */
export const callMaterialSchema = z.object({
  key: z.string().max(64),
  name: titleSchema,
  required: z.boolean(),
  description: z.string().max(2000),
});

/** The window of a call: its state, label and dates. */
const callWindowFields = {
  window: callWindowSchema,
  window_label: titleSchema,
  /** First and last day to apply (YYYY-MM-DD); both null for 常年受理. */
  start_on: z.iso.date().nullable(),
  end_on: z.iso.date().nullable(),
  /** Days from today to the last day (0 on the end day, negative after it); null without one. */
  days_left: intSchema(-100_000, 100_000).nullable(),
  mode: deliveryModeSchema,
  mode_label: titleSchema,
};

/** A call for applications as the document's page shows it. */
export const policyCallSchema = z.object({
  id: idSchema,
  title: titleSchema,
  ...callWindowFields,
  support_type: titleSchema,
  /** 万元; null when the call awards no money. */
  support_ceiling: z.number().nonnegative().nullable(),
  support_text: z.string().max(2000),
  materials: z.array(callMaterialSchema),
  /** Conditions that need human judgement: a self-check list. */
  checklist: z.array(z.string().max(500)),
  /** The machine-checkable conditions in plain Chinese, in order (the match explains them). */
  conditions: z.array(z.string().max(500)),
  handling_unit: titleSchema,
  consult_phone: titleSchema,
  /** Null for visitors, members without an enterprise, or when the enterprise has none. */
  my_status: myCallStatusSchema.nullable(),
});
export type PolicyCall = z.infer<typeof policyCallSchema>;

/** Another document, linked (successor, predecessor, related). */
export const policyLinkSchema = z.object({
  id: idSchema,
  title: titleSchema,
  ...validityFields,
});
export type PolicyLink = z.infer<typeof policyLinkSchema>;

export const policyAttachmentSchema = z.object({
  id: idSchema,
  name: titleSchema,
  url: addressSchema,
  size_bytes: countSchema.nullable(),
});

/** An award list (公示名单) of one of the document's calls. */
export const policyAwardListSchema = z.object({
  id: idSchema,
  entry_name: titleSchema,
  call_id: idSchema.nullable(),
  createtime: z.number().int().nonnegative(),
  list: z.array(policyCompanySchema),
});

/** 政策知识 linked to a document, as a link. */
export const knowledgeLinkSchema = z.object({
  id: idSchema,
  title: titleSchema,
  kind: z.enum(['interpretation', 'qa']),
  kind_label: titleSchema,
});

export const policyDetailSchema = z.object({
  id: idSchema,
  title: titleSchema,
  document_number: titleSchema,
  issuing_unit: titleSchema,
  level: policyLevelSchema,
  region: titleSchema,
  /** 成文日期; null when unknown. */
  written_on: z.iso.date().nullable(),
  published_on: z.iso.date(),
  ...validityFields,
  /** Last day in force; null when open-ended. */
  valid_until: z.iso.date().nullable(),
  /** The document that replaced this one (已修订). */
  successor: policyLinkSchema.nullable(),
  /** The document this one replaced. */
  predecessor: policyLinkSchema.nullable(),
  themes: z.array(titleSchema),
  industry_codes: z.array(z.string().max(8)),
  summary: z.string(),
  /** Full text as sanitized HTML; clients sanitize again. */
  content: z.string(),
  /** 政策解读 as sanitized HTML; '' when none. */
  interpretation: z.string(),
  attachments: z.array(policyAttachmentSchema),
  /** 最后核验; null when never checked. */
  verified_on: z.iso.date().nullable(),
  consult_phone: titleSchema,
  support_ceiling: z.number().nonnegative().nullable(),
  calls: z.array(policyCallSchema),
  related: z.array(policyLinkSchema),
  award_lists: z.array(policyAwardListSchema),
  knowledge: z.array(knowledgeLinkSchema),
  /** Whether the member follows it; false for visitors. */
  subscribed: z.boolean(),
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

export const policy_detail = defineCall({
  name: 'policy_detail',
  method: 'POST',
  path: '/api/policy/detail',
  auth: 'optional',
  summary:
    '政策详情（元数据、有效性、全文、解读、附件、申报通知及本企业进度、相关政策、公示名单、政策知识）',
  body: z.object({ id: idSchema }),
  data: policyDetailSchema,
});

const subscribeBody = z.object({ policy_id: idSchema });
const subscribedSchema = z.object({ subscribed: z.boolean() });

export const policy_subscribe = defineCall({
  name: 'policy_subscribe',
  method: 'POST',
  path: '/api/policy/subscribe',
  auth: 'user',
  summary: '订阅政策变更（修订、废止、新的申报通知；重复订阅无副作用）',
  body: subscribeBody,
  data: subscribedSchema,
});

export const policy_unsubscribe = defineCall({
  name: 'policy_unsubscribe',
  method: 'POST',
  path: '/api/policy/unsubscribe',
  auth: 'user',
  summary: '取消订阅政策变更（未订阅时无副作用）',
  body: subscribeBody,
  data: subscribedSchema,
});

/** One call of 申报通知. */
export const callListItemSchema = z.object({
  id: idSchema,
  title: titleSchema,
  ...callWindowFields,
  support_type: titleSchema,
  support_ceiling: z.number().nonnegative().nullable(),
  policy: z.object({
    id: idSchema,
    title: titleSchema,
    level: policyLevelSchema,
    issuing_unit: titleSchema,
  }),
});
export type CallListItem = z.infer<typeof callListItemSchema>;

export const policy_call_list = defineCall({
  name: 'policy_call_list',
  method: 'POST',
  path: '/api/policy/calls',
  summary: '申报通知列表（申报状态、兑现方式、级别、关键词、月份；按截止日期排序）',
  body: z.object({
    ...pageShape(10, POLICY_LIBRARY_MAX_PAGE_SIZE),
    window: callWindowSchema.optional(),
    mode: deliveryModeSchema.optional(),
    level: policyLevelSchema.optional(),
    keyword: policyKeywordSchema.optional(),
    /** YYYY-MM: calls whose window overlaps the month (常年受理 overlap every month). */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式应为YYYY-MM' })
      // Years a calendar of calls can show; 0000 or 9999 are no month PostgreSQL can compare.
      .refine((month) => month >= '2000-01' && month <= '2099-12', {
        error: '月份应在2000年至2099年之间',
      })
      .optional(),
  }),
  data: pagedSchema(callListItemSchema),
});

export const KNOWLEDGE_KIND_LABELS = { interpretation: '政策解读', qa: '问答' } as const;
export type KnowledgeKind = keyof typeof KNOWLEDGE_KIND_LABELS;
export const knowledgeKindSchema = z.enum(['interpretation', 'qa'], { error: '知识类型不正确' });

export const knowledgeListItemSchema = z.object({
  id: idSchema,
  title: titleSchema,
  kind: knowledgeKindSchema,
  kind_label: titleSchema,
  /** Plain text around the first match, or the start of the content. */
  snippet: z.string().max(400),
  /** Publication time, epoch seconds. */
  createtime: z.number().int().nonnegative(),
  highlight: z.array(z.string().max(64)),
});
export type KnowledgeListItem = z.infer<typeof knowledgeListItemSchema>;

export const knowledge_list = defineCall({
  name: 'knowledge_list',
  method: 'POST',
  path: '/api/knowledge/list',
  summary: '政策知识列表（关键词、类型、所解读的政策；分页）',
  body: z.object({
    ...pageShape(10, POLICY_LIBRARY_MAX_PAGE_SIZE),
    keyword: policyKeywordSchema.optional(),
    kind: knowledgeKindSchema.optional(),
    policy_id: idSchema.optional(),
  }),
  data: pagedSchema(knowledgeListItemSchema),
});

export const knowledge_detail = defineCall({
  name: 'knowledge_detail',
  method: 'POST',
  path: '/api/knowledge/detail',
  summary: '政策知识详情（正文、所解读的政策、上一篇与下一篇）',
  body: z.object({ id: idSchema }),
  data: z.object({
    id: idSchema,
    title: titleSchema,
    kind: knowledgeKindSchema,
    kind_label: titleSchema,
    source: titleSchema,
    createtime: z.number().int().nonnegative(),
    /** Sanitized HTML; clients sanitize again. */
    content: z.string(),
    policies: z.array(policyLinkSchema),
    /** The neighbours in the list's order (newest first); null at either end. */
    prev: z.object({ id: idSchema, title: titleSchema }).nullable(),
    next: z.object({ id: idSchema, title: titleSchema }).nullable(),
  }),
});

/**
 * The Excel export of the library's current results (member only): POST this path with a
 * token header and a PolicyFilters body; the answer is the .xlsx file (first sheet 筛选条件,
 * second 政策列表, at most POLICY_EXPORT_MAX_ROWS rows), or the usual JSON envelope on an error
 * (400 bad filters, 401 without a session). Not a defineCall because the answer is bytes.
 */
export const POLICY_EXPORT = {
  name: 'policy_export',
  method: 'POST',
  path: '/api/policy/export',
  auth: 'user',
  summary: '导出政策检索结果（Excel，最多一万条）',
  body: policyFiltersSchema,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
