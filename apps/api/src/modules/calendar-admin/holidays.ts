// A year's holidays as the State Council's notice states them ("10月1日至7日放假调休，共7天。9月
// 20日（周日）、10月10日（周六）上班"), from the stored days — which hold only the days that differ
// from Monday–Friday. A holiday is a run of rest days (its weekday holidays and the weekends
// joining or bordering them) holding at least one holiday of the year; its name joins the names
// in it (国庆节、中秋节 in 2025); its make-up days are those named like it.
import type { CalendarHoliday } from '@qyfw/portal-sdk/schemas';
import { addDays } from '../shared/dates.js';

export interface StoredDay {
  readonly day: string;
  readonly isWorkday: boolean;
  readonly name: string;
}

const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * The holidays of `year`, in date order. `days` are the stored rows of the year and of the week
 * either side of it (a run may start on the last Saturday of December); a run reaches into the
 * neighbouring year only over its weekend.
 */
export function holidaysOf(year: number, days: readonly StoredDay[]): CalendarHoliday[] {
  const byDay = new Map(days.map((row) => [row.day, row]));
  const isRest = (day: string) => {
    const row = byDay.get(day);
    return row ? !row.isWorkday : isWeekend(day);
  };
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const holidays = days
    .filter((row) => !row.isWorkday && row.day >= first && row.day <= last)
    .sort((a, b) => a.day.localeCompare(b.day));

  const runs: { start: string; end: string; names: string[] }[] = [];
  for (const holiday of holidays) {
    const current = runs.at(-1);
    if (current && holiday.day <= current.end) {
      if (!current.names.includes(holiday.name)) current.names.push(holiday.name);
      continue;
    }
    let start = holiday.day;
    while (isRest(addDays(start, -1)) && isWeekendOrOwn(addDays(start, -1), year, byDay)) {
      start = addDays(start, -1);
    }
    let end = holiday.day;
    while (isRest(addDays(end, 1)) && isWeekendOrOwn(addDays(end, 1), year, byDay)) {
      end = addDays(end, 1);
    }
    runs.push({ start, end, names: [holiday.name] });
  }

  const makeUps = days.filter((row) => row.isWorkday && row.day >= first && row.day <= last);
  return runs.map((run) => {
    const names = new Set(run.names);
    const workdays = makeUps
      .filter((row) => names.has(row.name) && closestRun(row.day, row.name, runs) === run)
      .map((row) => row.day)
      .sort();
    return {
      name: run.names.join('、'),
      start: run.start,
      end: run.end,
      rest_days: daysFrom(run.start, run.end) + 1,
      workdays,
    };
  });
}

/** A run grows over weekends, and over holidays of its own year only (not the next 元旦). */
function isWeekendOrOwn(day: string, year: number, byDay: ReadonlyMap<string, StoredDay>): boolean {
  return byDay.has(day) ? day.startsWith(`${year}-`) : true;
}

/** The run of that name nearest the make-up day (a name with two runs keeps each its own). */
function closestRun<Run extends { start: string; end: string; names: string[] }>(
  day: string,
  name: string,
  runs: readonly Run[],
): Run | undefined {
  let best: Run | undefined;
  let distance = Infinity;
  for (const run of runs) {
    if (!run.names.includes(name)) continue;
    const gap = day < run.start ? daysFrom(day, run.start) : daysFrom(run.end, day);
    if (gap < distance) {
      best = run;
      distance = gap;
    }
  }
  return best;
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
