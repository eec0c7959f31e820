import type { CarouselSlide } from '@qyfw/ui';

/**
 * The page a banner leads to, from its address's `to` parameter (the seed's banners carry one:
 * `lbt` is a list of image addresses, contract §3, with no room for links). Only a path of this
 * site is taken — `//host` or `https://…` would send a visitor elsewhere from the home page.
 */
function linkOf(src: string): string | undefined {
  const query = src.indexOf('?');
  if (query < 0) return undefined;
  const to = new URLSearchParams(src.slice(query + 1)).get('to');
  return to && /^\/(?![/\\])/.test(to) ? to : undefined;
}

/**
 * The carousel's slides from the site config's `lbt`: image addresses separated by commas
 * (contract §3). Blanks and stray spaces an operator may leave are ignored.
 */
export function carouselSlidesOf(lbt: string, siteName: string): CarouselSlide[] {
  const sources = lbt
    .split(/[,，]/)
    .map((source) => source.trim())
    .filter(Boolean);
  return sources.map((src, index) => {
    const href = linkOf(src);
    return { src, alt: `${siteName}宣传横幅 ${index + 1}`, ...(href ? { href } : {}) };
  });
}
