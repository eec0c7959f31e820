import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import type { SectionStatus } from '../section-panel/section-status';
import { Skeleton } from '../skeleton/skeleton';
import { Tabs, tabId, tabPanelId, type TabItem } from '../tabs/tabs';
import hidden from '../a11y/visually-hidden.module.css';
import { Pager } from './pager';
import { usePageInRange } from './use-page-in-range';
import styles from './list-frame.module.css';

/** A column of the table view. */
export interface ListColumn<T> {
  key: string;
  title: string;
  render: (item: T) => ReactNode;
  /** A CSS width (`60%`, `140px`); the others share what is left. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** The cell that names the row (usually the title): read out before the row's other cells. */
  rowHeader?: boolean;
}

/** How the results are laid out: a table with columns, or cards from a render prop. */
export type ListView<T> =
  | { kind: 'table'; columns: readonly ListColumn<T>[] }
  | {
      kind: 'cards';
      renderCard: (item: T) => ReactNode;
      /** Cards are at least this wide (px); the grid fits as many per row as it can. */
      minCardWidth?: number;
      /** The height of a loading placeholder card (px). */
      cardHeight?: number;
    };

export interface ListFrameTabs<K extends string | number> {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Names the tab list, e.g. 资讯类型. */
  label: string;
}

export interface ListFrameProps<T, K extends string | number = string | number> {
  /** What the list holds, e.g. 政策资讯: names the results for screen readers. */
  label: string;
  /** Tabs above the results; the results become their tab panel. */
  tabs?: ListFrameTabs<K> | undefined;
  /** Filter rows (FilterRow) or any search form, above the results. */
  filters?: ReactNode;
  /** Beside the result count: the order, an export button. */
  actions?: ReactNode;
  /** loading: nothing to show yet; empty; error; ready. sectionStatusOf derives it from a query. */
  status: SectionStatus;
  /** The page's rows (may be the previous page's while the next one loads). */
  items: readonly T[] | undefined;
  rowKey: (item: T) => string | number;
  view: ListView<T>;
  /** Rows matching the filters, over all pages. */
  total: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Another page or tab is on its way while the current rows stay on screen. */
  fetching?: boolean;
  emptyText?: string;
  /** Under the empty line: what the visitor can do about it, e.g. a 清除筛选 button. */
  emptyAction?: ReactNode;
  errorText?: string;
  /** Shows a 重新加载 button on error. */
  onRetry?: () => void;
  className?: string;
}

const DEFAULT_EMPTY = '暂无数据';
const DEFAULT_ERROR = '加载失败，请稍后重试';

/**
 * The frame of every list page: tabs and filter rows, the result count, the results as a table
 * or as cards, and a pager — with loading placeholders of the page's size, an empty line, an
 * error with a retry, and the previous page kept (dimmed, marked busy) while the next one loads.
 * The frame holds no state: the page keeps tab, filters and page number (in the URL).
 */
export function ListFrame<T, K extends string | number = string | number>({
  label,
  tabs,
  filters,
  actions,
  status,
  items,
  rowKey,
  view,
  total,
  page,
  pageSize,
  onPageChange,
  fetching = false,
  emptyText = DEFAULT_EMPTY,
  emptyAction,
  errorText = DEFAULT_ERROR,
  onRetry,
  className,
}: ListFrameProps<T, K>) {
  const uid = useId();
  const tabsPrefix = `${uid}-tabs`;
  const resultsRef = useRef<HTMLDivElement>(null);
  const panelProps = tabs
    ? {
        id: tabPanelId(tabsPrefix),
        role: 'tabpanel',
        'aria-labelledby': tabId(tabsPrefix, tabs.activeKey),
      }
    : { role: 'region', 'aria-label': label };

  usePageInRange({
    page,
    pageSize,
    total,
    settled: (status === 'ready' || status === 'empty') && !fetching,
    rows: items?.length ?? 0,
    onPageChange,
  });

  // The button pressed may move or vanish with the new page's pager: focus goes to the top of the
  // results, where reading (and tabbing) the new page starts, and the results scroll into view.
  const changePage = (next: number) => {
    onPageChange(next);
    const results = resultsRef.current;
    results?.focus({ preventScroll: true });
    results?.scrollIntoView?.({ block: 'start' });
  };

  const countLine = (
    <p className={styles.count} role="status">
      {status === 'ready' || status === 'empty' ? (
        <>
          共 <strong>{total ?? 0}</strong> 条
        </>
      ) : status === 'loading' ? (
        <span className={hidden.visuallyHidden}>正在加载…</span>
      ) : null}
    </p>
  );

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={paletteVariables}>
      {tabs ? (
        <div className={styles.tabs}>
          <Tabs
            items={tabs.items}
            activeKey={tabs.activeKey}
            onChange={tabs.onChange}
            label={tabs.label}
            idPrefix={tabsPrefix}
          />
        </div>
      ) : null}
      {filters ? <div className={styles.filters}>{filters}</div> : null}
      <div
        {...panelProps}
        ref={resultsRef}
        tabIndex={-1}
        className={styles.results}
        aria-busy={status === 'loading' || fetching || undefined}
      >
        {actions ? (
          <div className={styles.countRow}>
            {countLine}
            <div className={styles.actions}>{actions}</div>
          </div>
        ) : (
          countLine
        )}
        <div className={fetching ? styles.stale : undefined}>
          <ResultsBody
            status={status}
            items={items}
            rowKey={rowKey}
            view={view}
            label={label}
            skeletonRows={pageSize}
            emptyText={emptyText}
            emptyAction={emptyAction}
            errorText={errorText}
            onRetry={onRetry}
          />
        </div>
        {status === 'ready' && total !== undefined ? (
          <Pager
            page={page}
            pageSize={pageSize}
            total={total}
            onChange={changePage}
            label={`${label}分页`}
          />
        ) : null}
      </div>
    </div>
  );
}

interface ResultsBodyProps<T> {
  status: SectionStatus;
  items: readonly T[] | undefined;
  rowKey: (item: T) => string | number;
  view: ListView<T>;
  label: string;
  skeletonRows: number;
  emptyText: string;
  emptyAction: ReactNode;
  errorText: string;
  onRetry: (() => void) | undefined;
}

function ResultsBody<T>({
  status,
  items,
  rowKey,
  view,
  label,
  skeletonRows,
  emptyText,
  emptyAction,
  errorText,
  onRetry,
}: ResultsBodyProps<T>) {
  if (status === 'loading') return <ResultsSkeleton view={view} rows={skeletonRows} />;
  if (status === 'empty') {
    if (!emptyAction) return <p className={styles.state}>{emptyText}</p>;
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{errorText}</p>
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            重新加载
          </button>
        ) : null}
      </div>
    );
  }
  const rows = items ?? [];
  if (view.kind === 'cards') {
    return (
      <ul className={styles.cards} style={cardGridStyle(view.minCardWidth)} aria-label={label}>
        {rows.map((item) => (
          <li key={rowKey(item)} className={styles.card}>
            {view.renderCard(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className={styles.table}>
      <caption className={hidden.visuallyHidden}>{label}</caption>
      <colgroup>
        {view.columns.map((column) => (
          <col key={column.key} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {view.columns.map((column) => (
            <th key={column.key} scope="col" className={alignClass(column.align)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={rowKey(item)}>
            {view.columns.map((column) =>
              column.rowHeader ? (
                <th key={column.key} scope="row" className={alignClass(column.align)}>
                  {column.render(item)}
                </th>
              ) : (
                <td key={column.key} className={alignClass(column.align)}>
                  {column.render(item)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Placeholders of a full page, so the pager and the footer do not move when the rows arrive. */
function ResultsSkeleton<T>({ view, rows }: { view: ListView<T>; rows: number }) {
  if (view.kind === 'cards') {
    return (
      <div className={styles.cards} style={cardGridStyle(view.minCardWidth)} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={view.cardHeight ?? 160} />
        ))}
      </div>
    );
  }
  return (
    <div aria-hidden="true">
      <div className={styles.skeletonHead}>
        <Skeleton height={16} width="30%" />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton height={16} width={`${72 + ((index * 37) % 25)}%`} />
        </div>
      ))}
    </div>
  );
}

function cardGridStyle(minCardWidth = 260): CSSProperties {
  return { gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` };
}

function alignClass(align: ListColumn<unknown>['align']): string | undefined {
  if (align === 'center') return styles.center;
  if (align === 'end') return styles.end;
  return undefined;
}
