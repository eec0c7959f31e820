// The calls a match evaluates (DOMAIN §2 "hard filters first"): published calls of published,
// currently valid documents (现行有效, not past valid_until) whose window has not closed — 申报中,
// 即将截止, 常年受理 and 未开始 — and, by region, those that apply to the enterprise: a district
// document (level 21) applies to enterprises registered in that district; national, provincial
// and city documents apply to every enterprise of the park (all are in 杭州市).
import type { AmountRule, ConditionNode } from '@qyfw/portal-sdk/conditions';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import type { DeliveryMode } from '../../db/schema/index.js';

export interface MatchableCall {
  readonly id: number;
  readonly title: string;
  readonly startOn: string | null;
  readonly endOn: string | null;
  readonly mode: DeliveryMode;
  readonly supportType: string;
  readonly supportCeiling: number | null;
  readonly supportText: string;
  /** How a 免申即享 case's amount is computed; null when the operator sets it. */
  readonly amountRule: AmountRule | null;
  readonly conditions: ConditionNode;
  readonly checklist: string[];
  readonly policyId: number;
  readonly policyTitle: string;
  readonly policyLevel: number;
  readonly policyRegion: string;
}

const columns = {
  id: policyCalls.id,
  title: policyCalls.title,
  startOn: policyCalls.applyStartOn,
  endOn: policyCalls.applyEndOn,
  mode: policyCalls.deliveryMode,
  supportType: policyCalls.supportType,
  supportCeiling: policyCalls.supportCeiling,
  supportText: policyCalls.supportText,
  amountRule: policyCalls.amountRule,
  conditions: policyCalls.conditions,
  checklist: policyCalls.checklist,
  policyId: policies.id,
  policyTitle: policies.title,
  policyLevel: policies.level,
  policyRegion: policies.region,
};

/** Published, current, not closed: the conditions shared by the match and the batch. */
export function matchableWhere(today: string): SQL {
  return and(
    eq(policyCalls.state, 'published'),
    eq(policies.state, 'published'),
    eq(policies.validity, 'current'),
    or(isNull(policies.validUntil), gte(policies.validUntil, today)),
    or(isNull(policyCalls.applyEndOn), gte(policyCalls.applyEndOn, today)),
  ) as SQL;
}

/** Whether a document of this level and region applies to an enterprise of `district`. */
export function appliesTo(level: number, region: string, district: string): boolean {
  return level !== POLICY_LEVELS.district || region === district;
}

export interface CallFilters {
  readonly mode?: DeliveryMode | undefined;
  readonly level?: number | undefined;
}

/** Every call a match may evaluate today, of every region, by nearest deadline (call-cache.ts keeps them). */
export async function allMatchableCalls(db: Db, today: string): Promise<MatchableCall[]> {
  return db
    .select(columns)
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(matchableWhere(today))
    .orderBy(sql`${policyCalls.applyEndOn} asc nulls last`, policyCalls.id);
}

/** The calls an enterprise of `district` is matched against today. */
export async function matchableCalls(
  db: Db,
  district: string,
  today: string,
  filters: CallFilters = {},
): Promise<MatchableCall[]> {
  const rows = await db
    .select(columns)
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        matchableWhere(today),
        // The region filter in SQL: a district document only for its own district.
        or(ne(policies.level, POLICY_LEVELS.district), eq(policies.region, district)),
        filters.mode ? eq(policyCalls.deliveryMode, filters.mode) : undefined,
        filters.level ? eq(policies.level, filters.level) : undefined,
      ),
    )
    .orderBy(sql`${policyCalls.applyEndOn} asc nulls last`, policyCalls.id);
  return rows;
}

/** One call with its document, whatever its state (the batch checks it itself). */
export async function callWithPolicy(db: Db, callId: number) {
  const [row] = await db
    .select({
      ...columns,
      callState: policyCalls.state,
      policyState: policies.state,
      validity: policies.validity,
      validUntil: policies.validUntil,
    })
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(eq(policyCalls.id, callId));
  return row;
}
