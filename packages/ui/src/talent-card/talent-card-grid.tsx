import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './talent-card-grid.module.css';

export interface TalentCard {
  id: string | number;
  name: string;
  image: string;
  /** 男 / 女 / 未知 */
  genderLabel: string;
  /** Years; undefined when the birth date has no year. */
  age: number | undefined;
  education: string;
  /** Expected job. */
  post: string;
  /** Where the talent wants to work. */
  desirearea: string;
  href: string;
}

export interface TalentCardGridProps {
  items: readonly TalentCard[];
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
export function talentCardGridHeight(rows: number): number {
  return rows * CARD_HEIGHT + Math.max(0, rows - 1) * GAP;
}

/** Talents as cards: photo, name, gender · age · education, expected job and place. */
export function TalentCardGrid({
  items,
  columns = DEFAULT_COLUMNS,
  renderLink = renderPlainLink,
}: TalentCardGridProps) {
  return (
    <ul className={styles.grid} style={{ ...paletteVariables, ...gridStyle(columns) }}>
      {items.map((item) => {
        const facts = [
          item.genderLabel,
          item.age !== undefined ? `${item.age}岁` : '',
          item.education,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={item.id} className={styles.card}>
            {renderLink({
              href: item.href,
              children: (
                <>
                  <img
                    className={styles.photo}
                    src={item.image}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.facts}>{facts}</span>
                    <span className={styles.line} title={item.post}>
                      <span className={styles.label}>求职意向：</span>
                      {item.post || '不限'}
                    </span>
                    <span className={styles.line} title={item.desirearea}>
                      <span className={styles.label}>期望地点：</span>
                      {item.desirearea || '不限'}
                    </span>
                  </span>
                </>
              ),
            })}
          </li>
        );
      })}
    </ul>
  );
}

export function TalentCardGridSkeleton({
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
          <Skeleton width={80} height={80} />
          <div className={styles.skeletonText}>
            <Skeleton height={18} width="40%" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
}
