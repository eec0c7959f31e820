import type { ReactNode } from 'react';
import { CountUp } from '../count-up/count-up';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './stat-counters.module.css';

export interface StatCounterItem {
  key: string;
  label: string;
  value: number;
  /** 家, 位, 名… */
  unit: string;
  icon?: ReactNode;
}

export interface StatCountersProps {
  items: readonly StatCounterItem[];
  /** Names the group for screen readers, e.g. 平台数据. */
  label: string;
  /** How long each count takes. */
  durationMs: number;
  status: 'loading' | 'ready' | 'error';
  /** The labels to hold places for while loading (values unknown yet). */
  placeholderLabels?: readonly string[];
  errorText?: string;
  onRetry?: () => void;
  /** Beside the counters, e.g. the data-screen link. */
  action?: ReactNode;
}

/** The platform's headline figures, counting up into place, with an action at the end. */
export function StatCounters({
  items,
  label,
  durationMs,
  status,
  placeholderLabels = [],
  errorText = '统计数据暂时无法加载',
  onRetry,
  action,
}: StatCountersProps) {
  return (
    <section
      className={styles.bar}
      style={paletteVariables}
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'error' ? (
        <div className={styles.error} role="alert">
          <span>{errorText}</span>
          {onRetry ? (
            <button type="button" className={styles.retry} onClick={onRetry}>
              重新加载
            </button>
          ) : null}
        </div>
      ) : (
        <dl className={styles.counters}>
          {status === 'loading'
            ? placeholderLabels.map((text) => (
                <div key={text} className={styles.counter}>
                  <dt className={styles.label}>{text}</dt>
                  <dd className={styles.value}>
                    <Skeleton width={120} height={30} />
                  </dd>
                </div>
              ))
            : items.map((item) => (
                <div key={item.key} className={styles.counter}>
                  {item.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <dt className={styles.label}>{item.label}</dt>
                  <dd className={styles.value}>
                    <CountUp value={item.value} durationMs={durationMs} className={styles.number} />
                    <span className={styles.unit}>{item.unit}</span>
                  </dd>
                </div>
              ))}
        </dl>
      )}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
