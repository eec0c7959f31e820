import { CardGrid, cardGridHeight, CardGridSkeleton } from '../card-grid';
import type { CardGridDefinition, CardGridProps, CardGridSkeletonProps } from '../card-grid';
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

export type ExpertCardGridProps = CardGridProps<ExpertCard>;

/** A monogram (the API has no photos), name, category and strong fields. */
const EXPERT_CARDS: CardGridDefinition<ExpertCard> = {
  renderCard: (expert) => (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {Array.from(expert.name)[0] ?? '专'}
      </span>
      <span className={styles.text}>
        <span className={styles.nameRow}>
          <span className={styles.name}>{expert.name}</span>
          {expert.category ? <span className={styles.tag}>{expert.category}</span> : null}
        </span>
        <span className={styles.fields} title={expert.fields}>
          <span className={styles.fieldsLabel}>擅长领域：</span>
          {expert.fields || '暂未填写'}
        </span>
      </span>
    </>
  ),
  layout: { media: 'beside', columns: 2, cardHeight: 124, rowGap: 16, columnGap: 16 },
  cardClassName: styles.card,
  placeholder: {
    media: { width: 56, height: 56, shape: 'circle' },
    lines: [{ height: 18, width: '50%' }, { height: 14 }, { height: 14, width: '70%' }],
  },
};

/** Experts as cards: a monogram, name, category and strong fields. */
export function ExpertCardGrid(props: ExpertCardGridProps) {
  return <CardGrid {...props} definition={EXPERT_CARDS} />;
}

export function ExpertCardGridSkeleton(props: CardGridSkeletonProps) {
  return <CardGridSkeleton {...props} definition={EXPERT_CARDS} />;
}

/** The grid's height with `rows` rows of cards. */
export const expertCardGridHeight = (rows: number) => cardGridHeight(rows, EXPERT_CARDS.layout);
