// Working days (design: "time limits in working days read the calendar table"). Pure functions
// over the loaded calendar — the days that differ from Monday–Friday and the years entered — and
// one loader. A day in a year that is not entered is counted Monday–Friday, as `chinese-days`
// does silently, but every answer says so (`known: false`, `unknownYears`): a deadline computed
// through such a year is flagged to the people who read it, never trusted as official.
import { and, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workCalendarDays, workCalendarYears } from '../../db/schema/index.js';
import { addDays } from './dates.js';

export interface CalendarException {
  readonly isWorkday: boolean;
  /** The holiday as the State Council names it (元旦, 春节, 国庆节 …). */
  readonly name: string;
}

export interface WorkCalendar {
  /** By YYYY-MM-DD: a holiday on a weekday or a make-up working Saturday or Sunday. */
  readonly exceptions: ReadonlyMap<string, CalendarException>;
  /** The years whose schedule has been entered. */
  readonly years: ReadonlySet<number>;
}

export interface DayStatus {
  readonly day: string;
  readonly isWorkday: boolean;
  /** The holiday's name for a holiday or a make-up day; null for an ordinary day. */
  readonly name: string | null;
  /** false: the day's year is not entered, so this is Monday–Friday's guess. */
  readonly known: boolean;
}

export interface Counted<T> {
  readonly value: T;
  /** false when any day counted lies in a year not entered. */
  readonly known: boolean;
  /** Those years, ascending (empty when known). */
  readonly unknownYears: readonly number[];
}

/** The longest span counted, in working days: far beyond any time limit, a guard against loops. */
const MAX_WORKDAYS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar from its rows (as loaded, or made in a test). */
export function workCalendar(
  days: readonly { readonly day: string; readonly isWorkday: boolean; readonly name: string }[],
  years: Iterable<number>,
): WorkCalendar {
  return {
    exceptions: new Map(days.map(({ day, isWorkday, name }) => [day, { isWorkday, name }])),
    years: new Set(years),
  };
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** Whether `day` (YYYY-MM-DD) is a working day, with its holiday's name and whether it is known. */
export function isWorkday(calendar: WorkCalendar, day: string): DayStatus {
  const known = calendar.years.has(yearOf(day));
  const exception = calendar.exceptions.get(day);
  if (exception) return { day, isWorkday: exception.isWorkday, name: exception.name, known };
  return { day, isWorkday: !isWeekend(day), name: null, known };
}

/** Collects the unknown years of the days a count touched. */
class Tally {
  private readonly unknown = new Set<number>();
  constructor(private readonly calendar: WorkCalendar) {}
  isWorkday(day: string): boolean {
    const status = isWorkday(this.calendar, day);
    if (!status.known) this.unknown.add(yearOf(day));
    return status.isWorkday;
  }
  answer<T>(value: T): Counted<T> {
    const unknownYears = [...this.unknown].sort((a, b) => a - b);
    return { value, known: unknownYears.length === 0, unknownYears };
  }
}

/**
 * The n-th working day after `from` (DOMAIN §5, the appeal clock: counting starts the day after
 * acceptance; accepted Friday 2026-11-27, n = 1 is Monday 2026-11-30). n = 0 answers `from`.
 * The deadline is the end (24:00 Beijing time) of the day answered.
 */
export function addWorkdays(calendar: WorkCalendar, from: string, n: number): Counted<string> {
  if (!Number.isInteger(n) || n < 0 || n > MAX_WORKDAYS) {
    throw new RangeError(`working days must be an integer in 0..${MAX_WORKDAYS}, got ${n}`);
  }
  const tally = new Tally(calendar);
  let day = from;
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (tally.isWorkday(day)) left -= 1;
  }
  return tally.answer(day);
}

/**
 * The working days in (from, to]: what addWorkdays(from, n) = to counts back, so
 * workdaysBetween(today, deadline) is "剩余 N 个工作日". Negative when `to` is before `from`
 * (the working days in (to, from], past a deadline); 0 for the same day.
 */
export function workdaysBetween(calendar: WorkCalendar, from: string, to: string): Counted<number> {
  const span = Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS,
  );
  if (Number.isNaN(span)) throw new RangeError(`not days: ${from}, ${to}`);
  const [start, days, sign] = span >= 0 ? [from, span, 1] : [to, -span, -1];
  const tally = new Tally(calendar);
  let count = 0;
  for (let offset = 1; offset <= days; offset += 1) {
    if (tally.isWorkday(addDays(start, offset))) count += 1;
  }
  return tally.answer(sign * count);
}

/**
 * The calendar for the years `from`–`to` (inclusive; every year when not given). A time limit
 * loads the years it can reach: its start's and the next one (a limit is at most weeks long).
 */
export async function loadWorkCalendar(
  db: Db,
  range: { readonly from: number; readonly to: number } | undefined = undefined,
): Promise<WorkCalendar> {
  const days = await (range
    ? db
        .select()
        .from(workCalendarDays)
        .where(
          and(
            gte(workCalendarDays.day, `${range.from}-01-01`),
            lte(workCalendarDays.day, `${range.to}-12-31`),
          ),
        )
    : db.select().from(workCalendarDays));
  const years = await db.select({ year: workCalendarYears.year }).from(workCalendarYears);
  return workCalendar(
    days,
    years.map((row) => row.year),
  );
}
