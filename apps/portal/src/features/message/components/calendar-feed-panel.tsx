import { formatDate } from '@qyfw/ui';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { RevokeFeedButton } from '../../../components/revoke-feed-button';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import { calendarFeedQueryOptions, messageCalls } from '../api';
import styles from './messages.module.css';

function reportFailure(error: unknown) {
  const message = failureMessage(error);
  if (message) void notify.error(message);
}

/**
 * 日历订阅: a private iCalendar URL of the deadline inbox. The server keeps only a hash of it, so
 * the URL is shown once, right after it is created; creating a new one stops the old one.
 */
export function CalendarFeedPanel({ member }: { member: string }) {
  const state = useQuery(calendarFeedQueryOptions(member));
  // The URL just created; it cannot be fetched again.
  const [url, setUrl] = useState<string>();
  const create = useCallMutation(messageCalls.calendar_feed_create, {
    client: sdk,
    // 账号安全 lists the live feed too.
    invalidates: [messageCalls.calendar_feed, accountCalls.security_overview],
    onSuccess: (feed) => setUrl(feed.url),
    onError: reportFailure,
  });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      void notify.success('订阅地址已复制');
    } catch {
      void notify.warning('无法自动复制，请选中地址后手动复制');
    }
  };

  let content: React.ReactNode;
  if (state.isPending) content = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (state.isError)
    content = (
      <QueryFailure
        title="订阅状态加载失败"
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  else
    content = (
      <>
        {url ? (
          <>
            <Alert
              type="warning"
              showIcon
              title="请立即复制并妥善保管此地址：它只显示这一次，持有地址的人都能看到您的待办期限。"
            />
            <div className={styles.feedUrl}>
              <Input
                readOnly
                value={url}
                aria-label="日历订阅地址"
                onFocus={(event) => event.target.select()}
              />
              <Button type="primary" onClick={() => void copy()}>
                复制地址
              </Button>
            </div>
          </>
        ) : state.data.active && state.data.created_at !== null ? (
          <p className={styles.hint}>
            已于 {formatDate(state.data.created_at, 'YYYY-MM-DD HH:mm')}{' '}
            生成订阅地址。地址只在生成时显示；如已遗失，请重新生成（原地址随即失效）。
          </p>
        ) : (
          <p className={styles.hint}>尚未生成订阅地址。</p>
        )}
        <div className={styles.actions}>
          <Button
            type={url ? 'default' : 'primary'}
            loading={create.isPending}
            onClick={() => create.mutate({})}
          >
            {state.data.active ? '重新生成地址' : '生成订阅地址'}
          </Button>
          {state.data.active ? <RevokeFeedButton onRevoked={() => setUrl(undefined)} /> : null}
        </div>
      </>
    );

  return (
    <Card title="日历订阅" size="small">
      {content}
      <ol className={styles.steps}>
        <li>生成订阅地址并复制。</li>
        <li>
          在手机或电脑的日历应用中添加订阅：iPhone“设置 → 日历 → 账户 → 添加账户 → 其他 →
          添加已订阅的日历”；Outlook“添加日历 → 从 Internet 订阅”；Google 日历“其他日历 →
          通过网址添加”。
        </li>
        <li>粘贴地址即可。截止日会作为全天日程出现，日历应用会定期自动更新。</li>
      </ol>
    </Card>
  );
}
