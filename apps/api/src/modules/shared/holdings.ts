// What an enterprise holds (DOMAIN §2 "IP counts by kind (from the IP records)", §4), counted
// ONE way for every screen: the enterprise record (/information), the match profile, the
// 免申即享 snapshots, the renewal warning (list_count) and the data screen all read it from here,
// so the same enterprise never shows 发明专利 1 on one page and 0 on the next.
//
// Held (有效) = the record says valid AND, for a qualification, its validity has not ended: a
// qualification's due date is its 有效期至 (DOMAIN §4: valid 3 years), so the day after it the
// qualification is 已失效 whatever the stored status says — nobody flips that column at midnight.
// A patent or trademark past its due date is still held: a fee paid late with a surcharge, or a
// renewal in the 宽展期, keeps the right (DOMAIN §4), and the record's own status says when it ends.
import type { IpKind } from '@qyfw/portal-sdk/schemas';
import { and, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  copyrights,
  enterprises,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';
import type { IpStatus } from '../../db/schema/index.js';

export type HoldingTable =
  | typeof patents
  | typeof trademarks
  | typeof copyrights
  | typeof softwareCopyrights
  | typeof qualifications;

/** The five tables of what an enterprise holds, by the data screen's kind names. */
export const HOLDING_TABLES: Readonly<Record<IpKind, HoldingTable>> = {
  patent: patents,
  trademark: trademarks,
  copyright: copyrights,
  software_copyright: softwareCopyrights,
  qualification: qualifications,
};

/** The condition "held on `today`" (a Shanghai YYYY-MM-DD) on one holding table's rows. */
export function heldOn(table: HoldingTable, today: string): SQL {
  const valid = eq(table.status, 'valid');
  if (table !== qualifications) return valid;
  return and(valid, or(isNull(table.dueOn), gte(table.dueOn, today)))!;
}

/** A row's status as every screen shows it: a qualification past its 有效期至 is 已失效 (lapsed). */
export function heldStatus(
  kind: IpKind,
  row: { readonly status: IpStatus; readonly dueOn: string | null },
  today: string,
): IpStatus {
  if (kind === 'qualification' && row.status === 'valid' && row.dueOn !== null && row.dueOn < today)
    return 'lapsed';
  return row.status;
}

/** Which enterprises: one, those registered in a district, or all. */
export type HoldingScope =
  { readonly enterpriseId: number } | { readonly district: string } | { readonly all: true };

/** One enterprise's held items: counts by kind, qualification names, and the newest row's day. */
export interface Holdings {
  readonly qualifications: readonly string[];
  readonly qualificationsOn: string | null;
  readonly invention: number;
  readonly utility: number;
  readonly design: number;
  readonly patentsOn: string | null;
  readonly trademarks: number;
  readonly trademarksOn: string | null;
  readonly copyrights: number;
  readonly copyrightsOn: string | null;
  readonly software: number;
  readonly softwareOn: string | null;
}

/** What an enterprise without a single held row holds: a known zero, not a gap. */
export const NO_HOLDINGS: Holdings = {
  qualifications: [],
  qualificationsOn: null,
  invention: 0,
  utility: 0,
  design: 0,
  patentsOn: null,
  trademarks: 0,
  trademarksOn: null,
  copyrights: 0,
  copyrightsOn: null,
  software: 0,
  softwareOn: null,
};

function scopeOn(column: AnyPgColumn, scope: HoldingScope): SQL | undefined {
  if ('enterpriseId' in scope) return sql`${column} = ${scope.enterpriseId}`;
  if ('district' in scope) {
    return sql`${column} in (select ${enterprises.id} from ${enterprises} where ${enterprises.district} = ${scope.district})`;
  }
  return undefined;
}

const newestDay = (column: AnyPgColumn) =>
  sql<string | null>`to_char(max(${column}) at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * The held items of the enterprises in `scope` on `today`: five grouped queries whatever their
 * number (the 免申即享 batch reads 50 000 enterprises this way). Enterprises holding nothing are
 * absent from the map: read them as NO_HOLDINGS.
 */
export async function loadHoldings(
  db: Db,
  scope: HoldingScope,
  today: string,
): Promise<Map<number, Holdings>> {
  const counted = (table: Exclude<HoldingTable, typeof patents | typeof qualifications>) =>
    db
      .select({
        enterpriseId: table.enterpriseId,
        n: sql<number>`count(*)::int`.mapWith(Number),
        newest: newestDay(table.createdAt),
      })
      .from(table)
      .where(and(heldOn(table, today), scopeOn(table.enterpriseId, scope)))
      .groupBy(table.enterpriseId);
  const [qualificationRows, patentRows, trademarkRows, copyrightRows, softwareRows] =
    await Promise.all([
      db
        .select({
          enterpriseId: qualifications.enterpriseId,
          names: sql<string[]>`array_agg(distinct ${qualifications.name})`,
          newest: newestDay(qualifications.createdAt),
        })
        .from(qualifications)
        .where(and(heldOn(qualifications, today), scopeOn(qualifications.enterpriseId, scope)))
        .groupBy(qualifications.enterpriseId),
      db
        .select({
          enterpriseId: patents.enterpriseId,
          type: patents.patentType,
          n: sql<number>`count(*)::int`.mapWith(Number),
          newest: newestDay(patents.createdAt),
        })
        .from(patents)
        .where(and(heldOn(patents, today), scopeOn(patents.enterpriseId, scope)))
        .groupBy(patents.enterpriseId, patents.patentType),
      counted(trademarks),
      counted(copyrights),
      counted(softwareCopyrights),
    ]);

  const held = new Map<number, { -readonly [K in keyof Holdings]: Holdings[K] }>();
  const of = (id: number) => {
    let entry = held.get(id);
    if (!entry) held.set(id, (entry = { ...NO_HOLDINGS, qualifications: [] }));
    return entry;
  };
  for (const row of qualificationRows) {
    const entry = of(row.enterpriseId);
    entry.qualifications = [...row.names].sort();
    entry.qualificationsOn = row.newest;
  }
  for (const row of patentRows) {
    const entry = of(row.enterpriseId);
    entry[row.type] = row.n;
    entry.patentsOn = later(entry.patentsOn, row.newest);
  }
  for (const row of trademarkRows)
    Object.assign(of(row.enterpriseId), { trademarks: row.n, trademarksOn: row.newest });
  for (const row of copyrightRows)
    Object.assign(of(row.enterpriseId), { copyrights: row.n, copyrightsOn: row.newest });
  for (const row of softwareRows)
    Object.assign(of(row.enterpriseId), { software: row.n, softwareOn: row.newest });
  return held;
}

/**
 * 知识产权企业 (home yhenterprise_num, data screen ip_enterprises): enterprises with any item on
 * record in one of the five tables — what they hold or held, as the spec's counter has it — one
 * query for both screens.
 */
export function countIpEnterprises(db: Db): Promise<number> {
  const anyOf = (table: HoldingTable) =>
    exists(db.select({ one: table.id }).from(table).where(eq(table.enterpriseId, enterprises.id)));
  return db.$count(enterprises, or(...Object.values(HOLDING_TABLES).map(anyOf)));
}

/** One enterprise's held items on `today`. */
export async function holdingsOf(db: Db, enterpriseId: number, today: string): Promise<Holdings> {
  return (await loadHoldings(db, { enterpriseId }, today)).get(enterpriseId) ?? NO_HOLDINGS;
}
