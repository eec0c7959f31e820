import type { SecurityOverview } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { RevokeFeedButton } from '../../../components/revoke-feed-button';
import styles from './account-security.module.css';

/**
 * 日历订阅地址 on /basics: the deadline inbox's private calendar URL opens the member's deadlines
 * without a login, so 账号安全 lists it beside the sessions — when it was made, a way to stop it,
 * and the page that makes a new one (the URL is shown only there, once). A password change or
 * reset stops it by itself.
 */
export function CalendarFeedEntry({ feed }: { readonly feed: SecurityOverview['calendar_feed'] }) {
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
      <RevokeFeedButton />
    </>
  );
}
