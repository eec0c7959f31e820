import type { QUICK_JUMP } from '@qyfw/portal-sdk/constants';

/** The sticky navigation bar's height plus a little air, so a section's title is not hidden under it. */
export const HEADER_OFFSET_PX = 60;

/** How long to wait for a section to appear after navigating to the home page. */
const APPEAR_TIMEOUT_MS = 5000;

/** The element id the home page gives each quick-jump section: `home-news`, `home-experts`… */
export function homeSectionId(key: (typeof QUICK_JUMP)[number]['key']): string {
  return `home-${key}`;
}

/** Resolves with the element once it is in the document (the home page may still be rendering). */
export function waitForElement(
  id: string,
  doc: Document = document,
  timeoutMs: number = APPEAR_TIMEOUT_MS,
): Promise<HTMLElement | undefined> {
  const present = doc.getElementById(id);
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = doc.getElementById(id);
      if (!element) return;
      finish(element);
    });
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    function finish(element: HTMLElement | undefined) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(doc.body, { childList: true, subtree: true });
  });
}

/**
 * Scrolls the section itself into view (not to a fixed offset: section heights change with
 * their content), leaving room for the sticky navigation bar.
 */
export function scrollToSection(element: HTMLElement): void {
  element.style.scrollMarginTop = `${HEADER_OFFSET_PX}px`;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
