import { useLoopingScroll } from '../auto-scroll/use-looping-scroll';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { paletteVariables } from '../palette/palette-variables';
import hidden from '../a11y/visually-hidden.module.css';
import styles from './policy-award-table.module.css';

/** One supported enterprise, already formatted for display. */
export interface PolicyAwardRow {
  id: string | number;
  enterpriseName: string;
  topicName: string;
  levelLabel: string;
  unit: string;
  /** e.g. 12.50万 */
  amount: string;
}

export interface PolicyAwardTableProps {
  rows: readonly PolicyAwardRow[];
  /** What the table lists, for screen readers (the policy's name). */
  caption: string;
  /** Rows visible at once; with more, the body scrolls by itself. */
  visibleRows: number;
  /** Height of the scrolling body in pixels (visibleRows rows). */
  bodyHeight: number;
  /** The body moves `stepPx` every `intervalMs`. */
  stepPx: number;
  intervalMs: number;
  /** Shown in the body when the list has no rows. */
  emptyText?: string;
}

/** The header row's height; the frame is this plus the body's height. */
const HEAD_HEIGHT = 36;

const COLUMNS = [
  { key: 'enterpriseName', title: '企业名称', width: '29%' },
  { key: 'topicName', title: '扶持项目', width: '29%' },
  { key: 'levelLabel', title: '级别', width: '9%' },
  { key: 'unit', title: '主管单位', width: '19%' },
  { key: 'amount', title: '扶持金额', width: '14%', numeric: true },
] as const;

/**
 * The enterprises supported under a policy: a plain table whose body, once it has more rows than
 * fit, scrolls upward in a seamless loop and pauses while hovered or focused. A plain table, not
 * antd's Table: this is a read-only list on the home page, and antd's Table would add ≈130 kB.
 */
export function PolicyAwardTable({
  rows,
  caption,
  visibleRows,
  bodyHeight,
  stepPx,
  intervalMs,
  emptyText = '暂无获扶持企业',
}: PolicyAwardTableProps) {
  const reducedMotion = usePrefersReducedMotion();
  const rowHeight = bodyHeight / visibleRows;
  const overflowing = rows.length > visibleRows;
  const moving = overflowing && !reducedMotion;
  const manual = overflowing && reducedMotion;
  const { trackRef, pauseHandlers } = useLoopingScroll<HTMLTableSectionElement>({
    active: moving,
    stepPx,
    intervalMs,
    loopLength: rows.length * rowHeight,
    axis: 'y',
  });
  const copies = moving ? [false, true] : [false];

  return (
    <div
      className={`${styles.frame} ${manual ? styles.manual : ''}`}
      style={{ ...paletteVariables, height: HEAD_HEIGHT + bodyHeight }}
      // Scrolled by hand, the frame takes the keyboard's focus (its rows hold nothing focusable)
      // and is named, so arrow keys scroll it (axe: scrollable-region-focusable).
      {...(manual ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      data-moving={moving || undefined}
      {...(moving ? pauseHandlers : {})}
    >
      <table className={styles.table}>
        <caption className={hidden.visuallyHidden}>{caption}</caption>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className={styles.head}>
          <tr style={{ height: HEAD_HEIGHT }}>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={'numeric' in column ? styles.numeric : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={trackRef} className={styles.body}>
          {rows.length === 0 ? (
            <tr style={{ height: bodyHeight }}>
              <td colSpan={COLUMNS.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : null}
          {copies.flatMap((duplicate) =>
            rows.map((row) => (
              <tr
                key={`${duplicate ? 'copy' : 'row'}-${row.id}`}
                style={{ height: rowHeight }}
                aria-hidden={duplicate || undefined}
              >
                {COLUMNS.map((column) => (
                  <td
                    key={column.key}
                    className={'numeric' in column ? styles.numeric : undefined}
                    title={row[column.key]}
                  >
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
