// The dates of patent annual fees and trademark renewals, exactly as DOMAIN "Dates, exactly"
// (专利法实施细则) has them: a period in years ends on the corresponding day of its last month, and
// a month without that day ends on its last day (a 29 February filing falls due on 28 February in
// common years). Plain YYYY-MM-DD strings in, the same out: these are calendar days, no zone.

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` moved by whole months: the same day of the month, or that month's last day. */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return format(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
}

/** `date` moved by whole years (2016-02-29 + 1 year → 2017-02-28). */
export function addYearsClamped(date: string, years: number): string {
  return addMonthsClamped(date, years * 12);
}

/**
 * The due date of a patent's annual fee of year `feeYear`: the first day of that fee year, the
 * filing-date anniversary (申请日 1997-06-03: year 6 is due by 2002-06-03). Years count from the
 * filing date, never from grant or priority.
 */
export function patentFeeDue(filedOn: string, feeYear: number): string {
  return addYearsClamped(filedOn, feeYear - 1);
}

/**
 * Which fee year a due date opens, or null when `dueOn` is no filing-date anniversary (a record
 * whose due date does not follow the rule says nothing about the year).
 */
export function patentFeeYearOf(filedOn: string, dueOn: string): number | null {
  const years = parts(dueOn)[0] - parts(filedOn)[0];
  return years >= 1 && patentFeeDue(filedOn, years + 1) === dueOn ? years + 1 : null;
}

/**
 * The last day of a trademark registration's 10 years: registered 2016-05-07 → valid until
 * 2026-05-06 (the day before the tenth anniversary).
 */
export function trademarkValidUntil(registeredOn: string): string {
  const anniversary = addYearsClamped(registeredOn, 10);
  return new Date(Date.parse(`${anniversary}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The end of the six months' grace (宽展期) after the validity ends: 2026-05-06 → 2026-11-06. */
export function trademarkGraceEnds(validUntil: string): string {
  return addMonthsClamped(validUntil, 6);
}
