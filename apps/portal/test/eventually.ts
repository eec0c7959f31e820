import { act } from '@testing-library/react';

/**
 * Retries `assertion` until it passes (every 10 ms, up to 2 s), like Testing Library's waitFor,
 * but on setTimeout only: tests that fake setInterval (the QR poll, the idle tracker) would stop
 * waitFor's own interval and leave it waiting for nothing.
 */
export async function eventually(assertion: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** Lets answers already on their way arrive, without waiting for anything in particular. */
export async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
