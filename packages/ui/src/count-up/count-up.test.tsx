import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUp } from './count-up';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The number as drawn on screen (the animated part). */
function drawn(container: HTMLElement): number {
  const text =
    container.querySelector('[aria-hidden="true"]:not([data-reserve])')?.textContent ?? '';
  return Number(text.replace(/,/g, ''));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CountUp', () => {
  it('counts from 0 and reaches the final value at 1000 ms, then stops', () => {
    const { container } = render(<CountUp value={12_345} durationMs={1000} />);
    expect(drawn(container)).toBe(0);

    advance(500);
    const halfway = drawn(container);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(12_345);

    advance(400);
    expect(drawn(container)).toBeLessThan(12_345);

    // The frame at or after 1000 ms draws the final value.
    advance(100);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(drawn(container)).toBe(12_345);
    expect(container.textContent).toContain('12,345');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives screen readers the final value from the start', () => {
    const { container } = render(<CountUp value={860} durationMs={1000} />);
    const readable = container.firstElementChild?.querySelector(':scope > :not([aria-hidden])');
    expect(readable?.textContent).toBe('860');
    expect(drawn(container)).toBe(0);
  });

  it('counts on from the shown value when the value changes', () => {
    const { container, rerender } = render(<CountUp value={100} durationMs={1000} />);
    advance(1100);
    expect(drawn(container)).toBe(100);

    rerender(<CountUp value={300} durationMs={1000} />);
    advance(32);
    const early = drawn(container);
    expect(early).toBeGreaterThanOrEqual(100);
    expect(early).toBeLessThan(300);
    advance(1100);
    expect(drawn(container)).toBe(300);
  });

  it('shows the final value at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = render(<CountUp value={4321} durationMs={1000} />);
    expect(drawn(container)).toBe(4321);
    expect(vi.getTimerCount()).toBe(0);
  });
});
