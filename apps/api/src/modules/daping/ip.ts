import type { IpKind, RenewalDay, RenewalMonth } from '@qyfw/portal-sdk/schemas';
import { IP_KINDS } from '@qyfw/portal-sdk/schemas';
import { and, count, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import { HOLDING_TABLES, heldOn } from '../shared/holdings.js';
import {
  addMonths,
  daysStartingWith,
  firstDayOf,
  monthsStartingWith,
  shanghaiMonth,
} from './months.js';
import { monthOfDate } from './sql.js';

/**
 * Held (有效) holdings of each kind, in IP_KINDS order: held as shared/holdings.ts defines it, the
 * count /information and the match show (a qualification past its 有效期至 is not held).
 */
export async function getIpHoldings(
  db: Db,
  now: Date,
): Promise<{ kinds: { kind: IpKind; count: number }[] }> {
  const today = shanghaiDate(now);
  const counts = await Promise.all(
    IP_KINDS.map((kind) => db.$count(HOLDING_TABLES[kind], heldOn(HOLDING_TABLES[kind], today))),
  );
  return { kinds: IP_KINDS.map((kind, i) => ({ kind, count: counts[i] ?? 0 })) };
}

/** Held holdings whose fee, renewal or re-certification falls due in each of the next `months` months (this one first). */
export async function getIpRenewals(db: Db, now: Date, months: number): Promise<RenewalMonth[]> {
  const window = monthsStartingWith(shanghaiMonth(now), months);
  const from = firstDayOf(window[0]!);
  const until = firstDayOf(addMonths(window[window.length - 1]!, 1));
  const perKind = await Promise.all(
    IP_KINDS.map((kind) => {
      const table = HOLDING_TABLES[kind];
      const month = monthOfDate(table.dueOn);
      return db
        .select({ month, count: count() })
        .from(table)
        .where(
          and(heldOn(table, shanghaiDate(now)), gte(table.dueOn, from), lt(table.dueOn, until)),
        )
        .groupBy(month);
    }),
  );
  return window.map((month) => {
    const entry: RenewalMonth = {
      month,
      patent: 0,
      trademark: 0,
      copyright: 0,
      software_copyright: 0,
      qualification: 0,
    };
    IP_KINDS.forEach((kind, i) => {
      entry[kind] = perKind[i]?.find((row) => row.month === month)?.count ?? 0;
    });
    return entry;
  });
}

/** Every day from today (Shanghai) for `days` days, with the held holdings falling due that day. */
export async function getRenewalCalendar(
  db: Db,
  now: Date,
  days: number,
): Promise<{ start: string; end: string; days: RenewalDay[] }> {
  const start = shanghaiDate(now);
  const end = addDays(start, days - 1);
  const perKind = await Promise.all(
    IP_KINDS.map((kind) => {
      const table = HOLDING_TABLES[kind];
      return db
        .select({ date: table.dueOn, count: count() })
        .from(table)
        .where(and(heldOn(table, start), gte(table.dueOn, start), lte(table.dueOn, end)))
        .groupBy(table.dueOn);
    }),
  );
  const byDay = new Map<string, number>();
  for (const rows of perKind)
    for (const row of rows)
      if (row.date) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.count);
  return {
    start,
    end,
    days: daysStartingWith(start, days).map((date) => ({ date, count: byDay.get(date) ?? 0 })),
  };
}
