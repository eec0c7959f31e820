import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('reads epoch seconds in Beijing time, not the machine’s zone', () => {
    // 2026-03-07T16:30:00Z is already 8 March in Shanghai (UTC+8).
    expect(formatDate(Date.UTC(2026, 2, 7, 16, 30) / 1000)).toBe('2026-03-08');
  });

  it('takes a dayjs pattern', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 1, 2) / 1000, 'MM-DD HH:mm')).toBe('01-05 09:02');
  });
});
