import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar } from './route-progress-bar';

describe('RouteProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a load shorter than the delay', () => {
    const { rerender } = render(<RouteProgressBar active delayMs={120} />);
    act(() => void vi.advanceTimersByTime(100));
    rerender(<RouteProgressBar active={false} delayMs={120} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after the delay, fills when the load ends, then goes away', () => {
    const { rerender } = render(<RouteProgressBar active delayMs={120} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void vi.advanceTimersByTime(120));
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('true');

    rerender(<RouteProgressBar active={false} delayMs={120} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('false');
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
