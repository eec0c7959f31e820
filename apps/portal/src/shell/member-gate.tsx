import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { AuthCard } from '@qyfw/ui';
import { Link, useMatches, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { matchedPage } from '../routing/page-meta';
import { AccessRefusedError, openLoginDialog, useSession } from '../session';
import { RouteErrorPage } from './route-error-page';

/**
 * Re-runs the route guards when the member logs in or out, or their enterprise changes, so the
 * page on screen follows the session (a gate opens after login, a member page closes on logout).
 */
export function useRecheckWhenSessionChanges(): void {
  const router = useRouter();
  const { isLoggedIn, enterpriseId } = useSession();
  const key = `${isLoggedIn}:${enterpriseId ?? ''}`;
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    void router.invalidate();
  }, [key, router]);
}

/**
 * What the member layout shows instead of a page its guard refused (contract §5): 请先登录 with the way
 * to log in, or 请到个人中心补全企业信息 with the way there. Any other error is the router's
 * ordinary error page.
 */
export function MemberGate(props: ErrorComponentProps) {
  const page = useMatches({ select: (matches) => matchedPage(matches) });
  useRecheckWhenSessionChanges();
  if (!(props.error instanceof AccessRefusedError)) return <RouteErrorPage {...props} />;
  const title = page?.title ?? '个人中心';
  if (props.error.refusal === 'login') {
    return (
      <AuthCard
        title={title}
        description={`${MESSAGES.loginRequired}，再${page?.loginFor ?? '查看此页面'}`}
      >
        <Button type="primary" size="large" block onClick={openLoginDialog}>
          登录
        </Button>
      </AuthCard>
    );
  }
  // The enterprise comes from 企业认证 (/identity): the way there first, the personal center second.
  return (
    <AuthCard title={title} description={MESSAGES.enterpriseRequired}>
      <p style={{ textAlign: 'center' }}>
        <Link to="/identity">前往企业认证</Link>
      </p>
      <p style={{ textAlign: 'center' }}>
        <Link to="/basics">前往个人中心</Link>
      </p>
    </AuthCard>
  );
}
