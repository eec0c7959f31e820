import type { TrendItem } from '@qyfw/portal-sdk/calls/news';
import { ListFrame, type ListColumn } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listQueryProps, publishDateColumn } from '../../../components/list-page';
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
    publishDateColumn,
  ];
  return (
    <ListFrame
      label="最新动态"
      {...listQueryProps(query)}
      rowKey={(item) => item.id}
      view={{ kind: 'table', columns }}
      page={page}
      pageSize={NEWS_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText="暂无最新动态"
      errorText="最新动态加载失败，请稍后重试"
    />
  );
}
