import { DataList, localPage } from '@qyfw/app-kit/data-list';
import type { Deadline } from '@qyfw/portal-sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import type { ReactNode } from 'react';
import { deadlinesQueryOptions } from '../api';
import type { DeadlineSearch } from '../deadline-search';
import styles from './messages.module.css';

/** Within this many days a deadline is shown as urgent (red), like an overdue one. */
export const URGENT_DAYS = 7;
const PAGE_SIZE = 20;

/** 已逾期 3 天 / 今天截止 / 还剩 5 天 — how a deadline reads next to its date. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `已逾期 ${-daysLeft} 天`;
  if (daysLeft === 0) return '今天截止';
  return `还剩 ${daysLeft} 天`;
}

export interface DeadlineInboxProps {
  member: string;
  search: DeadlineSearch;
  onSearchChange: (next: DeadlineSearch) => void;
  /** A record's page, by its portal path; null when the record has no screen of its own. */
  renderLink: (deadline: Deadline) => ReactNode;
}

/**
 * 我的待办期限 on the list frame: every dated obligation, soonest first, urgent ones in red; the
 * kind (?category=) and the page in the address. The call answers them all at once (a member has
 * tens, not thousands); the page is cut here.
 */
export function DeadlineInbox({ member, search, onSearchChange, renderLink }: DeadlineInboxProps) {
  const deadlines = useQuery(deadlinesQueryOptions(member));
  const categories = [...new Set(deadlines.data?.list.map((deadline) => deadline.category))];
  const list = localPage(
    deadlines,
    (data) =>
      search.category === undefined
        ? data.list
        : data.list.filter((deadline) => deadline.category === search.category),
    search.page,
    PAGE_SIZE,
  );
  return (
    <DataList<Deadline>
      label="待办期限"
      listLabel="待办期限"
      query={list}
      rowKey={(deadline) => deadline.key}
      page={search.page}
      pageSize={PAGE_SIZE}
      onPageChange={(page) => onSearchChange({ ...search, page })}
      emptyText={
        search.category === undefined
          ? '暂无待办期限：需要在截止日前办理的事项会出现在这里'
          : `暂无“${search.category}”类的待办期限`
      }
      filters={
        <Select
          aria-label="事项类别"
          allowClear
          placeholder="全部类别"
          className={styles.filter}
          value={search.category}
          onChange={(category: string | undefined) => onSearchChange({ category, page: 1 })}
          // A category from the address shows even before (or without) a deadline of its kind.
          options={[...new Set([...categories, ...(search.category ? [search.category] : [])])].map(
            (category) => ({ value: category, label: category }),
          )}
        />
      }
      view={{
        renderCard: (deadline) => {
          const urgent = deadline.days_left <= URGENT_DAYS;
          return (
            <li className={styles.item}>
              <span aria-hidden="true" />
              <span className={styles.title}>{deadline.title}</span>
              <time className={styles.time} dateTime={deadline.due_date}>
                截止 {deadline.due_date}
              </time>
              <div className={styles.meta}>
                <Tag>{deadline.category}</Tag>
                <span className={urgent ? styles.overdue : styles.time}>
                  {daysLeftText(deadline.days_left)}
                </span>
                {renderLink(deadline)}
              </div>
            </li>
          );
        },
      }}
    />
  );
}
