import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * With fake timers, lets real I/O (the test server's answers) and a little fake time pass until
 * `condition` holds. Each step advances 5 ms of fake time, so at most one fake second passes:
 * never enough to reach a retry or a refresh by accident.
 */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    if (condition()) return;
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(5);
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Moves fake time forward by `ms` (refresh and retry timers fire on the way). */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
