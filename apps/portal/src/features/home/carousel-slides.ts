import type { CarouselSlide } from '@qyfw/ui';

/**
 * The carousel's slides from the site config's `lbt`: image addresses separated by commas
 * (contract §3). Blanks and stray spaces an operator may leave are ignored.
 */
export function carouselSlidesOf(lbt: string, siteName: string): CarouselSlide[] {
  const sources = lbt
    .split(/[,，]/)
    .map((source) => source.trim())
    .filter(Boolean);
  return sources.map((src, index) => ({
    src,
    alt: `${siteName}宣传横幅 ${index + 1}`,
  }));
}
