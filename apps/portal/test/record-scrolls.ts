import { vi } from 'vitest';

/**
 * Records the elements scrolled into view (happy-dom has no layout to scroll): a test asserts
 * that a confirmation was brought to the member's eyes. Restored by vi.restoreAllMocks().
 */
export function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  return scrolled;
}
