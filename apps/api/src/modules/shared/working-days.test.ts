// Working days over the calendar seeded from chinese-days (pure: no database). Exact 2026 dates
// from the State Council's schedule, the appeal clock's own example, agreement with the package
// inside the years it knows, and a count reaching into 2027 — which the package silently takes
// as Monday–Friday — flagged unknown.
import { findWorkday } from 'chinese-days';
import { describe, expect, it } from 'vitest';
import { chineseDaysCalendar } from '../../db/seed/work-calendar.js';
import { addDays } from './dates.js';
import { addWorkdays, isWorkday, workCalendar, workdaysBetween } from './working-days.js';

const seeded = chineseDaysCalendar();
const calendar = workCalendar([...seeded.values()].flat(), seeded.keys());

describe('working days', () => {
  it('knows 2025 and 2026 but not 2027', () => {
    expect(calendar.years.has(2025)).toBe(true);
    expect(calendar.years.has(2026)).toBe(true);
    expect(calendar.years.has(2027)).toBe(false);
  });

  it('reads 2026 as the State Council set it: 国庆节 1–7 October, make-up Saturdays and Sundays', () => {
    for (let day = 1; day <= 7; day += 1) {
      expect(isWorkday(calendar, `2026-10-0${day}`)).toMatchObject({
        isWorkday: false,
        known: true,
      });
    }
    expect(isWorkday(calendar, '2026-10-01').name).toBe('国庆节');
    expect(isWorkday(calendar, '2026-10-08')).toEqual({
      day: '2026-10-08',
      isWorkday: true,
      name: null,
      known: true,
    });
    expect(isWorkday(calendar, '2026-02-14')).toEqual({
      day: '2026-02-14',
      isWorkday: true,
      name: '春节',
      known: true,
    });
    for (const day of ['2026-01-04', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']) {
      expect(isWorkday(calendar, day).isWorkday, day).toBe(true);
    }
    expect(isWorkday(calendar, '2026-04-06')).toMatchObject({ isWorkday: false, name: '清明节' });
    expect(isWorkday(calendar, '2026-10-17')).toMatchObject({ isWorkday: false, name: null });
  });

  it('counts from the day after: the first working day after 30 September 2026 is 8 October', () => {
    expect(addWorkdays(calendar, '2026-09-30', 1)).toEqual({
      value: '2026-10-08',
      known: true,
      unknownYears: [],
    });
    // DOMAIN §5: accepted Friday 2026-11-27, a 咨询 (1 working day) is due Monday 2026-11-30.
    expect(addWorkdays(calendar, '2026-11-27', 1).value).toBe('2026-11-30');
    // 投诉 (10) accepted before 国庆节: the holiday does not count, 10 October (Saturday) does.
    expect(addWorkdays(calendar, '2026-09-28', 10).value).toBe('2026-10-16');
    expect(addWorkdays(calendar, '2026-09-28', 0).value).toBe('2026-09-28');
    expect(() => addWorkdays(calendar, '2026-09-28', -1)).toThrow(RangeError);
  });

  it('agrees with chinese-days on every day of 2026 it can answer for', () => {
    for (let day = '2026-01-01'; day < '2026-12-20'; day = addDays(day, 1)) {
      expect(addWorkdays(calendar, day, 3).value, day).toBe(findWorkday(3, day));
    }
  });

  it('counts working days between two days as the deadline counts them', () => {
    expect(workdaysBetween(calendar, '2026-09-30', '2026-10-08')).toEqual({
      value: 1,
      known: true,
      unknownYears: [],
    });
    expect(workdaysBetween(calendar, '2026-09-28', '2026-10-16').value).toBe(10);
    expect(workdaysBetween(calendar, '2026-10-16', '2026-09-28').value).toBe(-10);
    expect(workdaysBetween(calendar, '2026-10-15', '2026-10-15').value).toBe(0);
  });

  it('flags a count that reaches into 2027, which the package silently takes as Monday–Friday', () => {
    const deadline = addWorkdays(calendar, '2026-12-25', 10);
    // The package's answer (it calls 2027-01-01 a working day), and ours — flagged.
    expect(findWorkday(10, '2026-12-25')).toBe('2027-01-08');
    expect(deadline).toEqual({ value: '2027-01-08', known: false, unknownYears: [2027] });
    expect(isWorkday(calendar, '2027-01-01')).toMatchObject({ isWorkday: true, known: false });
    expect(workdaysBetween(calendar, '2026-12-25', '2027-01-08')).toEqual({
      value: 10,
      known: false,
      unknownYears: [2027],
    });
    // Once 2027 is entered (元旦 on Friday 1 January), the same count is known and a day later.
    const entered = workCalendar(
      [...[...seeded.values()].flat(), { day: '2027-01-01', isWorkday: false, name: '元旦' }],
      [...seeded.keys(), 2027],
    );
    expect(addWorkdays(entered, '2026-12-25', 10)).toEqual({
      value: '2027-01-11',
      known: true,
      unknownYears: [],
    });
  });
});
