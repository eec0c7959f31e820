import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { Outlet } from '@tanstack/react-router';
import { Skeleton } from 'antd';
import { userQueryOptions, useSession } from '../../session';
import { CenterNav } from './center-nav';
import { MemberCard } from './member-card';
import styles from './center-layout.module.css';

/**
 * 个人中心 (contract §2 /personalcenter; issue 13): every screen of the member's own records shares
 * this frame — the member's card, the side menu, and the screen. The member layout above has
 * already refused visitors.
 */
export function CenterLayout() {
  const { isLoggedIn } = useSession();
  // The card follows user_detail, which every change of the account or the enterprise refreshes.
  const user = useQuery({ ...userQueryOptions, enabled: isLoggedIn });
  return (
    <div className={styles.frame}>
      <aside className={styles.side} aria-label="个人中心">
        {user.data ? (
          <MemberCard user={user.data} />
        ) : user.isError ? (
          <QueryFailure
            title="账号信息加载失败"
            error={user.error}
            onRetry={() => void user.refetch()}
          />
        ) : (
          <div className={styles.card} aria-busy="true" aria-label="正在加载账号信息">
            <Skeleton avatar={{ size: 56 }} active paragraph={{ rows: 2 }} />
          </div>
        )}
        <CenterNav />
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
