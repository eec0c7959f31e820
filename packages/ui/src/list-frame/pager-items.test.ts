import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems } from './pager-items';

/** The items as a user reads them: numbers and … for gaps. */
const shown = (current: number, count: number) =>
  pagerItems(current, count)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(4, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('keeps the first, the last and two neighbours of the current page', () => {
    expect(shown(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('keeps the same number of slots near either end', () => {
    expect(shown(1, 20)).toBe('1 2 3 4 5 6 7 … 20');
    expect(shown(4, 20)).toBe('1 2 3 4 5 6 7 … 20');
    expect(shown(20, 20)).toBe('1 … 14 15 16 17 18 19 20');
    expect(shown(17, 20)).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(5, 20)).toBe('1 2 3 4 5 6 7 … 20');
    expect(shown(6, 20)).toBe('1 … 4 5 6 7 8 … 20');
  });

  it('treats a page past the end as the last page', () => {
    expect(shown(99, 12)).toBe('1 … 6 7 8 9 10 11 12');
  });

  it('has no items without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
