import hidden from '../a11y/visually-hidden.module.css';
import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './news-list.module.css';

export interface NewsItem {
  id: string | number;
  title: string;
  image: string;
  /** Already formatted, 2026-03-08. */
  date: string;
  href: string;
}

export interface NewsListProps {
  /** The first is featured with its picture; the next `listSize` follow as dated lines. */
  items: readonly NewsItem[];
  listSize?: number;
  /** `eager` when the block sits at the first screen's edge (its picture is often the page's largest paint). */
  featuredImageLoading?: 'eager' | 'lazy';
  renderLink?: LinkRenderer;
}

/** Total height of the block: the featured picture and the dated lines beside it. */
export const NEWS_LIST_HEIGHT = 240;
const DEFAULT_LIST_SIZE = 5;

/** The latest news: the newest with its picture and caption, the following ones as dated lines. */
export function NewsList({
  items,
  listSize = DEFAULT_LIST_SIZE,
  featuredImageLoading = 'lazy',
  renderLink = renderPlainLink,
}: NewsListProps) {
  const [featured, ...rest] = items;
  if (!featured) return null;
  return (
    <div className={styles.news} style={paletteVariables}>
      <div className={styles.featured}>
        {renderLink({
          href: featured.href,
          children: (
            <>
              {/* The caption below names the link; the picture illustrates it. */}
              <img
                className={styles.featuredImage}
                src={featured.image}
                alt=""
                width={400}
                height={240}
                loading={featuredImageLoading}
                // Eager means in the first view, where it is often the largest paint: fetch it first.
                fetchPriority={featuredImageLoading === 'eager' ? 'high' : 'auto'}
                decoding="async"
              />
              <span className={styles.caption}>
                <span className={styles.captionTitle}>{featured.title}</span>
                <span className={styles.captionDate}>{featured.date}</span>
              </span>
            </>
          ),
        })}
      </div>
      <ul className={styles.list}>
        {rest.slice(0, listSize).map((item) => {
          const [year = '', month = '', day = ''] = item.date.split('-');
          return (
            <li key={item.id} className={styles.item}>
              <span className={styles.dateBadge} aria-hidden="true">
                <span className={styles.day}>{day}</span>
                <span className={styles.yearMonth}>
                  {year}-{month}
                </span>
              </span>
              <span className={styles.itemTitle} title={item.title}>
                {renderLink({ href: item.href, children: item.title })}
              </span>
              <span className={hidden.visuallyHidden}>{item.date}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function NewsListSkeleton({ listSize = DEFAULT_LIST_SIZE }: { listSize?: number }) {
  return (
    <div className={styles.news} aria-hidden="true">
      <Skeleton width={360} height={NEWS_LIST_HEIGHT} />
      <div className={styles.list}>
        {Array.from({ length: listSize }, (_, index) => (
          <div key={index} className={styles.item}>
            <Skeleton width={56} height={40} />
            <Skeleton height={16} width={`${60 + ((index * 23) % 30)}%`} />
          </div>
        ))}
      </div>
    </div>
  );
}
