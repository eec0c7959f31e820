// Console access: staff roles only, and console sessions only.
import { CONSOLE_ROLES } from '@qyfw/portal-sdk/constants';
import type { ConsoleRole, Role } from '@qyfw/portal-sdk/constants';

// Checked for every staff-only call where calls are registered (plugins/call-auth.ts); me and
// sign-out, open to any signed-in user, call it themselves.
export { NEEDS_CONSOLE_SIGN_IN, requireConsoleSession } from '../../plugins/call-auth.js';

export const NOT_STAFF = '该账号不是工作人员账号，请在企业服务门户登录';

export function isConsoleRole(role: Role): role is ConsoleRole {
  return (CONSOLE_ROLES as readonly Role[]).includes(role);
}
