// A list call that answers everything at once (the member's deadlines, the support obtained) on
// the same frame as a paged one: the screen filters the rows by the address and DataList shows
// one page of them, with the count of the filtered rows. The query's own states pass through, so
// loading, failure with 重试 and empty read alike on every list.
import type { ListQuery } from './data-list';

/** What localPage reads of any query (useQuery's result fits): its states, data and 重试. */
interface WholeQuery<D> {
  readonly data: D | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

/** The page `page` of the rows `select` picks from the answer, as a ListQuery. */
export function localPage<D, T>(
  query: WholeQuery<D>,
  select: (data: D) => readonly T[],
  page: number,
  pageSize: number,
): ListQuery<T> {
  const rows = query.data === undefined ? undefined : select(query.data);
  return {
    error: query.error as ListQuery<T>['error'],
    isError: query.isError,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetch: query.refetch as ListQuery<T>['refetch'],
    data:
      rows === undefined
        ? undefined
        : { list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length },
  };
}
