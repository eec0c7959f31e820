import type { Key, ReactNode } from 'react';
import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton, type SkeletonProps } from '../skeleton/skeleton';
import styles from './card-grid.module.css';

/** One card's item: `id` keys its card, `href` is where the card links to. */
export interface CardGridItem {
  id: Key;
  /** Relative to the app's base path. */
  href: string;
}

export interface CardGridLayout {
  /**
   * Where a card's picture sits: `beside` its text inside the card's padding, or `above` it,
   * edge to edge.
   */
  media: 'beside' | 'above';
  /** Cards to a row unless the grid is given `columns`. */
  columns: number;
  /** Every card is this tall, so the section holding the grid knows its height before data arrives. */
  cardHeight: number;
  rowGap: number;
  columnGap: number;
}

/** Grey blocks standing in for one card while its item loads. */
export interface CardPlaceholder {
  /** The picture's placeholder. */
  media: Omit<SkeletonProps, 'className'>;
  /** The text's placeholders, a line each, top to bottom. */
  lines: readonly Omit<SkeletonProps, 'className' | 'shape'>[];
}

/**
 * Everything that makes one kind of card grid (experts, services…): written once per grid and
 * handed to its `CardGrid`, its `CardGridSkeleton` and `cardGridHeight`, so the three agree.
 */
export interface CardGridDefinition<Item extends CardGridItem> {
  layout: CardGridLayout;
  /** The grid's own class on each card (`li`); its stylesheet reaches the link as `.card a`. */
  cardClassName?: string;
  /** What one card's link holds. */
  renderCard: (item: Item) => ReactNode;
  placeholder: CardPlaceholder;
}

/** What a page passes to a card grid. */
export interface CardGridProps<Item extends CardGridItem> {
  items: readonly Item[];
  /** Cards to a row; the layout's `columns` unless given. */
  columns?: number;
  renderLink?: LinkRenderer;
}

/** What a page passes to a card grid's skeleton. */
export interface CardGridSkeletonProps {
  count: number;
  /** Cards to a row; the layout's `columns` unless given. */
  columns?: number;
}

/** The classes of each place the picture can take: on a card (`li`) and on a loading card. */
const MEDIA_CLASSES = {
  beside: { card: styles.beside, placeholder: styles.besidePlaceholder },
  above: { card: styles.above, placeholder: styles.abovePlaceholder },
} as const;

function gridStyle(layout: CardGridLayout, columns = layout.columns) {
  return {
    ...paletteVariables,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridAutoRows: layout.cardHeight,
    rowGap: layout.rowGap,
    columnGap: layout.columnGap,
  };
}

/** The grid's height with `rows` rows of cards, for the section that holds it. */
export function cardGridHeight(rows: number, layout: CardGridLayout): number {
  return rows * layout.cardHeight + Math.max(0, rows - 1) * layout.rowGap;
}

/**
 * A list of linked cards of one fixed height, `columns` to a row. The grid draws each card's
 * frame (outline, hover and focus highlight, picture beside or above the text); the
 * definition's `renderCard` draws what is inside.
 */
export function CardGrid<Item extends CardGridItem>({
  items,
  columns,
  renderLink = renderPlainLink,
  definition: { layout, cardClassName, renderCard },
}: CardGridProps<Item> & { definition: CardGridDefinition<Item> }) {
  const cardClasses = [styles.card, MEDIA_CLASSES[layout.media].card, cardClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={styles.grid} style={gridStyle(layout, columns)}>
      {items.map((item) => (
        <li key={item.id} className={cardClasses}>
          {renderLink({ href: item.href, children: renderCard(item) })}
        </li>
      ))}
    </ul>
  );
}

/** `count` grey cards of the grid's final size and arrangement, shown while the items load. */
export function CardGridSkeleton<Item extends CardGridItem>({
  count,
  columns,
  definition: { layout, placeholder },
}: CardGridSkeletonProps & { definition: CardGridDefinition<Item> }) {
  const placeholderClasses = `${styles.placeholder} ${MEDIA_CLASSES[layout.media].placeholder}`;
  return (
    <div className={styles.grid} style={gridStyle(layout, columns)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={placeholderClasses}>
          <Skeleton {...placeholder.media} />
          <div className={styles.placeholderLines}>
            {placeholder.lines.map((line, lineIndex) => (
              <Skeleton key={lineIndex} {...line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
