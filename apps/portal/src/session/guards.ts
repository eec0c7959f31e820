// Guards for actions that need a member (contract §5, §6). They read the session at the moment of the
// click, say why when refused, and return whether the action may go on. Every guarded entry
// treats a visitor the same way (issue 25): 请先登录, the login dialog, and after login the
// visitor continues to where they were going.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { notify } from '../lib/notify';
import { enterpriseRefusalMessage } from './enterprise-refusal';
import { openLoginDialog } from './login-dialog-store';
import { getSession } from './session-store';

export interface RequireLoginOptions {
  /** The public address the action leads to: the login continues there. */
  continueTo?: string;
}

/** Logged in? Otherwise warns 请先登录 (contract §8) and opens the login dialog. */
export function requireLogin(options: RequireLoginOptions = {}): boolean {
  if (getSession().isLoggedIn) return true;
  void notify.warning(MESSAGES.loginRequired);
  openLoginDialog({ continueTo: options.continueTo });
  return false;
}

export interface RequireEnterpriseOptions extends RequireLoginOptions {
  /** contract §5: submitting an appeal shows the missing enterprise as an error, policy match as a warning. */
  severity?: 'warning' | 'error';
}

/**
 * Logged in with an enterprise id (policy match, appeals)? Otherwise 请先登录, or for a member
 * without an enterprise 请到个人中心补全企业信息 — 企业认证审核中 while their request waits.
 */
export function requireEnterprise(options: RequireEnterpriseOptions = {}): boolean {
  if (!requireLogin(options)) return false;
  const { enterpriseId, user } = getSession();
  if (enterpriseId !== undefined) return true;
  const show = options.severity === 'error' ? notify.error : notify.warning;
  void show(enterpriseRefusalMessage(user));
  return false;
}
