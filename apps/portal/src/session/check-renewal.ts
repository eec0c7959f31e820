import { shouldWarnRenewal } from '@qyfw/portal-sdk';
import * as enterpriseCalls from '@qyfw/portal-sdk/calls/enterprise';
import { sdk } from '../lib/sdk';
import { getSession, isRenewalNoticeAnswered } from './session-store';
import { setRenewalWarning } from './renewal-warning-store';

/**
 * contract §4: with an enterprise id, fetch the renewal counts and warn when a trademark, copyright,
 * software copyright or patent is due and the warning is not snoozed (notice_time unset or
 * past). Runs after login and when a page opens with a session, unless this login already
 * answered the warning (isNotice). A failed count is not worth interrupting the member for.
 */
export async function checkRenewal(now: () => Date = () => new Date()): Promise<void> {
  const { isLoggedIn, enterpriseId, user } = getSession();
  if (!isLoggedIn || enterpriseId === undefined || isRenewalNoticeAnswered()) return;
  let counts;
  try {
    counts = await sdk.call(enterpriseCalls.list_count, { enterprise_id: enterpriseId });
  } catch {
    return;
  }
  // The member may have logged out while the counts were on their way.
  if (!getSession().isLoggedIn) return;
  if (shouldWarnRenewal(counts, user?.notice_time, now())) setRenewalWarning(counts);
}
