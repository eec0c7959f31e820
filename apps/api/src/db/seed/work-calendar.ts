// The working-day calendar from `chinese-days` (public data, not demo content): every year the
// package really carries, written as the rows of work_calendar_days (a holiday on a weekday, a
// make-up working Saturday or Sunday, with its name) and one work_calendar_years row each. The
// package answers Monday–Friday for any year it does not carry (1.5.7: 2027-01-01 "is a workday"),
// so only the years present in its data file are written; the others stay "not entered" and an
// operator enters them in the console. Runs with the demo seed (a new database, the tests'
// template) and on every start (server.ts), so a database in use gets the years a newer package
// brings; a year that is already entered — seeded or by an operator — is never touched.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import chineseDays from 'chinese-days/dist/chinese-days.json' with { type: 'json' };
import type { Db } from '../client.js';
import { workCalendarDays, workCalendarYears } from '../schema/index.js';

export interface SeedCalendarDay {
  readonly day: string;
  readonly isWorkday: boolean;
  readonly name: string;
}

/**
 * The package's short names as the State Council's notices write them (清明节, 端午节, 中秋节); the
 * 2015 commemoration's full name is longer than an operator may type (20), so it is shortened.
 */
const NAMES: Readonly<Record<string, string>> = {
  清明: '清明节',
  端午: '端午节',
  中秋: '中秋节',
  中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日: '抗战胜利70周年纪念日',
};

/** Every holiday a year of the State Council's schedule names; a year missing one is partial. */
const EVERY_YEAR = ['元旦', '春节', '劳动节', '国庆节'];

/** "National Day,国庆节,3" → 国庆节. */
function nameOf(entry: string): string {
  const chinese = entry.split(',')[1]?.trim() ?? entry;
  return NAMES[chinese] ?? chinese;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The years `chinese-days` carries completely, with the days that differ from Monday–Friday: its
 * holidays that fall on a weekday and its make-up days (which all fall on weekends).
 */
export function chineseDaysCalendar(): Map<number, SeedCalendarDay[]> {
  const data = chineseDays as {
    holidays: Record<string, string>;
    workdays: Record<string, string>;
  };
  const years = new Map<number, SeedCalendarDay[]>();
  const add = (day: string, isWorkday: boolean, entry: string) => {
    const year = Number(day.slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), { day, isWorkday, name: nameOf(entry) }]);
  };
  for (const [day, entry] of Object.entries(data.holidays)) {
    if (!isWeekend(day)) add(day, false, entry);
  }
  for (const [day, entry] of Object.entries(data.workdays)) {
    if (isWeekend(day)) add(day, true, entry);
  }
  // A year whose data lacks one of the holidays every year has would be read as Monday–Friday
  // around it: leave it out, so it is flagged instead.
  const holidayNames = new Map<number, Set<string>>();
  for (const [day, entry] of Object.entries(data.holidays)) {
    const year = Number(day.slice(0, 4));
    holidayNames.set(year, (holidayNames.get(year) ?? new Set()).add(nameOf(entry)));
  }
  for (const year of years.keys()) {
    if (!EVERY_YEAR.every((name) => holidayNames.get(year)?.has(name))) years.delete(year);
  }
  for (const days of years.values()) days.sort((a, b) => a.day.localeCompare(b.day));
  return years;
}

/** Writes the years the package carries that are not entered yet. Answers the years written. */
export async function seedWorkCalendar(db: Db, options: { now?: Date } = {}): Promise<number[]> {
  const calendar = chineseDaysCalendar();
  const entered = new Set(
    (await db.select({ year: workCalendarYears.year }).from(workCalendarYears)).map(
      (row) => row.year,
    ),
  );
  const missing = [...calendar.keys()].filter((year) => !entered.has(year));
  if (missing.length === 0) return [];
  const enteredAt = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // The years first: of two instances starting at once, the second's insert waits for the
    // first's and then finds the years taken, and writes no day twice.
    const claimed = (
      await tx
        .insert(workCalendarYears)
        .values(missing.map((year) => ({ year, source: 'chinese-days' as const, enteredAt })))
        .onConflictDoNothing()
        .returning({ year: workCalendarYears.year })
    ).map((row) => row.year);
    for (const year of claimed) {
      // Stray rows of a year not entered (none unless written by hand) give way to the package.
      await tx
        .delete(workCalendarDays)
        .where(
          and(
            gte(workCalendarDays.day, `${year}-01-01`),
            lte(workCalendarDays.day, `${year}-12-31`),
          ),
        );
    }
    const days = claimed.flatMap((year) => calendar.get(year) ?? []);
    if (days.length > 0) await tx.insert(workCalendarDays).values(days.map((day) => ({ ...day })));
    return claimed.sort((a, b) => a - b);
  });
}

/**
 * `seed --reset` leaves the calendar alone: it is public data, and an operator's entered years
 * are not demo content. Only the seeded years' rows are put back as the package has them.
 */
export async function resetWorkCalendar(db: Db): Promise<void> {
  const seeded = await db
    .select({ year: workCalendarYears.year })
    .from(workCalendarYears)
    .where(eq(workCalendarYears.source, 'chinese-days'));
  if (seeded.length === 0) return;
  await db.delete(workCalendarYears).where(
    inArray(
      workCalendarYears.year,
      seeded.map((row) => row.year),
    ),
  );
}
