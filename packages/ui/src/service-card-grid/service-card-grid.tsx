import { CardGrid, cardGridHeight, CardGridSkeleton } from '../card-grid';
import type { CardGridDefinition, CardGridProps, CardGridSkeletonProps } from '../card-grid';
import styles from './service-card-grid.module.css';

export interface ServiceCard {
  id: string | number;
  title: string;
  image: string;
  href: string;
}

export type ServiceCardGridProps = CardGridProps<ServiceCard>;

/** Covers are 400 × 240 (5:3); a card shows them 128 px tall. */
const IMAGE = { width: 400, height: 240, shownHeight: 128 } as const;

/** The picture, and under it the name in two lines at most. */
const SERVICE_CARDS: CardGridDefinition<ServiceCard> = {
  renderCard: (service) => (
    <>
      <img
        className={styles.image}
        src={service.image}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.title} title={service.title}>
        {service.title}
      </span>
    </>
  ),
  layout: { media: 'above', columns: 5, cardHeight: 190, rowGap: 16, columnGap: 20 },
  cardClassName: styles.card,
  placeholder: { media: { height: IMAGE.shownHeight }, lines: [{ height: 16, width: '80%' }] },
};

/** Services as picture cards, `columns` to a row, the name under the picture (two lines at most). */
export function ServiceCardGrid(props: ServiceCardGridProps) {
  return <CardGrid {...props} definition={SERVICE_CARDS} />;
}

export function ServiceCardGridSkeleton(props: CardGridSkeletonProps) {
  return <CardGridSkeleton {...props} definition={SERVICE_CARDS} />;
}

/** The grid's height with `rows` rows, for the section that holds it. */
export const serviceCardGridHeight = (rows: number) => cardGridHeight(rows, SERVICE_CARDS.layout);
