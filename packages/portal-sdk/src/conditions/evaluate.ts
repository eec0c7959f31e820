// The one evaluator of a call's conditions (DOMAIN §2), shared by the server's match, the 免申即享
// batch and the what-if. Pure: a tree, a profile and today's date in; every leaf's outcome, the
// tree's outcome in three-valued logic, the level, the counts and the near-miss gaps out. It never
// short-circuits: an enterprise is shown every condition, including those an `any` did not need.
import { industryLabel, industryPath } from '../industries.js';
import { MATCH_FIELDS } from './fields.js';
import type { MatchField, MatchFieldInfo } from './fields.js';
import { CONDITION_OUTCOMES, MATCH_LEVELS } from './types.js';
import type {
  ConditionLeaf,
  ConditionNode,
  ConditionOperator,
  ConditionOutcome,
  MatchLevel,
} from './types.js';

/** Where a profile value comes from; 假设值 marks a what-if value. */
export const PROFILE_SOURCES = [
  '企业填报',
  '公开数据',
  '平台核验',
  '知识产权记录',
  '假设值',
] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];

export type ProfileValue = number | string | boolean | readonly string[];

export interface ProfileEntry {
  /** null (or '' for a text) when the record has no value: the condition is 待确认. */
  readonly value: ProfileValue | null;
  readonly source: ProfileSource;
  /** YYYY-MM-DD of the value's last change or confirmation; null when unknown. */
  readonly as_of: string | null;
}

export type MatchProfile = Partial<Record<MatchField, ProfileEntry | undefined>>;

/** How far a failed numeric condition is from being met. */
export interface ConditionGap {
  /** In `unit` (days for the years_since operators). */
  readonly amount: number;
  readonly unit: string;
  /** 再获 1 件发明专利即可满足 / 营业收入还差 320 万元. */
  readonly text: string;
}

export interface LeafOutcome {
  readonly id: string;
  readonly label: string;
  readonly clause: string;
  readonly field: MatchField;
  readonly op: ConditionOperator;
  /** The threshold as a sentence: ≥ 3%, 属于：西湖区、滨江区, 满 3 年. */
  readonly threshold: string;
  readonly value: ProfileValue | null;
  /** The enterprise's value with its unit; null when missing. */
  readonly value_text: string | null;
  readonly source: ProfileSource | null;
  readonly as_of: string | null;
  readonly outcome: ConditionOutcome;
  readonly outcome_label: (typeof CONDITION_OUTCOMES)[ConditionOutcome];
  /** The screen whose form settles a 待确认 condition; null otherwise. */
  readonly settled_at: MatchFieldInfo['settledAt'] | null;
  /** For a failed numeric condition (gt / gte / lt / lte / between / years_since_*); null otherwise. */
  readonly gap: ConditionGap | null;
}

export interface ConditionCounts {
  readonly total: number;
  readonly met: number;
  readonly failed: number;
  readonly unknown: number;
}

export interface ConditionsEvaluation {
  readonly outcome: ConditionOutcome;
  readonly level: MatchLevel;
  readonly level_label: (typeof MATCH_LEVELS)[MatchLevel];
  /** Every leaf, in the tree's order. */
  readonly leaves: readonly LeafOutcome[];
  readonly counts: ConditionCounts;
  /** 6 项可核验条件符合 5 项，1 项待确认. */
  readonly summary: string;
  /** 差一点: failed, and one or two numeric conditions with a gap would change that. */
  readonly near_miss: boolean;
  /** The gaps to close when near_miss (empty otherwise). */
  readonly gaps: readonly { readonly id: string; readonly text: string }[];
}

export const LEVEL_OF_OUTCOME: Record<ConditionOutcome, MatchLevel> = {
  met: 'eligible',
  unknown: 'possible',
  failed: 'ineligible',
};

/** Near misses are at most this many numeric conditions away (DOMAIN §2: one or two). */
export const NEAR_MISS_MAX_GAPS = 2;
/**
 * 差一点 means within reach (DOMAIN §2): a number at most this share of its threshold away
 * (营业收入 ≥ 2000 万元 with 1680 is 16 % short: near; with 1000 it is not) …
 */
export const NEAR_MISS_MAX_SHARE = 0.2;
/** … a count (件, 人) also one more whatever the share ("再获 1 件发明专利即可满足") … */
export const NEAR_MISS_MIN_COUNT = 1;
/**
 * … and an age the enterprise reaches by waiting at most this many days. An age ceiling already
 * passed (成立不超过 5 年) can never be met again, and is never a near miss.
 */
export const NEAR_MISS_MAX_DAYS = 365;

/** Whether a number `amount` short of (or over) `threshold` is within reach. */
function numberReachable(amount: number, threshold: number, info: MatchFieldInfo): boolean {
  const allowance = Math.abs(threshold) * NEAR_MISS_MAX_SHARE;
  const counted = info.unit === '件' || info.unit === '人';
  return amount <= (counted ? Math.max(NEAR_MISS_MIN_COUNT, allowance) : allowance) + 1e-9;
}

// ---- formatting ----

/** 2 decimals at most, no trailing zeros: 2.8, 320, 0.25. */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function withUnit(value: number, unit: string | undefined): string {
  if (!unit) return formatNumber(value);
  return unit === '%' ? `${formatNumber(value)}%` : `${formatNumber(value)} ${unit}`;
}

/** The subject of a gap sentence: 上年度营业收入 → 营业收入, 有效发明专利 → 发明专利. */
function subjectOf(info: MatchFieldInfo): string {
  return info.label.replace(/^上年度/, '').replace(/^有效/, '');
}

/** 6513 软件开发: the code with the name of its finest level. */
function industryText(code: string): string {
  const name = industryLabel(code).split(' / ').pop();
  return name ? `${code} ${name}` : code;
}

function listText(values: readonly string[]): string {
  return values.join('、');
}

function thresholdText(leaf: ConditionLeaf, info: MatchFieldInfo): string {
  const { op, value } = leaf;
  switch (op) {
    case 'eq':
      return typeof value === 'number' ? `= ${withUnit(value, info.unit)}` : `为 ${String(value)}`;
    case 'ne':
      return typeof value === 'number'
        ? `≠ ${withUnit(value, info.unit)}`
        : `不为 ${String(value)}`;
    case 'in':
      return `属于：${listText(value as readonly string[])}`;
    case 'gt':
      return `> ${withUnit(value as number, info.unit)}`;
    case 'gte':
      return `≥ ${withUnit(value as number, info.unit)}`;
    case 'lt':
      return `< ${withUnit(value as number, info.unit)}`;
    case 'lte':
      return `≤ ${withUnit(value as number, info.unit)}`;
    case 'between': {
      const [lo, hi] = value as readonly [number, number];
      return `${formatNumber(lo)} – ${withUnit(hi, info.unit)}`;
    }
    case 'contains_any':
      return `具备其一：${listText(value as readonly string[])}`;
    case 'contains_all':
      return `全部具备：${listText(value as readonly string[])}`;
    case 'contains_none':
      return `均不具备：${listText(value as readonly string[])}`;
    case 'is_true':
      return '是';
    case 'years_since_gte':
      return `满 ${formatNumber(value as number)} 年`;
    case 'years_since_lte':
      return `不超过 ${formatNumber(value as number)} 年`;
  }
}

function valueText(value: ProfileValue, info: MatchFieldInfo): string {
  if (typeof value === 'number') return withUnit(value, info.unit);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length === 0 ? '无' : listText(value as string[]);
  return info === MATCH_FIELDS.industry_code ? industryText(value as string) : (value as string);
}

/** A profile value as a screen shows it: 2.8%, 320 万元, 高新技术企业、专精特新, 是. */
export function formatProfileValue(field: MatchField, value: ProfileValue): string {
  return valueText(value, MATCH_FIELDS[field]);
}

// ---- dates ----

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(value: string): Date | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The day `years` after `date` (fractions as whole months; 29 Feb rolls to 1 Mar). */
function addYears(date: Date, years: number): Date {
  const months = Math.round(years * 12);
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

// ---- leaves ----

/** A value the profile really has: null, '' and a wrong type count as missing. */
function presentValue(entry: ProfileEntry | undefined, info: MatchFieldInfo): ProfileValue | null {
  const value = entry?.value;
  if (value === null || value === undefined) return null;
  switch (info.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'date':
      return typeof value === 'string' && parseDay(value) ? value : null;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
    case 'flag':
      return typeof value === 'boolean' ? value : null;
  }
}

/** Whether a text matches a listed one; industry codes match their section and ancestors. */
function textMatches(field: MatchField, value: string, wanted: string): boolean {
  if (field !== 'industry_code') return value === wanted.trim();
  const code = wanted.trim();
  if (/^[A-T]$/.test(code)) return industryPath(value)[0] === code;
  return value.startsWith(code);
}

interface Judged {
  readonly outcome: 'met' | 'failed';
  /**
   * For a failed numeric condition: how far it is, as a function — the sentence is only written
   * for the results a page shows (classifyConditions needs to know a gap exists, not its text).
   */
  readonly gap: (() => ConditionGap) | null;
  /** The gap can be closed, and soon (NEAR_MISS_*): only such gaps make 差一点. */
  readonly reachable: boolean;
}

function numberGap(
  amount: number,
  info: MatchFieldInfo,
  direction: 'below' | 'above',
): ConditionGap {
  const unit = info.unit ?? '';
  const subject = subjectOf(info);
  // Counts are whole: 0.5 件 short means one more.
  const shown =
    unit === '件' || unit === '人' ? Math.ceil(amount - 1e-9) : Math.round(amount * 100) / 100;
  const amountText = unit === '%' ? `${formatNumber(shown)} 个百分点` : withUnit(shown, unit);
  if (direction === 'above')
    return { amount: shown, unit, text: `${subject}超出上限 ${amountText}` };
  if (unit === '件') return { amount: shown, unit, text: `再获 ${amountText}${subject}即可满足` };
  return { amount: shown, unit, text: `${subject}还差 ${amountText}` };
}

/**
 * How far a strict comparison (> / <) is from being met, `difference` being threshold − value
 * (or value − threshold): a count needs one more than the threshold (> 2 件 with 2 is 再获 1 件),
 * a measure the smallest step shown (0.01) when it sits exactly on the threshold.
 */
function strictGap(difference: number, info: MatchFieldInfo): number {
  const counted = info.unit === '件' || info.unit === '人';
  return counted ? Math.floor(difference + 1e-9) + 1 : Math.max(difference, 0.01);
}

const MET: Judged = { outcome: 'met', gap: null, reachable: false };
const FAILED: Judged = { outcome: 'failed', gap: null, reachable: false };

function judge(
  leaf: ConditionLeaf,
  value: ProfileValue,
  info: MatchFieldInfo,
  today: Date,
): Judged {
  const met = (ok: boolean, gap: (() => ConditionGap) | null = null, reachable = false): Judged =>
    ok ? MET : gap ? { outcome: 'failed', gap, reachable } : FAILED;
  const threshold = leaf.value;
  switch (leaf.op) {
    case 'eq':
      return typeof value === 'number'
        ? met(value === threshold)
        : met(textMatches(leaf.field, value as string, String(threshold)));
    case 'ne':
      return typeof value === 'number'
        ? met(value !== threshold)
        : met(!textMatches(leaf.field, value as string, String(threshold)));
    case 'in':
      return met(
        (threshold as readonly string[]).some((item) =>
          textMatches(leaf.field, value as string, item),
        ),
      );
    case 'gt': {
      const n = value as number;
      const t = threshold as number;
      const short = strictGap(t - n, info);
      return met(n > t, () => numberGap(short, info, 'below'), numberReachable(short, t, info));
    }
    case 'gte': {
      const n = value as number;
      const t = threshold as number;
      return met(n >= t, () => numberGap(t - n, info, 'below'), numberReachable(t - n, t, info));
    }
    case 'lt': {
      const n = value as number;
      const t = threshold as number;
      const over = strictGap(n - t, info);
      return met(n < t, () => numberGap(over, info, 'above'), numberReachable(over, t, info));
    }
    case 'lte': {
      const n = value as number;
      const t = threshold as number;
      return met(n <= t, () => numberGap(n - t, info, 'above'), numberReachable(n - t, t, info));
    }
    case 'between': {
      const n = value as number;
      const [lo, hi] = threshold as readonly [number, number];
      if (n < lo)
        return met(
          false,
          () => numberGap(lo - n, info, 'below'),
          numberReachable(lo - n, lo, info),
        );
      if (n > hi)
        return met(
          false,
          () => numberGap(n - hi, info, 'above'),
          numberReachable(n - hi, hi, info),
        );
      return MET;
    }
    case 'contains_any': {
      const held = value as readonly string[];
      return met((threshold as readonly string[]).some((item) => held.includes(item)));
    }
    case 'contains_all': {
      const held = value as readonly string[];
      return met((threshold as readonly string[]).every((item) => held.includes(item)));
    }
    case 'contains_none': {
      const held = value as readonly string[];
      return met(!(threshold as readonly string[]).some((item) => held.includes(item)));
    }
    case 'is_true':
      return met(value === true);
    case 'years_since_gte': {
      const since = parseDay(value as string) as Date;
      const due = addYears(since, threshold as number);
      const days = daysBetween(today, due);
      return met(
        days <= 0,
        () => ({
          amount: days,
          unit: '天',
          text: `${subjectOfDate(info)}满 ${formatNumber(threshold as number)} 年还差 ${days} 天（${isoDay(due)} 起满足）`,
        }),
        // Time closes this gap by itself: near when it comes within the year.
        days <= NEAR_MISS_MAX_DAYS,
      );
    }
    case 'years_since_lte': {
      const since = parseDay(value as string) as Date;
      const limit = addYears(since, threshold as number);
      const days = daysBetween(limit, today);
      return met(
        days <= 0,
        () => ({
          amount: days,
          unit: '天',
          text: `${subjectOfDate(info)}已超过 ${formatNumber(threshold as number)} 年（自 ${isoDay(limit)} 起超出）`,
        }),
        // An age ceiling passed is never met again: explained, never 差一点.
        false,
      );
    }
  }
}

/** 成立日期 → 成立: the only date field today; others read as their label. */
function subjectOfDate(info: MatchFieldInfo): string {
  return info.label.replace(/日期$/, '');
}

/** A leaf's outcome only: what classifying a call needs, with no text written. */
interface LeafJudgement {
  readonly value: ProfileValue | null;
  readonly judged: Judged | null;
}

function judgeLeaf(leaf: ConditionLeaf, profile: MatchProfile, today: Date): LeafJudgement {
  const info: MatchFieldInfo = MATCH_FIELDS[leaf.field];
  const value = presentValue(profile[leaf.field], info);
  return { value, judged: value === null ? null : judge(leaf, value, info, today) };
}

function outcomeOf({ judged }: LeafJudgement): ConditionOutcome {
  return judged ? judged.outcome : 'unknown';
}

function explainLeaf(
  leaf: ConditionLeaf,
  { value, judged }: LeafJudgement,
  profile: MatchProfile,
): LeafOutcome {
  const info: MatchFieldInfo = MATCH_FIELDS[leaf.field];
  const entry = profile[leaf.field];
  const base = {
    id: leaf.id,
    label: leaf.label,
    clause: leaf.clause,
    field: leaf.field,
    op: leaf.op,
    threshold: thresholdText(leaf, info),
    value,
    value_text: value === null ? null : valueText(value, info),
    source: entry?.source ?? null,
    as_of: entry?.as_of ?? null,
  };
  if (value === null || !judged) {
    return {
      ...base,
      outcome: 'unknown',
      outcome_label: CONDITION_OUTCOMES.unknown,
      settled_at: info.settledAt,
      gap: null,
    };
  }
  return {
    ...base,
    outcome: judged.outcome,
    outcome_label: CONDITION_OUTCOMES[judged.outcome],
    settled_at: null,
    gap: judged.outcome === 'failed' && judged.gap ? judged.gap() : null,
  };
}

// ---- the tree ----

function isLeaf(node: ConditionNode): node is ConditionLeaf {
  return 'field' in node;
}

interface NodeResult {
  readonly outcome: ConditionOutcome;
  /**
   * The fewest failed numeric leaves whose gaps, once closed, leave this node no longer failed;
   * null when no such set exists (a non-numeric failure, or a `not` that holds).
   */
  readonly repair: readonly ConditionLeaf[] | null;
}

const NOTHING_TO_REPAIR: readonly ConditionLeaf[] = [];

function walk(node: ConditionNode, judged: Map<ConditionLeaf, LeafJudgement>): NodeResult {
  if (isLeaf(node)) {
    const judgement = judged.get(node) as LeafJudgement;
    const outcome = outcomeOf(judgement);
    if (outcome !== 'failed') return { outcome, repair: NOTHING_TO_REPAIR };
    return {
      outcome: 'failed',
      repair: judgement.judged?.gap && judgement.judged.reachable ? [node] : null,
    };
  }
  if ('not' in node) {
    const child = walk(node.not, judged);
    const flipped: Record<ConditionOutcome, ConditionOutcome> = {
      met: 'failed',
      failed: 'met',
      unknown: 'unknown',
    };
    const outcome = flipped[child.outcome];
    return { outcome, repair: outcome === 'failed' ? null : NOTHING_TO_REPAIR };
  }
  const children = ('all' in node ? node.all : node.any).map((child) => walk(child, judged));
  const outcomes = children.map((child) => child.outcome);
  if ('all' in node) {
    const outcome: ConditionOutcome = outcomes.includes('failed')
      ? 'failed'
      : outcomes.includes('unknown')
        ? 'unknown'
        : 'met';
    const repairs = children.map((child) => child.repair);
    const repair = repairs.some((r) => r === null)
      ? null
      : (repairs as (readonly ConditionLeaf[])[]).flat();
    return { outcome, repair };
  }
  const outcome: ConditionOutcome = outcomes.includes('met')
    ? 'met'
    : outcomes.includes('unknown')
      ? 'unknown'
      : 'failed';
  if (outcome !== 'failed') return { outcome, repair: NOTHING_TO_REPAIR };
  const candidates = children
    .map((child) => child.repair)
    .filter((r): r is readonly ConditionLeaf[] => r !== null)
    .sort((a, b) => a.length - b.length);
  return { outcome, repair: candidates[0] ?? null };
}

function collectLeaves(node: ConditionNode, into: ConditionLeaf[]): ConditionLeaf[] {
  if (isLeaf(node)) into.push(node);
  else if ('not' in node) collectLeaves(node.not, into);
  else for (const child of 'all' in node ? node.all : node.any) collectLeaves(child, into);
  return into;
}

/** 6 项可核验条件符合 5 项，1 项待确认. */
export function summarize(counts: ConditionCounts): string {
  const parts = [`${counts.total} 项可核验条件符合 ${counts.met} 项`];
  if (counts.failed > 0) parts.push(`${counts.failed} 项不符合`);
  if (counts.unknown > 0) parts.push(`${counts.unknown} 项待确认`);
  return parts.join('，');
}

function parseToday(today: string): Date {
  const day = parseDay(today);
  if (!day) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return day;
}

function judgeTree(node: ConditionNode, profile: MatchProfile, day: Date) {
  const leafNodes = collectLeaves(node, []);
  // Keyed by the node itself: ids are unique in a validated tree, but the walk need not rely on it.
  const judged = new Map(leafNodes.map((leaf) => [leaf, judgeLeaf(leaf, profile, day)]));
  const { outcome, repair } = walk(node, judged);
  const nearMiss =
    outcome === 'failed' &&
    repair !== null &&
    repair.length > 0 &&
    repair.length <= NEAR_MISS_MAX_GAPS;
  return { leafNodes, judged, outcome, repair, nearMiss };
}

export interface ConditionsClass {
  readonly level: MatchLevel;
  readonly near_miss: boolean;
}

/**
 * The level and 差一点 of a tree, exactly as evaluateConditions finds them, without writing a word:
 * the match classifies every open call with this (tens of thousands at --scale 100) and explains
 * only the page it answers.
 */
export function classifyConditions(
  node: ConditionNode,
  profile: MatchProfile,
  today: string,
): ConditionsClass {
  const { outcome, nearMiss } = judgeTree(node, profile, parseToday(today));
  return { level: LEVEL_OF_OUTCOME[outcome], near_miss: nearMiss };
}

/**
 * Evaluates a (validated) conditions tree against a profile on `today` (YYYY-MM-DD, the
 * enterprise's calendar day). Every leaf is evaluated and reported.
 */
export function evaluateConditions(
  node: ConditionNode,
  profile: MatchProfile,
  today: string,
): ConditionsEvaluation {
  const { leafNodes, judged, outcome, repair, nearMiss } = judgeTree(
    node,
    profile,
    parseToday(today),
  );
  const explained = new Map(
    leafNodes.map((leaf) => [leaf, explainLeaf(leaf, judged.get(leaf) as LeafJudgement, profile)]),
  );
  const leaves = leafNodes.map((leaf) => explained.get(leaf) as LeafOutcome);
  const counts: ConditionCounts = {
    total: leaves.length,
    met: leaves.filter((leaf) => leaf.outcome === 'met').length,
    failed: leaves.filter((leaf) => leaf.outcome === 'failed').length,
    unknown: leaves.filter((leaf) => leaf.outcome === 'unknown').length,
  };
  const level = LEVEL_OF_OUTCOME[outcome];
  return {
    outcome,
    level,
    level_label: MATCH_LEVELS[level],
    leaves,
    counts,
    summary: summarize(counts),
    near_miss: nearMiss,
    gaps: nearMiss
      ? (repair as readonly ConditionLeaf[]).map((leaf) => {
          const outcomeOfLeaf = explained.get(leaf) as LeafOutcome;
          return { id: outcomeOfLeaf.id, text: (outcomeOfLeaf.gap as ConditionGap).text };
        })
      : [],
  };
}
