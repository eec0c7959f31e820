import { sectionStatusOf } from '@qyfw/ui';

/** The parts of a page query (useQuery with keepPreviousData) that a list page shows. */
export interface ListPageQuery<T> {
  data: { list: readonly T[]; total: number } | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * What ListFrame takes from the page's query, the same on every list page: the rows and their
 * count; loading, empty, error or ready; the previous page kept on screen (dimmed) while the next
 * loads; and 重新加载 after a failure.
 */
export function listQueryProps<T>(query: ListPageQuery<T>) {
  const data = query.data;
  return {
    status: sectionStatusOf({ data, isError: query.isError, isEmpty: data?.list.length === 0 }),
    items: data?.list,
    total: data?.total,
    fetching: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}
