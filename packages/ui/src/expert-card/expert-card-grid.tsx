import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './expert-card-grid.module.css';

export interface ExpertCard {
  id: string | number;
  name: string;
  /** The expert's category (institution), shown as a tag. */
  category?: string;
  /** What the expert is strong in. */
  fields: string;
  href: string;
}

export interface ExpertCardGridProps {
  items: readonly ExpertCard[];
  /** Cards to a row. */
  columns?: number;
  renderLink?: LinkRenderer;
}

const DEFAULT_COLUMNS = 2;
const CARD_HEIGHT = 124;
const GAP = 16;

function gridStyle(columns: number) {
  return { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
}

/** The grid's height with `rows` rows of cards. */
export function expertCardGridHeight(rows: number): number {
  return rows * CARD_HEIGHT + Math.max(0, rows - 1) * GAP;
}

/** Experts as cards: a monogram (the API has no photos), name, category and strong fields. */
export function ExpertCardGrid({
  items,
  columns = DEFAULT_COLUMNS,
  renderLink = renderPlainLink,
}: ExpertCardGridProps) {
  return (
    <ul className={styles.grid} style={{ ...paletteVariables, ...gridStyle(columns) }}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          {renderLink({
            href: item.href,
            children: (
              <>
                <span className={styles.avatar} aria-hidden="true">
                  {Array.from(item.name)[0] ?? '专'}
                </span>
                <span className={styles.text}>
                  <span className={styles.nameRow}>
                    <span className={styles.name}>{item.name}</span>
                    {item.category ? <span className={styles.tag}>{item.category}</span> : null}
                  </span>
                  <span className={styles.fields} title={item.fields}>
                    <span className={styles.fieldsLabel}>擅长领域：</span>
                    {item.fields || '暂未填写'}
                  </span>
                </span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}

export function ExpertCardGridSkeleton({
  count,
  columns = DEFAULT_COLUMNS,
}: {
  count: number;
  columns?: number;
}) {
  return (
    <div className={styles.grid} style={gridStyle(columns)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton width={56} height={56} shape="circle" />
          <div className={styles.skeletonText}>
            <Skeleton height={18} width="50%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="70%" />
          </div>
        </div>
      ))}
    </div>
  );
}
