/** One slot of the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/** How many pages on each side of the current one stay visible. */
const SIBLINGS = 2;

/** Pages in a pager: the first, the last and the current one with its neighbours, gaps between. */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 0) return [];
  const page = (n: number): PagerItem => ({ kind: 'page', page: n });
  // Up to 1 + 1 + siblings on both sides + the gaps' two slots: a gap never hides a single page.
  if (pageCount <= 2 * SIBLINGS + 5) {
    return Array.from({ length: pageCount }, (_, index) => page(index + 1));
  }
  const clamped = Math.min(Math.max(current, 1), pageCount);
  // The window keeps one size wherever the current page is, so the pager does not change width;
  // where a gap would stand for one page, that page is shown instead.
  const from = Math.max(Math.min(clamped - SIBLINGS, pageCount - 2 * SIBLINGS - 2), 3);
  const to = Math.min(Math.max(clamped + SIBLINGS, 2 * SIBLINGS + 3), pageCount - 2);
  const items: PagerItem[] = [page(1)];
  items.push(from > 3 ? { kind: 'gap', key: 'before' } : page(2));
  for (let n = from; n <= to; n += 1) items.push(page(n));
  items.push(to < pageCount - 2 ? { kind: 'gap', key: 'after' } : page(pageCount - 1));
  items.push(page(pageCount));
  return items;
}

/** How many pages `total` rows fill, at least one so an empty list still has page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
