import { Carousel } from '@qyfw/ui';
import { carouselSlidesOf } from './carousel-slides';
import styles from './home-carousel.module.css';

/** The banners are drawn 1920 × 400 with their text inside the centred 1200 px column. */
const BANNER = { width: 1920, height: 400 } as const;
/** Each banner stays 5 s. */
const SLIDE_INTERVAL_MS = 5000;

interface HomeCarouselProps {
  /** The site config's `lbt`; undefined while the config loads or when it failed. */
  lbt: string | undefined;
  loading: boolean;
  siteName: string;
  siteDescription: string;
}

/** The full-width banner carousel at the top of the home page. */
export function HomeCarousel({ lbt, loading, siteName, siteDescription }: HomeCarouselProps) {
  const slides = lbt ? carouselSlidesOf(lbt, siteName) : [];
  return (
    <Carousel
      slides={slides}
      label="首页轮播"
      height={BANNER.height}
      imageWidth={BANNER.width}
      imageHeight={BANNER.height}
      intervalMs={SLIDE_INTERVAL_MS}
      loading={loading}
      fallback={
        // No banners configured (or the config failed): the portal's name in their place.
        <div className={styles.fallback}>
          <div className={styles.fallbackInner}>
            <p className={styles.fallbackName}>{siteName}</p>
            <p className={styles.fallbackDescription}>{siteDescription}</p>
          </div>
        </div>
      }
    />
  );
}
