import type { Deadline } from '@qyfw/portal-sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { deadlinesQueryOptions } from '../api';
import styles from './messages.module.css';

/** Within this many days a deadline is shown as urgent (red), like an overdue one. */
export const URGENT_DAYS = 7;

/** 已逾期 3 天 / 今天截止 / 还剩 5 天 — how a deadline reads next to its date. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `已逾期 ${-daysLeft} 天`;
  if (daysLeft === 0) return '今天截止';
  return `还剩 ${daysLeft} 天`;
}

export interface DeadlineInboxProps {
  member: string;
  /** A record's page, by its portal path. */
  renderLink: (deadline: Deadline) => React.ReactNode;
}

/** 我的待办期限: every dated obligation, soonest first, urgent ones in red. */
export function DeadlineInbox({ member, renderLink }: DeadlineInboxProps) {
  const deadlines = useQuery(deadlinesQueryOptions(member));
  if (deadlines.isPending) {
    return (
      <div aria-busy="true" aria-label="正在加载待办期限">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (deadlines.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="待办期限加载失败"
        description={deadlines.error.message}
        action={
          <Button size="small" onClick={() => void deadlines.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (deadlines.data.list.length === 0) {
    return <Empty description="暂无待办期限：需要在截止日前办理的事项会出现在这里" />;
  }
  return (
    <ul className={styles.list} aria-label="待办期限">
      {deadlines.data.list.map((deadline) => {
        const urgent = deadline.days_left <= URGENT_DAYS;
        return (
          <li key={deadline.key} className={styles.item}>
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
      })}
    </ul>
  );
}
