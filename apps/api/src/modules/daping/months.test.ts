import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthsEndingWith,
  monthsStartingWith,
  monthStartInstant,
  shanghaiMonth,
} from './months.js';

describe('data-screen months', () => {
  it('takes the month in Shanghai, not in UTC', () => {
    // 2026-02-28 17:00 UTC is already 1 March 01:00 in Shanghai.
    expect(shanghaiMonth(new Date('2026-02-28T17:00:00Z'))).toBe('2026-03');
    expect(shanghaiMonth(new Date('2026-02-28T15:59:59Z'))).toBe('2026-02');
  });

  it('counts months across year boundaries', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsStartingWith('2025-11', 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(monthsEndingWith('2026-02', 12)).toHaveLength(12);
  });

  it('starts a month at Shanghai midnight', () => {
    expect(monthStartInstant('2026-03').toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
});
