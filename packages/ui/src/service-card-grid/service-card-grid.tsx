import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './service-card-grid.module.css';

export interface ServiceCard {
  id: string | number;
  title: string;
  image: string;
  href: string;
}

export interface ServiceCardGridProps {
  items: readonly ServiceCard[];
  columns?: number;
  renderLink?: LinkRenderer;
}

const DEFAULT_COLUMNS = 5;
/** Covers are 400 × 240 (5:3); a card shows them 128 px tall. */
const IMAGE = { width: 400, height: 240, shownHeight: 128 } as const;
/** One card: picture and two lines of title. */
const CARD_HEIGHT = 190;
const ROW_GAP = 16;

/** The grid's height with `rows` rows, for the section that holds it. */
export function serviceCardGridHeight(rows: number): number {
  return rows * CARD_HEIGHT + Math.max(0, rows - 1) * ROW_GAP;
}

function gridStyle(columns: number) {
  return {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridAutoRows: CARD_HEIGHT,
    rowGap: ROW_GAP,
  };
}

/** Services as picture cards, `columns` to a row, the name under the picture (two lines at most). */
export function ServiceCardGrid({
  items,
  columns = DEFAULT_COLUMNS,
  renderLink = renderPlainLink,
}: ServiceCardGridProps) {
  return (
    <ul className={styles.grid} style={{ ...paletteVariables, ...gridStyle(columns) }}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          {renderLink({
            href: item.href,
            children: (
              <>
                <img
                  className={styles.image}
                  src={item.image}
                  alt=""
                  width={IMAGE.width}
                  height={IMAGE.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.title} title={item.title}>
                  {item.title}
                </span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}

export function ServiceCardGridSkeleton({
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
          <Skeleton height={IMAGE.shownHeight} />
          <Skeleton height={16} width="80%" />
        </div>
      ))}
    </div>
  );
}
