import { describe, expect, it } from 'vitest';
import { longMonthLabel, monthLabel, monthRange, percent, shortTime } from './format';

describe('format', () => {
  it('writes months short on axes and with the year in ranges', () => {
    expect(monthLabel('2026-03')).toBe('3月');
    expect(longMonthLabel('2025-12')).toBe('2025年12月');
    expect(monthRange(['2025-02', '2025-03', '2026-01'])).toBe('2025年2月—2026年1月');
    expect(monthRange(['2026-01'])).toBe('2026年1月');
    expect(monthRange([])).toBe('');
  });

  it('writes ticker times in Asia/Shanghai', () => {
    // 2026-01-29 16:30 UTC is 2026-01-30 00:30 in Shanghai.
    expect(shortTime(Date.UTC(2026, 0, 29, 16, 30) / 1000)).toBe('01-30 00:30');
  });

  it('writes shares as percentages with one decimal', () => {
    expect(percent(0.768)).toBe('76.8%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0)).toBe('0.0%');
  });
});
