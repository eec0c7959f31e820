// Calendar months and days of the data screen, in Asia/Shanghai whatever the server's zone.
import { addDays, shanghaiDate } from '../shared/dates.js';

/** 'YYYY-MM' of the Shanghai month `moment` falls in. */
export function shanghaiMonth(moment: Date): string {
  return shanghaiDate(moment).slice(0, 7);
}

/** 'YYYY-MM' moved by `count` months (negative: earlier). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** The `count` months starting with `first`. */
export function monthsStartingWith(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

/** The month's first day, 'YYYY-MM-01' (for date columns, which hold Shanghai days). */
export function firstDayOf(month: string): string {
  return `${month}-01`;
}

/** The first instant of the month in Shanghai (for timestamp columns). China has no DST. */
export function monthStartInstant(month: string): Date {
  return new Date(`${month}-01T00:00:00+08:00`);
}

/** The `count` Shanghai days starting with `first`. */
export function daysStartingWith(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** A per-month count or sum with a 0 for every month the query found nothing in. */
export function fillMonths<T>(
  months: readonly string[],
  found: ReadonlyMap<string, T>,
  empty: T,
): T[] {
  return months.map((month) => found.get(month) ?? empty);
}
