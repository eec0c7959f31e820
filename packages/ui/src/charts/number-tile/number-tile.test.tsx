import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberTile } from './number-tile';

const shown = (label: string) => screen.getByRole('group', { name: label }).textContent;

describe('NumberTile', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts up from 0 to its value over the duration', async () => {
    render(<NumberTile label="企业总数" value={1200} unit="家" durationMs={1000} />);
    expect(shown('企业总数')).toBe('企业总数0家');

    await act(() => vi.advanceTimersByTimeAsync(300));
    const midway = Number(shown('企业总数')?.replace(/\D/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(shown('企业总数')).toBe('企业总数1,200家');
  });

  it('counts on from the shown value to a new one', async () => {
    const { rerender } = render(
      <NumberTile label="扶持资金" value={100.5} unit="万元" decimals={2} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(shown('扶持资金')).toBe('扶持资金100.50万元');

    rerender(<NumberTile label="扶持资金" value={300.25} unit="万元" decimals={2} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const midway = Number(shown('扶持资金')?.replace(/[^\d.]/g, ''));
    expect(midway).toBeGreaterThan(100.5);
    expect(midway).toBeLessThan(300.25);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(shown('扶持资金')).toBe('扶持资金300.25万元');
  });

  it('shows the value at once for readers who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    render(<NumberTile label="专家" value={48} />);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(shown('专家')).toBe('专家48');
  });
});
