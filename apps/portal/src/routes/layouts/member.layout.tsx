import { createFileRoute, Outlet } from '@tanstack/react-router';
import { matchedPage } from '../../routing/page-meta';
import { accessRefusal, AccessRefusedError, userQueryOptions } from '../../session';
import { MemberGate, useRecheckWhenSessionChanges } from '../../shell/member-gate';
import { RoutePendingPage } from '../../shell/route-pending-page';

/**
 * Every page that needs a logged-in member (个人中心 and what a member completes after login):
 * one guard here, before any of them loads, instead of a 请先登录 branch in each page. A page
 * that also needs an enterprise says so in its staticData (needsEnterprise).
 */
export const Route = createFileRoute('/_member')({
  staticData: { page: null },
  // Synchronous unless there is something to wait for: a pending layout hides its page.
  beforeLoad: ({ context, matches }) => {
    const needsEnterprise = matchedPage(matches)?.needsEnterprise ?? false;
    const check = () => {
      const refusal = accessRefusal(context.session(), needsEnterprise);
      if (refusal) throw new AccessRefusedError(refusal);
    };
    // The enterprise id comes with the member's info: after a reload, wait for it (a failed load
    // leaves the session as it is, and the gate says what is missing).
    if (needsEnterprise && context.session().isLoggedIn && !context.session().user) {
      return context.queryClient
        .ensureQueryData(userQueryOptions)
        .catch(() => undefined)
        .then(check);
    }
    check();
    return undefined;
  },
  errorComponent: MemberGate,
  pendingComponent: RoutePendingPage,
  component: MemberLayout,
});

function MemberLayout() {
  // Logging out (or the session expiring) on a member page shows the gate at once.
  useRecheckWhenSessionChanges();
  return <Outlet />;
}
