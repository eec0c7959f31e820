import type { CSSProperties, ReactNode } from 'react';
import { darkScreenVariables } from '../dark-variables';
import styles from './ticker.module.css';

export interface TickerEntry {
  /** Stable across refreshes, so rows already shown keep their place in the DOM. */
  key: string;
  content: ReactNode;
}

export interface TickerProps {
  items: readonly TickerEntry[];
  /** Names the list, e.g. 实时动态. */
  label: string;
  /** Rows in view at once. */
  visibleRows?: number;
  /** Each row's height in pixels. */
  rowHeight?: number;
  /** How long each row takes to scroll past. */
  secondsPerRow?: number;
  emptyText?: string;
  className?: string;
}

/**
 * A list that scrolls upwards without end (the second copy follows the first), pausing while
 * the pointer is over it or it has the keyboard's focus. A list that fits stands still; so does
 * any list for readers who asked for reduced motion (they may scroll it themselves).
 */
export function Ticker({
  items,
  label,
  visibleRows = 5,
  rowHeight = 44,
  secondsPerRow = 3,
  emptyText = '暂无动态',
  className,
}: TickerProps) {
  const scrolling = items.length > visibleRows;
  const style = {
    ...darkScreenVariables,
    '--ticker-row-height': `${rowHeight}px`,
    '--ticker-duration': `${items.length * secondsPerRow}s`,
    height: visibleRows * rowHeight,
  } as CSSProperties;

  return (
    <div
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      style={style}
      role="region"
      aria-label={label}
      // A list longer than its rows is a scroll container under reduced motion: reachable by
      // Tab so a keyboard user can scroll it (and, moving, pause it) — axe's scrollable-region-focusable.
      tabIndex={scrolling ? 0 : undefined}
    >
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.track} data-scrolling={scrolling || undefined}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key} className={styles.row}>
                {item.content}
              </li>
            ))}
          </ul>
          {scrolling ? (
            // The copy that scrolls in behind the original; screen readers read the list once.
            <ul className={styles.list} aria-hidden="true">
              {items.map((item) => (
                <li key={item.key} className={styles.row}>
                  {item.content}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
