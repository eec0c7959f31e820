import type { PolicyMonth, SubsidyMonth } from '@qyfw/portal-sdk/schemas';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyAwardCompanies, policyAwardGroups } from '../../db/schema/index.js';
import {
  addMonths,
  fillMonths,
  firstDayOf,
  monthsEndingWith,
  monthStartInstant,
  shanghaiMonth,
} from './months.js';
import { monthOfDate, shanghaiMonthOf, toMoney } from './sql.js';

type LevelKey = keyof typeof POLICY_LEVELS;
const LEVEL_KEYS = Object.keys(POLICY_LEVELS) as LevelKey[];

/** Policies published in each of the last `months` months (this one included), by level. */
export async function getPolicyMonthly(db: Db, now: Date, months: number): Promise<PolicyMonth[]> {
  const window = monthsEndingWith(shanghaiMonth(now), months);
  const month = monthOfDate(policies.publishedOn);
  const rows = await db
    .select({ month, level: policies.level, count: count() })
    .from(policies)
    .where(
      and(
        gte(policies.publishedOn, firstDayOf(window[0]!)),
        lt(policies.publishedOn, firstDayOf(addMonths(window[window.length - 1]!, 1))),
      ),
    )
    .groupBy(month, policies.level);
  return window.map((m) => {
    const entry: PolicyMonth = { month: m, national: 0, province: 0, city: 0, district: 0 };
    for (const key of LEVEL_KEYS) {
      entry[key] =
        rows.find((row) => row.month === m && row.level === POLICY_LEVELS[key])?.count ?? 0;
    }
    return entry;
  });
}

/** Money on the award lists published in each of the last `months` months, and the companies. */
export async function getSubsidyMonthly(
  db: Db,
  now: Date,
  months: number,
): Promise<SubsidyMonth[]> {
  const window = monthsEndingWith(shanghaiMonth(now), months);
  const month = shanghaiMonthOf(policyAwardGroups.createdAt);
  const rows = await db
    .select({
      month,
      money: sql<string>`sum(${policyAwardCompanies.totalMoney})`,
      companies: count(policyAwardCompanies.id),
    })
    .from(policyAwardCompanies)
    .innerJoin(policyAwardGroups, eq(policyAwardGroups.id, policyAwardCompanies.groupId))
    .where(
      and(
        gte(policyAwardGroups.createdAt, monthStartInstant(window[0]!)),
        lt(
          policyAwardGroups.createdAt,
          monthStartInstant(addMonths(window[window.length - 1]!, 1)),
        ),
      ),
    )
    .groupBy(month);
  const found = new Map(
    rows.map((row) => [row.month, { money: toMoney(row.money), companies: row.companies }]),
  );
  return fillMonths(window, found, { money: 0, companies: 0 }).map((totals, i) => ({
    month: window[i]!,
    ...totals,
  }));
}
