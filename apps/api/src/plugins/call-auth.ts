// What an `auth` (SDK CallAuth) asks of a request, checked in one place for calls
// (register-call.ts) and file routes (register-file-route.ts): the session (401 without, 402
// ended), the role (403 naming who may), and the declared scope — the member's enterprise or the
// handler's unit — resolved once and handed to the handler typed.
import { CONSOLE_ROLES, MESSAGES, ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import { isEnterpriseScoped, isUnitScoped, rolesOf } from '@qyfw/portal-sdk/schemas';
import type { CallAuth, RoleAuth, UnitAuth } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import type { SessionContext } from './session.js';

const SESSION_ENDED = '登录已过期，请重新登录';
/** A portal session of a staff account: the console needs its own sign-in with the second factor. */
export const NEEDS_CONSOLE_SIGN_IN = '请先登录管理后台';

/** A member acting for their enterprise (`auth: 'enterprise'`). */
export type EnterpriseSession = SessionContext & { readonly enterpriseId: number };

/** A handler placed in a unit (`auth: { roles: ['handler'], scope: 'unit' }`). */
export type UnitSession = SessionContext & { readonly role: 'handler'; readonly unitId: number };

/**
 * What the handler of a call with this `auth` receives: 'user', 'enterprise' and role calls always
 * have a session (of one of the roles; with the enterprise or unit when scoped); 'optional' ones
 * when a valid token was sent; 'public' never.
 */
export type SessionOf<Auth extends CallAuth> = Auth extends UnitAuth
  ? UnitSession
  : Auth extends RoleAuth<infer R>
    ? SessionContext & { readonly role: R }
    : Auth extends 'enterprise'
      ? EnterpriseSession
      : Auth extends 'user'
        ? SessionContext
        : Auth extends 'optional'
          ? SessionContext | null
          : null;

/** Refuses to register a route needing sessions on an app that cannot resolve them. */
export function assertSessionsRegistered(app: FastifyInstance, auth: CallAuth, name: string): void {
  if (auth !== 'public' && !app.hasDecorator('resolveSession')) {
    throw new Error(`${name} needs sessions: registerSessions must run before its routes`);
  }
}

/**
 * The caller as `auth` allows them, or an ApiError: 401/402 without a valid session, 403 for
 * another role, 403 `MESSAGES.enterpriseScopeMissing` for an enterprise call by a member with no
 * enterprise, 403 `MESSAGES.unitScopeMissing` for a unit call by a handler placed in no unit.
 */
export async function authorize<Auth extends CallAuth>(
  app: FastifyInstance,
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionOf<Auth>> {
  // The conditional type cannot be narrowed from `auth` at run time; the checks below follow it.
  return (await sessionFor(app, auth, request)) as SessionOf<Auth>;
}

async function sessionFor(
  app: FastifyInstance,
  auth: CallAuth,
  request: FastifyRequest,
): Promise<SessionContext | null> {
  if (auth === 'public') return null;
  const resolution = await app.resolveSession(request);
  if (resolution.state !== 'valid') {
    // An optional call still answers without a session (a stale token just counts as none).
    if (auth === 'optional') return null;
    throw resolution.state === 'ended'
      ? ApiError.sessionExpired(SESSION_ENDED)
      : resolution.state === 'disabled'
        ? ApiError.sessionExpired(MESSAGES.accountDisabled)
        : ApiError.unauthorized();
  }
  const session = resolution.session;
  refuseOtherRoles(auth, session);
  refusePortalSessionOnStaffCall(auth, session);
  if (isEnterpriseScoped(auth)) {
    const enterpriseId = await app.resolveEnterprise(session.userId);
    if (enterpriseId === undefined) throw ApiError.forbidden(MESSAGES.enterpriseScopeMissing);
    const scoped: EnterpriseSession = { ...session, enterpriseId };
    return scoped;
  }
  if (isUnitScoped(auth) && session.unitId === null) {
    throw ApiError.forbidden(MESSAGES.unitScopeMissing);
  }
  return session;
}

/**
 * A call only staff may make (every role it names is a console role) needs a console session: one
 * that passed the second factor at /console/. A staff account's portal login has only the password,
 * and must not reach approvals, payments or people (issue 26: the console's TOTP is not optional).
 * 401, so the console shows its sign-in page.
 */
function refusePortalSessionOnStaffCall(auth: CallAuth, session: SessionContext): void {
  const roles = rolesOf(auth);
  const consoleRoles: readonly Role[] = CONSOLE_ROLES;
  if (roles === undefined || !roles.every((role) => consoleRoles.includes(role))) return;
  requireConsoleSession(session);
}

/** Refuses a session that did not pass the console's second factor: 401, the console's sign-in. */
export function requireConsoleSession(session: SessionContext): void {
  if (session.kind !== 'console') throw ApiError.unauthorized(NEEDS_CONSOLE_SIGN_IN);
}

/** A role-restricted call made by a user of another role: 403, saying who may (design §6). */
function refuseOtherRoles(auth: CallAuth, session: SessionContext): void {
  const roles = rolesOf(auth);
  if (roles === undefined || roles.includes(session.role)) return;
  const names = roles.map((role) => ROLE_LABELS[role]).join('、');
  throw ApiError.forbidden(`没有权限：该操作仅限${names}`);
}
