import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  monthWeeks,
  sameDayIn,
  weekdayOf,
} from './calendar-dates';

describe('calendar dates', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it('keeps the day of the month where the other month has it, else its last day', () => {
    expect(sameDayIn('2026-01-31', '2026-02')).toBe('2026-02-28');
    expect(sameDayIn('2028-01-31', '2028-02')).toBe('2028-02-29');
    expect(daysInMonth('2026-04')).toBe(30);
  });

  it('lays a month out Monday first', () => {
    // 1 November 2026 is a Sunday: six blanks, then the 1st.
    expect(weekdayOf('2026-11-01')).toBe(6);
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
