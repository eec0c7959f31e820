import hidden from '../a11y/visually-hidden.module.css';
import { Skeleton } from '../skeleton/skeleton';
import { paletteVariables } from '../palette/palette-variables';
import { useLoopingScroll } from '../auto-scroll/use-looping-scroll';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import styles from './scrolling-strip.module.css';

export interface StripItem {
  id: string | number;
  title: string;
  image: string;
  /** Where the item leads; another site opens in a new tab. */
  url: string;
}

export interface ScrollingStripProps {
  items: readonly StripItem[];
  /** Names the list for screen readers, e.g. 服务体系. */
  label: string;
  /** Each item's slot, gap included: the loop length is items × this. */
  itemWidth: number;
  /** The strip moves `stepPx` every `intervalMs`… */
  stepPx: number;
  intervalMs: number;
  /** …once it has at least this many items; fewer stand still. */
  minItemsToScroll: number;
}

/** A card's height: a 210 × 90 logo in a 194 px card, with its border. */
const STRIP_CARD_HEIGHT = 85;
/** The strip's height: a card and the track's padding. */
export const SCROLLING_STRIP_HEIGHT = STRIP_CARD_HEIGHT + 8;

/** Whether `url` leaves the current site (then it opens in a new tab). */
export function isExternalUrl(url: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//')) return false;
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A row of logo cards that scrolls sideways in a seamless loop once there are enough of them,
 * pausing while hovered or focused. The second copy that makes the loop seamless is hidden from
 * screen readers and the tab order. With reduced motion the row stands still and scrolls by hand.
 */
export function ScrollingStrip({
  items,
  label,
  itemWidth,
  stepPx,
  intervalMs,
  minItemsToScroll,
}: ScrollingStripProps) {
  const reducedMotion = usePrefersReducedMotion();
  const enough = items.length >= minItemsToScroll;
  const moving = enough && !reducedMotion;
  const { trackRef, pauseHandlers } = useLoopingScroll<HTMLUListElement>({
    active: moving,
    stepPx,
    intervalMs,
    loopLength: items.length * itemWidth,
    axis: 'x',
  });
  const copies = moving ? [false, true] : [false];

  return (
    <div
      className={`${styles.viewport} ${enough && reducedMotion ? styles.manual : ''}`}
      style={paletteVariables}
      data-moving={moving || undefined}
      {...(moving ? pauseHandlers : {})}
    >
      <ul ref={trackRef} className={styles.track} aria-label={label}>
        {copies.flatMap((duplicate) =>
          items.map((item) => (
            <StripCard
              key={`${duplicate ? 'copy' : 'item'}-${item.id}`}
              item={item}
              duplicate={duplicate}
              width={itemWidth}
            />
          )),
        )}
      </ul>
    </div>
  );
}

function StripCard({
  item,
  duplicate,
  width,
}: {
  item: StripItem;
  duplicate: boolean;
  width: number;
}) {
  const external = isExternalUrl(item.url);
  return (
    <li className={styles.item} style={{ width }} aria-hidden={duplicate || undefined}>
      <a
        className={styles.card}
        href={item.url}
        title={item.title}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(duplicate ? { tabIndex: -1 } : {})}
      >
        {/* Logos carry the organisation's name; the alt text says it for everyone else. */}
        <img
          className={styles.image}
          src={item.image}
          alt={item.title}
          width={210}
          height={90}
          loading="lazy"
          decoding="async"
        />
        {external ? <span className={hidden.visuallyHidden}>（在新窗口打开）</span> : null}
      </a>
    </li>
  );
}

/** Placeholder cards of the strip's final height. */
export function ScrollingStripSkeleton({ count, itemWidth }: { count: number; itemWidth: number }) {
  return (
    <div className={styles.viewport} aria-hidden="true">
      <div className={styles.track}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.item} style={{ width: itemWidth }}>
            <Skeleton height={STRIP_CARD_HEIGHT} />
          </div>
        ))}
      </div>
    </div>
  );
}
