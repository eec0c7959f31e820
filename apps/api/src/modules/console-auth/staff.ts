// Console access: staff roles only, and console sessions only.
import { CONSOLE_ROLES } from '@qyfw/portal-sdk/constants';
import type { ConsoleRole, Role } from '@qyfw/portal-sdk/constants';
import { ApiError } from '../../plugins/api-error.js';
import type { SessionContext } from '../../plugins/session.js';

export const NOT_STAFF = '该账号不是工作人员账号，请在企业服务门户登录';
/** A portal session of a staff account: the console needs its own sign-in with the second factor. */
export const NEEDS_CONSOLE_SIGN_IN = '请先登录管理后台';

export function isConsoleRole(role: Role): role is ConsoleRole {
  return (CONSOLE_ROLES as readonly Role[]).includes(role);
}

/**
 * Refuses a session that did not pass the console's second factor (a staff member logged in to
 * the portal with only a password): 401, so the console shows its sign-in page.
 */
export function requireConsoleSession(session: SessionContext): void {
  if (session.kind !== 'console') throw ApiError.unauthorized(NEEDS_CONSOLE_SIGN_IN);
}
