import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './clock';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it('shows Shanghai time whatever the machine zone', () => {
    // 2026-01-30 23:59:59 UTC is Saturday 07:59:59 in Shanghai.
    expect(formatClock(new Date('2026-01-30T23:59:59Z'), 'Asia/Shanghai')).toEqual({
      date: '2026年01月31日',
      weekday: '星期六',
      time: '07:59:59',
    });
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatClock(new Date('2026-03-01T16:00:00Z'), 'Asia/Shanghai').time).toBe('00:00:00');
  });
});

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-30T06:03:27.400Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on the next whole second and every second after', async () => {
    const { container } = render(<Clock />);
    const time = () => container.querySelector('time');
    expect(time()?.textContent).toBe('14:03:272026年01月30日星期五');

    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(time()?.textContent).toContain('14:03:27');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(time()?.textContent).toContain('14:03:28');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(time()?.textContent).toContain('14:03:30');
    expect(time()?.getAttribute('datetime')).toBe('2026-01-30T06:03:30.000Z');
  });
});
