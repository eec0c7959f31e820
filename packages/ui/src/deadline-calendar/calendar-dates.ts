// Calendar arithmetic on plain `YYYY-MM-DD` strings, in UTC so no visitor's time zone (or a
// daylight-saving change) can shift a day: a deadline is a date, not an instant.

const pad = (value: number) => String(value).padStart(2, '0');

const toUtc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

const fromUtc = (value: Date) =>
  `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;

/** The date `days` later (negative: earlier). */
export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `months` later (negative: earlier), as `YYYY-MM`. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const value = new Date(Date.UTC(year, number - 1 + months, 1));
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}`;
}

/** The same day of another month, clamped to that month's last day (31 Jan → 28/29 Feb). */
export function sameDayIn(date: string, month: string): string {
  const day = Number(date.slice(8, 10));
  const last = daysInMonth(month);
  return `${month}-${pad(Math.min(day, last))}`;
}

export function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday: Chinese calendars start the week on Monday. */
export const weekdayOf = (date: string) => (toUtc(date).getUTCDay() + 6) % 7;

/**
 * The weeks shown for a month: rows of 7 dates, Monday first; days of the neighbouring months
 * that fill the first and last row are null (they are not part of this month's view).
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** `2026年11月`. */
export const monthTitle = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** `11月24日`. */
export const dayTitle = (date: string) =>
  `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
