import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './article-list.module.css';

export interface ArticleListItem {
  id: string | number;
  title: string;
  href: string;
  /** Shown on the right, already formatted (2026-03-08). */
  date?: string;
}

export interface ArticleListProps {
  items: readonly ArticleListItem[];
  /** Items flow down the first column, then the second. */
  columns?: 1 | 2;
  /** Numbered 1, 2, 3… (the first three highlighted), else a bullet. */
  numbered?: boolean;
  /** Row height in pixels; the list is rows × this tall. */
  rowHeight?: number;
  /** Rows per column; default as few as hold every item. Fixed, a short list fills the first column first. */
  rows?: number;
  renderLink?: LinkRenderer;
}

const DEFAULT_ROW_HEIGHT = 40;

/** Titles (and dates) as one line each, cut with an ellipsis; the full title shows on hover. */
export function ArticleList({
  items,
  columns = 1,
  numbered = false,
  rowHeight = DEFAULT_ROW_HEIGHT,
  rows = Math.ceil(items.length / columns),
  renderLink = renderPlainLink,
}: ArticleListProps) {
  const Tag = numbered ? 'ol' : 'ul';
  return (
    <Tag
      className={`${styles.list} ${numbered ? styles.numbered : styles.bulleted}`}
      style={{
        ...paletteVariables,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, ${rowHeight}px)`,
      }}
    >
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          {numbered ? (
            <span className={`${styles.rank} ${index < 3 ? styles.top : ''}`} aria-hidden="true">
              {index + 1}
            </span>
          ) : null}
          <span className={styles.title} title={item.title}>
            {renderLink({ href: item.href, children: item.title })}
          </span>
          {item.date ? <span className={styles.date}>{item.date}</span> : null}
        </li>
      ))}
    </Tag>
  );
}

/** Placeholder rows of the list's final size. */
export function ArticleListSkeleton({
  rows,
  columns = 1,
  rowHeight = DEFAULT_ROW_HEIGHT,
}: {
  rows: number;
  columns?: 1 | 2;
  rowHeight?: number;
}) {
  return (
    <div
      className={styles.skeletonGrid}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, ${rowHeight}px)`,
      }}
      aria-hidden="true"
    >
      {Array.from({ length: rows * columns }, (_, index) => (
        <Skeleton key={index} height={16} width={`${70 + ((index * 37) % 25)}%`} />
      ))}
    </div>
  );
}
