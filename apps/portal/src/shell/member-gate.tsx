import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { AuthCard } from '@qyfw/ui';
import {
  Link,
  useLocation,
  useMatches,
  useRouter,
  type ErrorComponentProps,
  type NotFoundRouteProps,
} from '@tanstack/react-router';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { matchedPage } from '../routing/page-meta';
import {
  AccessRefusedError,
  AUTH_UNDER_REVIEW,
  isAuthUnderReview,
  openLoginDialog,
  useSession,
  type AccessRefusal,
} from '../session';
import { RouteErrorPage } from './route-error-page';
import { NotFoundPage } from './not-found-page';

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

/** The history entry a member page last showed its page on (not its gate). */
let admittedEntry: string | undefined;

/** The current history entry: a navigation makes a new one, a session change does not. */
function useHistoryEntry(): string {
  return useLocation({ select: (location) => location.state.__TSR_key ?? location.href });
}

/** Called by the member layout when its page shows: the member was admitted on this entry. */
export function useRememberAdmittedEntry(): void {
  const entry = useHistoryEntry();
  useEffect(() => {
    admittedEntry = entry;
  }, [entry]);
}

/**
 * A visitor who opens a member page (a link, a bookmark, the address bar) is treated as one who
 * clicked a guarded tab (issue 25): the login dialog opens at once, and the login continues on
 * this page, whose guard the session change then re-runs. Once per refused address: closing the
 * dialog leaves the gate's own 登录 button. Not when the session ended on this very page (a
 * logout on the way home, an expiry): that member did not arrive as a visitor.
 */
function useLoginDialogForVisitor(refusal: AccessRefusal | undefined): string {
  const here = useLocation({ select: (location) => location.publicHref });
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = useHistoryEntry();
  // The location runs ahead of what is on screen while a navigation loads (logout going home):
  // the gate acts only for the address it stands on.
  const shown = useMatches({ select: (matches) => matches.at(-1)?.pathname });
  const arrived = shown === pathname;
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (refusal !== 'login' || !arrived || asked.current === entry) return;
    asked.current = entry;
    if (entry !== admittedEntry) openLoginDialog({ continueTo: here });
  }, [refusal, here, entry, arrived]);
  return here;
}

/**
 * What the member layout shows instead of a page its guard refused (contract §5): 请先登录 with the
 * login dialog, or 请到个人中心补全企业信息 with the way there — 企业认证审核中 with the way to the
 * request while the member's authentication waits for review. Any other error is the router's
 * ordinary error page.
 */
export function MemberGate(props: ErrorComponentProps) {
  const matched = useMatches({ select: (matches) => matchedPage(matches) });
  const { user } = useSession();
  useRecheckWhenSessionChanges();
  const refused = props.error instanceof AccessRefusedError ? props.error : undefined;
  const refusal = refused?.refusal;
  const page = refused?.page ?? matched;
  const here = useLoginDialogForVisitor(refusal);
  if (!refusal) return <RouteErrorPage {...props} />;
  const title = page?.title ?? '个人中心';
  if (refusal === 'login') {
    return (
      <AuthCard
        title={title}
        description={`${MESSAGES.loginRequired}，再${page?.loginFor ?? '查看此页面'}`}
      >
        <Button
          type="primary"
          size="large"
          block
          onClick={() => openLoginDialog({ continueTo: here })}
        >
          登录
        </Button>
      </AuthCard>
    );
  }
  if (isAuthUnderReview(user)) {
    return (
      <AuthCard title={title} description={`${AUTH_UNDER_REVIEW}，审核通过后即可使用。`}>
        <p style={{ textAlign: 'center' }}>
          <Link to="/identity">查看认证申请</Link>
        </p>
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

/**
 * The member layout's not-found: the guard's refusal arrives as the not-found's data (see
 * member.layout.tsx), drawn as the gate; a page genuinely not found is the site's 404.
 */
export function RefusedGate({ data }: NotFoundRouteProps) {
  if (data instanceof AccessRefusedError) {
    return <MemberGate error={data} reset={() => undefined} info={{ componentStack: '' }} />;
  }
  return <NotFoundPage />;
}
