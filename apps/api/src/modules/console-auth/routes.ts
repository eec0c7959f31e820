// The console's sign-in calls (console-auth domain): /api/console/auth/…
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { revokeSession } from '../../plugins/session.js';
import type { LoginClient } from '../auth/login.js';
import type { ModuleDeps } from '../module-deps.js';
import { consoleMe } from './me.js';
import { confirmEnrolment, consoleSignIn } from './sign-in.js';
import { requireConsoleSession } from './staff.js';

/** Per client IP and minute, like the portal's login; the database throttle does the rest. */
export const CONSOLE_AUTH_RATE_LIMITS = {
  admin_sign_in: perMinute(20),
  admin_totp_enrol: perMinute(20),
} as const;

const loginClient = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function registerConsoleAuthRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  registerCall(
    app,
    calls.admin_sign_in,
    ({ body, request }) => consoleSignIn(db, body, loginClient(request), now()),
    { rateLimit: CONSOLE_AUTH_RATE_LIMITS.admin_sign_in },
  );
  registerCall(
    app,
    calls.admin_totp_enrol,
    ({ body, request }) => confirmEnrolment(db, body, loginClient(request), now()),
    { rateLimit: CONSOLE_AUTH_RATE_LIMITS.admin_totp_enrol },
  );
  registerCall(app, calls.admin_me, ({ session }) => {
    requireConsoleSession(session);
    return consoleMe(db, session.userId, session.sessionId);
  });
  registerCall(app, calls.admin_sign_out, async ({ session }) => {
    requireConsoleSession(session);
    await revokeSession(db, session.sessionId, now());
    return null;
  });
}
