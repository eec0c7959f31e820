import { useEffect, useState } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './route-progress-bar.module.css';

export interface RouteProgressBarProps {
  /** A page is loading (route chunk, loader data). */
  active: boolean;
  /** Loads shorter than this show nothing, so quick navigations do not flicker. */
  delayMs?: number;
}

type Phase = 'idle' | 'running' | 'finishing';

/** How long the bar stays full before it fades: long enough to see that the load completed. */
const FINISH_MS = 300;

/**
 * The thin bar across the top of the window while a page loads. It creeps towards 90% (the
 * real progress of a route load is unknown), fills when the load ends, then fades away.
 */
export function RouteProgressBar({ active, delayMs = 120 }: RouteProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setPhase('running'), delayMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
    return undefined;
  }, [active, delayMs]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={styles.track}
      style={paletteVariables}
      role="progressbar"
      aria-label="页面加载中"
      aria-busy={phase === 'running'}
    >
      <div className={`${styles.bar} ${phase === 'running' ? styles.running : styles.finishing}`} />
    </div>
  );
}
