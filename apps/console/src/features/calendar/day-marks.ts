// What the grid marks on each day of a year: 休 for every day of a holiday's run (its weekends
// included, as the notice counts them) and 班 for a make-up working day, with the holiday's name.
import type { CalendarDay, CalendarHoliday } from '@qyfw/portal-sdk/calls/calendar-admin';

export interface DayMark {
  readonly kind: '休' | '班';
  readonly name: string;
}

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function dayMarks(
  days: readonly CalendarDay[],
  holidays: readonly CalendarHoliday[],
): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const holiday of holidays) {
    for (let day = holiday.start; day <= holiday.end; day = addDays(day, 1)) {
      marks.set(day, { kind: '休', name: holiday.name });
    }
  }
  for (const row of days) {
    // A weekday holiday keeps its own name (中秋节 inside 国庆节、中秋节's run).
    marks.set(row.day, { kind: row.is_workday ? '班' : '休', name: row.name });
  }
  return marks;
}

export const WEEKDAY_LABELS = ['日', '一', '二', '三', '四', '五', '六'];

/** 10月1日（周四）. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日（周${WEEKDAY_LABELS[date.getUTCDay()]}）`;
}
