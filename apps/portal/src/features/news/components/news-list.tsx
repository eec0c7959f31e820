import type { TrendItem } from '@qyfw/portal-sdk/calls/news';
import { formatDate, ListFrame, sectionStatusOf, type ListColumn } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NEWS_PAGE_SIZE, newsPageQueryOptions } from '../api';
import styles from './news.module.css';

export interface NewsListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The title as a link to the article (the route's typed link to /trendsDetail). */
  renderTitle: (item: TrendItem) => ReactNode;
}

/**
 * 最新动态 as a list page: every published news item, newest first — title with its summary,
 * source, date — and a pager; the previous page stays on screen (dimmed) while the next loads.
 */
export function NewsList({ page, onPageChange, renderTitle }: NewsListProps) {
  const query = useQuery({ ...newsPageQueryOptions(page), placeholderData: keepPreviousData });
  const data = query.data;
  const columns: ListColumn<TrendItem>[] = [
    {
      key: 'title',
      title: '标题',
      width: '64%',
      rowHeader: true,
      render: (item) => (
        <span className={styles.item}>
          {renderTitle(item)}
          {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
        </span>
      ),
    },
    { key: 'source', title: '来源', render: (item) => item.source || '—' },
    {
      key: 'date',
      title: '发布日期',
      width: '130px',
      align: 'center',
      render: (item) => formatDate(item.createtime),
    },
  ];
  return (
    <ListFrame
      label="最新动态"
      status={sectionStatusOf({ data, isError: query.isError, isEmpty: data?.list.length === 0 })}
      items={data?.list}
      rowKey={(item) => item.id}
      view={{ kind: 'table', columns }}
      total={data?.total}
      page={page}
      pageSize={NEWS_PAGE_SIZE}
      onPageChange={onPageChange}
      fetching={query.isPlaceholderData}
      emptyText="暂无最新动态"
      errorText="最新动态加载失败，请稍后重试"
      onRetry={() => void query.refetch()}
    />
  );
}
