// 政策匹配 (/match; DOMAIN §2): every open or upcoming call evaluated against the member's
// enterprise record, explained condition by condition. A what-if sends hypothetical values
// (`overrides`) and gets the same answer computed with them; nothing is saved.
import { z } from 'zod';
import {
  CONDITION_OPERATORS,
  CONDITION_OUTCOMES,
  MATCH_FIELD_NAMES,
  MATCH_LEVELS,
  PROFILE_SOURCES,
  matchOverridesSchema,
} from '../conditions/index.js';
import type { MatchLevel } from '../conditions/index.js';
import { defineCall } from '../define-call.js';
import {
  countSchema,
  epochSecondsSchema,
  filterTextSchema,
  pageShape,
  idSchema,
  intSchema,
  policyLevelSchema,
  titleSchema,
} from './common.js';
import { callWindowSchema, deliveryModeSchema, myCallStatusSchema } from './policy-library.js';

/** Which results to answer: a level, the near misses (差一点), or all (the default). */
export const MATCH_ONLY_LABELS = {
  all: '全部',
  eligible: '可申报',
  possible: '可能符合',
  ineligible: '暂不符合',
  near: '差一点',
} as const;
/** Results a page of the match answers by default, and at most. */
export const MATCH_PAGE_SIZE = 10;
export const MATCH_MAX_PAGE_SIZE = 50;
export type MatchOnly = keyof typeof MATCH_ONLY_LABELS;
export const MATCH_ONLY = Object.keys(MATCH_ONLY_LABELS) as [MatchOnly, ...MatchOnly[]];

const MATCH_LEVEL_NAMES = Object.keys(MATCH_LEVELS) as [MatchLevel, ...MatchLevel[]];
const longText = z.string().max(2000);
const isoDate = z.iso.date();

/** A profile value as the wire carries it. */
export const matchValueSchema = z
  .union([z.number(), z.string().max(500), z.boolean(), z.array(z.string().max(500))])
  .nullable();

/** One field of the profile the match read, with where its value came from. */
export const matchProfileFieldSchema = z.object({
  field: z.enum(MATCH_FIELD_NAMES),
  label: titleSchema,
  value: matchValueSchema,
  /** With its unit (2.8%, 320 万元); null when the record has no value. */
  value_text: z.string().max(1000).nullable(),
  source: z.enum(PROFILE_SOURCES).nullable(),
  as_of: isoDate.nullable(),
  /** The screen whose form holds the field. */
  settled_at: z.enum(['/information', '/intellect']),
});
export type MatchProfileField = z.infer<typeof matchProfileFieldSchema>;

export const matchGapSchema = z.object({
  amount: z.number(),
  unit: z.string().max(8),
  /** 再获 1 件发明专利即可满足 / 营业收入还差 320 万元. */
  text: longText,
});

/** One machine-checkable condition of a call, evaluated. */
export const matchConditionSchema = z.object({
  id: z.string().max(32),
  label: longText,
  /** Where it comes from in the call's text: 第二条第（三）项. */
  clause: longText,
  field: z.enum(MATCH_FIELD_NAMES),
  op: z.enum(CONDITION_OPERATORS),
  /** The threshold as a sentence: ≥ 3%, 属于：西湖区、滨江区, 满 3 年. */
  threshold: longText,
  value: matchValueSchema,
  value_text: z.string().max(1000).nullable(),
  source: z.enum(PROFILE_SOURCES).nullable(),
  as_of: isoDate.nullable(),
  outcome: z.enum(Object.keys(CONDITION_OUTCOMES) as ['met', 'failed', 'unknown']),
  /** 符合 / 不符合 / 待确认. */
  outcome_label: titleSchema,
  /** For 待确认: the screen that settles it (/information, /intellect); null otherwise. */
  settled_at: z.enum(['/information', '/intellect']).nullable(),
  /** For a failed numeric condition: how far it is. */
  gap: matchGapSchema.nullable(),
});
export type MatchCondition = z.infer<typeof matchConditionSchema>;

/** The call a result is about, with its document and window. */
export const matchCallSchema = z.object({
  id: idSchema,
  title: titleSchema,
  policy: z.object({ id: idSchema, title: titleSchema, level: policyLevelSchema }),
  window: callWindowSchema,
  window_label: titleSchema,
  start_on: isoDate.nullable(),
  end_on: isoDate.nullable(),
  /** Days from today to the last day (0 on it); null for 常年受理. */
  days_left: intSchema(-100_000, 100_000).nullable(),
  mode: deliveryModeSchema,
  mode_label: titleSchema,
  support_type: titleSchema,
  /** 万元; null when the call awards no money. */
  support_ceiling: z.number().nonnegative().nullable(),
  support_text: longText,
});

export const matchResultSchema = z.object({
  call: matchCallSchema,
  level: z.enum(MATCH_LEVEL_NAMES),
  /** 可申报 / 可能符合 / 暂不符合. */
  level_label: titleSchema,
  /** 6 项可核验条件符合 5 项，1 项待确认. */
  summary: longText,
  conditions: z.array(matchConditionSchema),
  /** Conditions needing human judgement: a self-check list, never scored. */
  checklist: z.array(z.string().max(500)),
  /** 差一点: failed on one or two numeric conditions only. */
  near_miss: z.boolean(),
  gaps: z.array(z.object({ id: z.string().max(32), text: longText })),
  /** The enterprise's application or 免申即享 case on the call, if any. */
  my_status: myCallStatusSchema.nullable(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

export const matchRunSchema = z.object({
  /** Every field the match reads, in MATCH_FIELDS order; what-if values have source 假设值. */
  profile: z.array(matchProfileFieldSchema),
  /**
   * One page of the results `only` and `keyword` keep: eligible first, then possible, near
   * misses, the rest; each by nearest deadline. Paged because a park's catalogue can hold tens
   * of thousands of open calls — the counts cover them all, the page is what is read.
   */
  results: z.array(matchResultSchema),
  /** How many results `only` and `keyword` keep (the pager's total). */
  total: countSchema,
  page: intSchema(1),
  /** Over every evaluated call `keyword` keeps, before `only` is applied (the tabs' counts). */
  counts: z.object({
    eligible: countSchema,
    possible: countSchema,
    ineligible: countSchema,
    near: countSchema,
  }),
  /** Whether overrides were applied (a what-if). */
  what_if: z.boolean(),
  evaluated_at: epochSecondsSchema,
});
export type MatchRun = z.infer<typeof matchRunSchema>;

export const policy_match = defineCall({
  name: 'policy_match',
  method: 'POST',
  path: '/api/match/run',
  auth: 'enterprise',
  summary: '政策匹配：以本企业信息逐条比对申报中与即将开始的申报通知（可带假设值试算，不保存）',
  body: z.object({
    /** What-if values by field; applied on top of the record for this answer only. */
    overrides: matchOverridesSchema.optional(),
    mode: deliveryModeSchema.optional(),
    /** Level of the document (18 国家 … 21 区县). */
    level: policyLevelSchema.optional(),
    only: z.enum(MATCH_ONLY, { error: '筛选项不正确' }).optional(),
    /** Words the call's or its document's title must contain (all of them). */
    keyword: filterTextSchema,
    ...pageShape(MATCH_PAGE_SIZE, MATCH_MAX_PAGE_SIZE),
  }),
  data: matchRunSchema,
});
