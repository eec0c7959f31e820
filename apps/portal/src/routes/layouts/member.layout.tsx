import { createFileRoute, Outlet } from '@tanstack/react-router';
import { matchedPage } from '../../routing/page-meta';
import { accessRefusal, AccessRefusedError } from '../../session';
import { MemberGate, useRecheckWhenSessionChanges } from '../../shell/member-gate';

/**
 * Every page that needs a logged-in member (个人中心 and what a member completes after login):
 * one guard here, before any of them loads, instead of a 请先登录 branch in each page. A page
 * that also needs an enterprise says so in its staticData (needsEnterprise).
 */
export const Route = createFileRoute('/_member')({
  staticData: { page: null },
  beforeLoad: ({ context, matches }) => {
    const refusal = accessRefusal(
      context.session(),
      matchedPage(matches)?.needsEnterprise ?? false,
    );
    if (refusal) throw new AccessRefusedError(refusal);
  },
  errorComponent: MemberGate,
  component: MemberLayout,
});

function MemberLayout() {
  // Logging out (or the session expiring) on a member page shows the gate at once.
  useRecheckWhenSessionChanges();
  return <Outlet />;
}
