// Guards for actions that need a member (contract §5, §6). They read the session at the moment of the
// click, say why when refused, and return whether the action may go on.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { notify } from '../lib/notify';
import { openLoginDialog } from './login-dialog-store';
import { getSession } from './session-store';

export interface RequireLoginOptions {
  /** Also open the login dialog (个人中心 does, contract §2); the others only say 请先登录. */
  openDialog?: boolean;
}

/** Logged in? Otherwise warns 请先登录 (contract §8) and, if asked, opens the login dialog. */
export function requireLogin(options: RequireLoginOptions = {}): boolean {
  if (getSession().isLoggedIn) return true;
  void notify.warning(MESSAGES.loginRequired);
  if (options.openDialog) openLoginDialog();
  return false;
}

export interface RequireEnterpriseOptions extends RequireLoginOptions {
  /** contract §5: submitting an appeal shows the missing enterprise as an error, policy match as a warning. */
  severity?: 'warning' | 'error';
}

/**
 * Logged in with an enterprise id (policy match, appeals)? Otherwise 请先登录, or
 * 请到个人中心补全企业信息 for a member without an enterprise.
 */
export function requireEnterprise(options: RequireEnterpriseOptions = {}): boolean {
  if (!requireLogin(options)) return false;
  if (getSession().enterpriseId !== undefined) return true;
  const show = options.severity === 'error' ? notify.error : notify.warning;
  void show(MESSAGES.enterpriseRequired);
  return false;
}
