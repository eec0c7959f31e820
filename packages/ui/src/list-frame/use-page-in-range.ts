import { useEffect } from 'react';

export interface PageInRange {
  readonly page: number;
  readonly pageSize: number;
  /** Rows over all pages; undefined while unknown. */
  readonly total: number | undefined;
  /** The page's answer is in (not loading, not a previous page's rows). */
  readonly settled: boolean;
  /** The page's rows: a page past the end answers none. */
  readonly rows: number;
  readonly onPageChange: (page: number) => void;
}

/** The last page of `total` rows (1 for none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page past the end (?page=1000 of 99, an old link, the last row of the last page deleted) goes
 * to the last page instead of showing 共 986 条 over an empty list with no way back. Every list
 * frame (ListFrame, the kit's DataList) uses it, so no list has to remember.
 */
export function usePageInRange({
  page,
  pageSize,
  total,
  settled,
  rows,
  onPageChange,
}: PageInRange): void {
  const past = settled && rows === 0 && total !== undefined && total > 0;
  const last = total === undefined ? 1 : lastPage(total, pageSize);
  useEffect(() => {
    if (past && page > last) onPageChange(last);
    // onPageChange is a new function each render: the move depends on the page and the count only.
  }, [past, page, last]);
}
