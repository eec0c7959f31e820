import { useEffect, useRef, useState } from 'react';
import hidden from '../a11y/visually-hidden.module.css';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import styles from './count-up.module.css';

export interface CountUpProps {
  value: number;
  /** How long the count takes; the portal's counters take 1000 ms (contract §9). */
  durationMs: number;
  /** Default: digits grouped the Chinese way, 12,345. */
  format?: (value: number) => string;
  className?: string;
}

const groupDigits = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const defaultFormat = (value: number) => groupDigits.format(value);

/** Fast at first, gentle at the end, like a meter settling. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number that counts up to `value` over `durationMs` (from its previous value when the value
 * changes). Screen readers get the final value once, not every step; visitors who prefer reduced
 * motion see the final value at once.
 */
export function CountUp({ value, durationMs, format = defaultFormat, className }: CountUpProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(reducedMotion ? value : 0);
  // Where the next animation starts: what is on screen when the value changes.
  const shownRef = useRef(shown);

  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion || durationMs <= 0 || from === value) {
      shownRef.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step() {
      const progress = Math.min(1, (performance.now() - start) / durationMs);
      const next =
        progress === 1 ? value : Math.round(from + (value - from) * easeOutCubic(progress));
      shownRef.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reducedMotion]);

  return (
    <span className={[styles.countUp, className].filter(Boolean).join(' ')}>
      <span className={styles.drawn} aria-hidden="true">
        {format(shown)}
      </span>
      {/* Holds the final width from the start, so the unit after the number never moves. */}
      <span className={styles.reserve} aria-hidden="true" data-reserve="">
        {format(value)}
      </span>
      <span className={hidden.visuallyHidden}>{format(value)}</span>
    </span>
  );
}
