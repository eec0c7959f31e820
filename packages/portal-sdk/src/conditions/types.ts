// The conditions of a call for applications, as data (DOMAIN §2): a tree of all / any / not over
// leaves that compare one enterprise-profile field with a threshold. Operators author them as JSON;
// the server validates them against this vocabulary (known fields and operators only) and one
// evaluator reports every leaf as 符合 / 不符合 / 待确认 — never short-circuited.
import type { MatchField } from './fields.js';

/**
 * The operators a leaf may use. `years_since_*` compare the years elapsed since a date field;
 * ne / gt / lt / contains_none are the back offices' ≠ > < 不包含 (the console's editor offers them).
 */
export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'in',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'contains_any',
  'contains_all',
  'contains_none',
  'is_true',
  'years_since_gte',
  'years_since_lte',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionValue =
  number | string | boolean | readonly string[] | readonly [number, number];

/** One machine-checkable condition, as the call's text states it. */
export interface ConditionLeaf {
  /** Stable within the call (c1, c2 …): what a 补正 item or a what-if refers to. */
  readonly id: string;
  /** The condition in plain Chinese: 研发费用占营业收入比例不低于 3%. */
  readonly label: string;
  /** Where it comes from in the call's text: 第二条第（三）项. */
  readonly clause: string;
  readonly field: MatchField;
  readonly op: ConditionOperator;
  /** Absent for is_true; a pair for between; a list for in / contains_*. */
  readonly value?: ConditionValue;
}

export interface ConditionAll {
  readonly all: readonly ConditionNode[];
}
export interface ConditionAny {
  readonly any: readonly ConditionNode[];
}
export interface ConditionNot {
  readonly not: ConditionNode;
}

export type ConditionNode = ConditionLeaf | ConditionAll | ConditionAny | ConditionNot;

/** The three outcomes of a condition (DOMAIN §2): a missing value is 待确认, never 不符合. */
export const CONDITION_OUTCOMES = { met: '符合', failed: '不符合', unknown: '待确认' } as const;
export type ConditionOutcome = keyof typeof CONDITION_OUTCOMES;

/** The result levels of a call for one enterprise: levels, never percentages. */
export const MATCH_LEVELS = {
  eligible: '可申报',
  possible: '可能符合',
  ineligible: '暂不符合',
} as const;
export type MatchLevel = keyof typeof MATCH_LEVELS;
