import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryFailure } from './query-failure';
import styles from './query-block.module.css';

/** What QueryBlock reads of a query: any useQuery / useSuspenseQuery result fits. */
export type QueryState<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isError' | 'isPending' | 'refetch'
>;

export interface QueryBlockProps<T> {
  readonly query: QueryState<T>;
  /** What is loaded, for the failure's title (`${label}加载失败`) and the busy region's name. */
  readonly label: string;
  /** Whether the answer has nothing to show (an empty list, a null record). */
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyText?: string;
  /** Placeholder lines while loading. */
  readonly skeletonRows?: number;
  readonly children: (data: T) => ReactNode;
}

/**
 * One query's screen: a skeleton while it loads, the failure with 重试, the empty line, or the
 * content. An error after data was shown keeps the data (a failed background refresh is not
 * worth hiding what the member was reading).
 */
export function QueryBlock<T>({
  query,
  label,
  isEmpty,
  emptyText = '暂无数据',
  skeletonRows = 3,
  children,
}: QueryBlockProps<T>) {
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <QueryFailure
          title={`${label}加载失败`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <div aria-busy="true" aria-label={`正在加载${label}`} role="status">
        <span className={styles.visuallyHidden}>正在加载{label}…</span>
        <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return <>{children(query.data)}</>;
}
