// policy_match: the member's enterprise against every matchable call, explained condition by
// condition (DOMAIN §2). A what-if applies hypothetical values onto the profile (source 假设值)
// for this answer only: nothing is written, the record and its version stay as they are.
import type { MatchResult, MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { MatchOnly } from '@qyfw/portal-sdk/calls/policy-match';
import {
  MATCH_FIELDS,
  MATCH_FIELD_NAMES,
  classifyConditions,
  evaluateConditions,
  formatProfileValue,
} from '@qyfw/portal-sdk/conditions';
import type {
  ConditionsClass,
  ConditionsEvaluation,
  MatchField,
  MatchLevel,
  MatchProfile,
  ProfileEntry,
  ProfileValue,
} from '@qyfw/portal-sdk/conditions';
import type { Db } from '../../db/client.js';
import type { DeliveryMode } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { myCallStatuses } from '../policy-library/my-status.js';
import { callWindow } from '../policy-library/window.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { cachedCatalogue } from './call-cache.js';
import { appliesTo } from './open-calls.js';
import type { MatchableCall } from './open-calls.js';
import { loadProfile, rdShareEntry } from './profile.js';

export interface MatchRequest {
  readonly enterpriseId: number;
  readonly userId: number;
  readonly overrides?: Partial<Record<MatchField, unknown>> | undefined;
  readonly mode?: DeliveryMode | undefined;
  readonly level?: number | undefined;
  readonly only?: MatchOnly | undefined;
  /** Words the call's or its document's title must contain. */
  readonly keyword?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
  readonly now: Date;
}

/** The profile with the what-if values on top (source 假设值, dated today). */
export function withOverrides(
  profile: MatchProfile,
  overrides: Partial<Record<MatchField, unknown>>,
  today: string,
): MatchProfile {
  const next: Partial<Record<MatchField, ProfileEntry | undefined>> = { ...profile };
  for (const field of MATCH_FIELD_NAMES) {
    if (!Object.hasOwn(overrides, field) || overrides[field] === undefined) continue;
    next[field] = { value: overrides[field] as ProfileValue, source: '假设值', as_of: today };
  }
  // The share follows hypothetical revenue or R&D spending unless it is itself hypothetical.
  const touchesShare = 'revenue' in overrides || 'rd_spending' in overrides;
  if (touchesShare && !('rd_share' in overrides)) {
    next.rd_share = rdShareEntry(next.revenue, next.rd_spending);
  }
  return next;
}

/** Eligible, possible, near misses, the rest (within each, the catalogue's deadline order). */
const RANK: Record<MatchLevel, number> = { eligible: 0, possible: 1, ineligible: 3 };
function rankOf(found: ConditionsClass): number {
  return found.near_miss ? 2 : RANK[found.level];
}

function keep(only: MatchOnly, found: ConditionsClass): boolean {
  if (only === 'all') return true;
  if (only === 'near') return found.near_miss;
  return found.level === only;
}

/** Whether every word is in the call's or its document's title. */
function titled(call: MatchableCall, words: readonly string[]): boolean {
  return words.every((word) => call.title.includes(word) || call.policyTitle.includes(word));
}

function resultOf(
  call: MatchableCall,
  evaluation: ConditionsEvaluation,
  today: string,
): Omit<MatchResult, 'my_status'> {
  return {
    call: {
      id: call.id,
      title: call.title,
      policy: {
        id: call.policyId,
        title: call.policyTitle,
        level: call.policyLevel as 18 | 19 | 20 | 21,
      },
      ...callWindow(call.startOn, call.endOn, today),
      start_on: call.startOn,
      end_on: call.endOn,
      mode: call.mode,
      mode_label: DELIVERY_MODE_LABELS[call.mode],
      support_type: call.supportType,
      support_ceiling: call.supportCeiling,
      support_text: call.supportText,
    },
    level: evaluation.level,
    level_label: evaluation.level_label,
    summary: evaluation.summary,
    conditions: evaluation.leaves.map((leaf) => ({
      ...leaf,
      value: leaf.value as MatchResult['conditions'][number]['value'],
    })),
    checklist: call.checklist,
    near_miss: evaluation.near_miss,
    gaps: [...evaluation.gaps],
  };
}

export async function runMatch(db: Db, request: MatchRequest): Promise<MatchRun> {
  const today = shanghaiDate(request.now);
  // The profile and the kept catalogue (or its stamp) at once: two pooled connections on PostgreSQL.
  const [found, { calls, trees, treeOf }] = await Promise.all([
    loadProfile(db, request.enterpriseId, today),
    cachedCatalogue(db, today),
  ]);
  if (!found) throw ApiError.notFound('企业不存在');
  const overrides = request.overrides ?? {};
  const whatIf = Object.values(overrides).some((value) => value !== undefined);
  const profile = whatIf ? withOverrides(found.profile, overrides, today) : found.profile;
  const words = (request.keyword ?? '').split(/\s+/).filter(Boolean);
  const only = request.only ?? 'all';

  // Every call classified (cheap, and once per distinct tree), only the page explained
  // (evaluateConditions writes every condition's sentences). The catalogue is in deadline order,
  // so bucketing by level keeps each level in it: eligible, possible, near misses, the rest.
  const classes: (ConditionsClass | undefined)[] = new Array(trees.length);
  const counts = { eligible: 0, possible: 0, ineligible: 0, near: 0 };
  const buckets: { call: MatchableCall; found: ConditionsClass }[][] = [[], [], [], []];
  calls.forEach((call, i) => {
    // The region is the record's own district: a hypothetical district does not move the firm.
    if (!appliesTo(call.policyLevel, call.policyRegion, found.district)) return;
    if (request.mode && call.mode !== request.mode) return;
    if (request.level && call.policyLevel !== request.level) return;
    if (!titled(call, words)) return;
    const tree = treeOf[i]!;
    const each = (classes[tree] ??= classifyConditions(trees[tree]!, profile, today));
    counts[each.level] += 1;
    if (each.near_miss) counts.near += 1;
    if (keep(only, each)) buckets[rankOf(each)]!.push({ call, found: each });
  });
  const kept = buckets.flat();
  const shown = kept.slice((request.page - 1) * request.pageSize, request.page * request.pageSize);
  const statuses = await myCallStatuses(
    db,
    request.userId,
    shown.map(({ call }) => call.id),
  );

  return {
    profile: MATCH_FIELD_NAMES.map((field) => {
      const entry = profile[field];
      const value = entry?.value ?? null;
      const present = value !== null && value !== '';
      return {
        field,
        label: MATCH_FIELDS[field].label,
        value: present ? (value as ProfileValue as MatchRun['profile'][number]['value']) : null,
        value_text: present ? formatProfileValue(field, value) : null,
        source: entry?.source ?? null,
        as_of: entry?.as_of ?? null,
        settled_at: MATCH_FIELDS[field].settledAt,
      };
    }),
    results: shown.map(({ call }) => ({
      ...resultOf(call, evaluateConditions(call.conditions, profile, today), today),
      my_status: statuses.get(call.id) ?? null,
    })),
    total: kept.length,
    page: request.page,
    counts,
    what_if: whatIf,
    evaluated_at: epochSeconds(request.now),
  };
}
