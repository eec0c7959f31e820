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
  renderLink?: LinkRenderer;
}

/** Two cards to a row; this is the height of two rows. */
export const EXPERT_CARD_GRID_HEIGHT = 2 * 124 + 16;

/** Experts as cards: a monogram (the API has no photos), name, category and strong fields. */
export function ExpertCardGrid({ items, renderLink = renderPlainLink }: ExpertCardGridProps) {
  return (
    <ul className={styles.grid} style={paletteVariables}>
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

export function ExpertCardGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
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
