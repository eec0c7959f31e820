import { useEffect, useRef, useState } from 'react';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts from the value shown to `target` over `durationMs` (from 0 on first render), easing
 * out so the last digits settle slowly. A new target mid-way starts from where the count is.
 * Jumps straight to the target when the reader asked the system for reduced motion.
 */
export function useAnimatedNumber(target: number, durationMs: number): number {
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return undefined;
    const animate = durationMs > 0 && !prefersReducedMotion();
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = animate ? Math.min(1, (now - start) / durationMs) : 1;
      // Exactly the target at the end: from + (target - from) can miss it by a rounding error.
      const value = progress === 1 ? target : from + (target - from) * easeOutCubic(progress);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
