import { useEffect, useState } from 'react';

/**
 * An index that moves to the next of `count` every `intervalMs` and wraps to the first after the
 * last (contract §4: the expert category tab). Choosing one by hand restarts the wait, so it stays a full
 * interval; while `paused` (hovered or focused) it stays put.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((previous) => (previous + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused, current]);

  return [current, setIndex] as const;
}
