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

describe('formatDate patterns', () => {
  it('writes the portal’s short forms without leading zeros where asked', () => {
    // 2026-01-05 09:02:07 in Shanghai.
    const at = Date.UTC(2026, 0, 5, 1, 2, 7) / 1000;
    expect(formatDate(at, 'M月D日 HH:mm')).toBe('1月5日 09:02');
    expect(formatDate(at, 'YYYY年MM月DD日 HH:mm:ss')).toBe('2026年01月05日 09:02:07');
  });

  it('reads midnight as 00, not 24', () => {
    expect(formatDate(Date.UTC(2026, 5, 30, 16, 0) / 1000, 'YYYY-MM-DD HH:mm')).toBe(
      '2026-07-01 00:00',
    );
  });
});
