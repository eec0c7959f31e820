// SQL fragments the data screen's aggregates share.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp's Shanghai month as 'YYYY-MM' (date_trunc in the park's zone, not the server's). */
export function shanghaiMonthOf(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(date_trunc('month', ${column} at time zone 'Asia/Shanghai'), 'YYYY-MM')`;
}

/** A date column's month as 'YYYY-MM' (dates already are Shanghai days). */
export function monthOfDate(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM')`;
}

/** Money sums come back as numeric text on both drivers: 万 with two decimals. */
export function toMoney(value: string | number | null | undefined): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}
