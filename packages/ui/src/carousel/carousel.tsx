import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './carousel.module.css';

export interface CarouselSlide {
  src: string;
  /** What the image says or shows. */
  alt: string;
  /** Where a click on the slide leads (optional). */
  href?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel, e.g. 首页轮播. */
  label: string;
  /** Height in pixels; the images cover it, centred. */
  height: number;
  /** Natural size of the images, for the layout before they load. */
  imageWidth: number;
  imageHeight: number;
  /** Time on each slide before the next. */
  intervalMs: number;
  loading?: boolean;
  /** Shown instead of the slides when there are none (not configured, or the config failed). */
  fallback?: ReactNode;
}

/**
 * A fading image carousel whose indicators follow the current slide and select it on click.
 * It advances by itself, pausing while hovered or focused, and not at all with reduced motion.
 * Hand-written rather than antd's Carousel (a slick port, ≈12 kB gzip on the first load): the
 * home page needs fade, indicators and a timer, nothing more.
 */
export function Carousel({
  slides,
  label,
  height,
  imageWidth,
  imageHeight,
  intervalMs,
  loading = false,
  fallback,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const active = count > 0 ? current % count : 0;
  const autoplay = count > 1 && !reducedMotion && !hovered && !focused;

  // Re-armed on every change of slide, so a click on an indicator gets a full interval too.
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [autoplay, active, count, intervalMs]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (loading) {
    return (
      <div className={styles.carousel} style={{ ...paletteVariables, height }} aria-busy="true">
        <Skeleton height={height} className={styles.skeleton} />
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className={styles.carousel} style={{ ...paletteVariables, height }}>
        {fallback}
      </div>
    );
  }

  return (
    <section
      className={`${styles.carousel} ${reducedMotion ? styles.still : ''}`}
      style={{ ...paletteVariables, height }}
      aria-roledescription="轮播"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {slides.map((slide, index) => {
        const shown = index === active;
        const image = (
          <img
            className={styles.image}
            src={slide.src}
            alt={slide.alt}
            width={imageWidth}
            height={imageHeight}
            // The first slide is the page's largest paint: fetch it first; the rest can wait.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        );
        return (
          <div
            key={`${index}-${slide.src}`}
            className={`${styles.slide} ${shown ? styles.current : ''}`}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`第 ${index + 1} 张，共 ${count} 张`}
            aria-hidden={!shown || undefined}
            inert={!shown}
          >
            {slide.href ? (
              <a className={styles.link} href={slide.href}>
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
      {count > 1 ? (
        <div className={styles.indicators} role="group" aria-label="选择幻灯片">
          {slides.map((slide, index) => (
            <button
              key={`${index}-${slide.src}`}
              type="button"
              className={styles.indicator}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === active || undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
