import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { SecurityOverview } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Button, Popconfirm } from 'antd';
import { failureMessage } from '../../../lib/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { accountCalls, messageCalls } from '../api';
import styles from './account-security.module.css';

/**
 * 日历订阅地址 on /basics: the deadline inbox's private calendar URL opens the member's deadlines
 * without a login, so 账号安全 lists it beside the sessions — when it was made, a way to stop it,
 * and the page that makes a new one (the URL is shown only there, once). A password change or
 * reset stops it by itself.
 */
export function CalendarFeedEntry({ feed }: { readonly feed: SecurityOverview['calendar_feed'] }) {
  const revoke = useCallMutation(messageCalls.calendar_feed_revoke, {
    client: sdk,
    invalidates: [accountCalls.security_overview, messageCalls.calendar_feed],
    onSuccess: () => void notify.success('订阅地址已停用'),
    onError: (error) => {
      const message = failureMessage(error);
      if (message) void notify.error(message);
    },
  });

  if (!feed)
    return (
      <p>
        未生成日历订阅地址。
        <Link to="/deadlines" className={styles.inlineLink}>
          去生成
        </Link>
      </p>
    );
  return (
    <>
      <p>
        已于 {formatDate(feed.created_at, 'YYYY-MM-DD HH:mm')}{' '}
        生成，持有该地址的人无需登录即可看到您的待办期限；修改或找回密码后会自动停用。
        <Link to="/deadlines" className={styles.inlineLink}>
          重新生成
        </Link>
      </p>
      <Popconfirm
        title="停用订阅地址？"
        description="停用后，已订阅的日历将不再更新。"
        okText="停用"
        cancelText="取消"
        onConfirm={() => revoke.mutate({})}
      >
        <Button danger loading={revoke.isPending}>
          停用地址
        </Button>
      </Popconfirm>
    </>
  );
}
