import { useEffect, useState } from 'react';
import { darkScreenVariables } from '../dark-variables';
import { formatClock } from './format-clock';
import styles from './clock.module.css';

export interface ClockProps {
  /** The zone the clock shows; the park's, whatever the zone of the display's computer. */
  timeZone?: string;
  className?: string;
}

/** Ticks on each whole second, so the seconds change together with the system clock's. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        1000 - (Date.now() % 1000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** Date, weekday and time, by default in Asia/Shanghai. */
export function Clock({ timeZone = 'Asia/Shanghai', className }: ClockProps) {
  const now = useNow();
  const text = formatClock(now, timeZone);
  return (
    <time
      dateTime={now.toISOString()}
      className={[styles.clock, className].filter(Boolean).join(' ')}
      style={darkScreenVariables}
    >
      <span className={styles.time}>{text.time}</span>
      <span className={styles.date}>
        <span>{text.date}</span>
        <span>{text.weekday}</span>
      </span>
    </time>
  );
}
