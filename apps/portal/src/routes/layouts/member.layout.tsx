import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { matchedPage } from '../../routing/page-meta';
import { accessRefusal, AccessRefusedError, userQueryOptions } from '../../session';
import {
  MemberGate,
  RefusedGate,
  useRecheckWhenSessionChanges,
  useRememberAdmittedEntry,
} from '../../shell/member-gate';
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
    const page = matchedPage(matches);
    const needsEnterprise = page?.needsEnterprise ?? false;
    const check = () => {
      const refusal = accessRefusal(context.session(), needsEnterprise);
      // Thrown as the router's not-found, not as an error: a refusal is an answer, not a fault.
      // An error would reach React's error boundary, and React logs every caught error to the
      // console (a walk logged 33); a not-found is rendered by this layout's gate, silently.
      if (refusal)
        throw notFound({ routeId: '/_member', data: new AccessRefusedError(refusal, page) });
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
  notFoundComponent: RefusedGate,
  errorComponent: MemberGate,
  pendingComponent: RoutePendingPage,
  component: MemberLayout,
});

function MemberLayout() {
  // Logging out (or the session expiring) on a member page shows the gate at once.
  useRecheckWhenSessionChanges();
  // A session that ends here (logout, expiry) shows the gate without the visitor's login dialog.
  useRememberAdmittedEntry();
  return <Outlet />;
}
