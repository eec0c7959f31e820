import type { BulletinItem } from '@qyfw/portal-sdk/calls/news';
import type { ArticleItem } from '@qyfw/portal-sdk/schemas';
import { ListFrame, type ListColumn } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { listQueryProps, publishDateColumn } from '../../../components/list-page';
import { announcementPageQueryOptions } from '../api';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  announcementTabOf,
  announcementTabs,
  type AnnouncementStatus,
} from '../announcement-tabs';
import type { AnnouncementListSearch } from '../search';
import styles from './announcement-list.module.css';

export interface AnnouncementListProps {
  search: AnnouncementListSearch;
  onTabChange: (status: AnnouncementStatus) => void;
  onPageChange: (page: number) => void;
  /** The title as a link to the article (the route's typed link to /policyDetail). */
  renderTitle: (item: ArticleItem, status: AnnouncementStatus) => ReactNode;
}

const tabItems = announcementTabs.map((tab) => ({ key: tab.status, label: tab.label }));

/** An announcement names the policy document (and call) it announces: a link to them. */
function renderPolicyLink(item: ArticleItem | BulletinItem): ReactNode {
  if (!('policy_id' in item) || item.policy_id === null) return '—';
  const callId = item.call_id;
  return (
    <Link
      to="/policyDetailData"
      search={{ id: item.policy_id }}
      {...(callId !== null ? { hash: `call-${callId}` } : {})}
    >
      {callId !== null ? '查看申报通知' : '查看政策'}
    </Link>
  );
}

/**
 * 政策资讯 as a list page: the three tabs, the count, title / publisher / date, and a pager. The
 * previous page stays on screen (dimmed) while the next one loads, so paging never blanks it.
 */
export function AnnouncementList({
  search,
  onTabChange,
  onPageChange,
  renderTitle,
}: AnnouncementListProps) {
  const query = useQuery({
    ...announcementPageQueryOptions(search),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<ArticleItem>[] = [
    {
      key: 'title',
      title: '标题',
      width: '62%',
      rowHeader: true,
      render: (item) => renderTitle(item, search.status),
    },
    { key: 'source', title: '发布单位', render: (item) => item.source || '—' },
    ...(announcementTabOf(search.status).call === 'bulletin_list'
      ? [{ key: 'policy', title: '相关政策', width: '110px', render: renderPolicyLink }]
      : []),
    publishDateColumn,
  ];

  return (
    <ListFrame
      label="政策资讯"
      tabs={{
        items: tabItems,
        activeKey: search.status,
        onChange: onTabChange,
        label: '资讯类型',
      }}
      // 正在申报 lists information items; the calls open today are a click away, by deadline.
      filters={
        announcementTabOf(search.status).call === 'get_information' ? (
          <p className={styles.openCalls}>
            想直接申报？查看
            <Link to="/policyListData" search={{ window: 'open' }}>
              正在申报的申报通知
            </Link>
            ，按截止日期排列，可切换日历查看。
          </p>
        ) : undefined
      }
      {...listQueryProps(query)}
      rowKey={(item) => item.id}
      view={{ kind: 'table', columns }}
      page={search.page}
      pageSize={ANNOUNCEMENT_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText="该分类下暂无资讯"
      errorText="政策资讯加载失败，请稍后重试"
    />
  );
}
