// Test-only: what each data-screen answer should hold, computed in JavaScript from rows the
// tests read with plain SQL — never from the module's own queries — with months and days taken
// in Asia/Shanghai by Intl (not by the database's time-zone handling under test).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../shared/testing.js';

const shanghaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' in Shanghai. */
export const dayIn = (moment: Date | string): string => shanghaiDay.format(new Date(moment));
/** 'YYYY-MM' in Shanghai. */
export const monthIn = (moment: Date | string): string => dayIn(moment).slice(0, 7);

/** The `count` months ending with the Shanghai month of `now` (or starting with it, `forward`). */
export function monthWindow(now: Date, count: number, forward = false): string[] {
  const [year, month] = monthIn(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 + (forward ? i : i - count + 1), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The `count` Shanghai days from the day of `now`. */
export function dayWindow(now: Date, count: number): string[] {
  const first = dayIn(now);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
}

export function tally<T>(
  rows: readonly T[],
  key: (row: T) => string | null | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k != null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export const HOLDING_TABLE_NAMES = {
  patent: 'patents',
  trademark: 'trademarks',
  copyright: 'copyrights',
  software_copyright: 'software_copyrights',
  qualification: 'qualifications',
} as const;
export type Kind = keyof typeof HOLDING_TABLE_NAMES;
export const KINDS = Object.keys(HOLDING_TABLE_NAMES) as Kind[];

export interface HoldingRow {
  kind: Kind;
  enterprise_id: number;
  status: string;
  due_on: string | null;
}

/**
 * Held on `today` as the screens count it (shared/holdings.ts), restated here: valid, and a
 * qualification not past its 有效期至 (its due date).
 */
export const heldOn = (row: HoldingRow, today: string): boolean =>
  row.status === 'valid' &&
  (row.kind !== 'qualification' || row.due_on === null || row.due_on >= today);

export async function holdingRows(db: Db): Promise<HoldingRow[]> {
  const perKind = await Promise.all(
    KINDS.map(async (kind) =>
      (
        await queryRows<Omit<HoldingRow, 'kind'>>(
          db,
          sql`select enterprise_id, status, due_on::text as due_on from ${sql.identifier(HOLDING_TABLE_NAMES[kind])}`,
        )
      ).map((row) => ({ ...row, kind })),
    ),
  );
  return perKind.flat();
}

export interface AppealRow {
  id: number;
  status: string;
  category: string;
  title: string;
  enterprise_name: string;
  created_at: Date | string;
  accepted_at: Date | string | null;
  handled_at: Date | string | null;
}

export const appealRows = (db: Db) =>
  queryRows<AppealRow>(
    db,
    sql`select a.id, a.status, a.category, a.title, e.name as enterprise_name, a.created_at, a.accepted_at, a.handled_at
        from appeals a join enterprises e on e.id = a.enterprise_id`,
  );

export interface AwardRow {
  id: number;
  enterprise_name: string;
  entry_name: string;
  total_money: string | number;
  created_at: Date | string;
}

export const awardRows = (db: Db) =>
  queryRows<AwardRow>(
    db,
    sql`select c.id, c.enterprise_name, g.entry_name, c.total_money, g.created_at
        from policy_award_companies c join policy_award_groups g on g.id = c.group_id`,
  );

/** Money per Shanghai month and companies, from award rows. */
export function subsidyByMonth(rows: readonly AwardRow[], months: readonly string[]) {
  return months.map((month) => {
    const inMonth = rows.filter((row) => monthIn(row.created_at) === month);
    return {
      month,
      money: round2(inMonth.reduce((sum, row) => sum + Number(row.total_money), 0)),
      companies: inMonth.length,
    };
  });
}

export const sumMoney = (rows: readonly AwardRow[]) =>
  round2(rows.reduce((sum, row) => sum + Number(row.total_money), 0));
