// Logging in and out, QR login, SMS codes, registration and password reset (design §2).
import { calls } from '@qyfw/portal-sdk/schemas';
import { LOGIN_TYPES } from '@qyfw/portal-sdk/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { perMinute } from '../../plugins/rate-limit.js';
import type { KeyedRateLimit } from '../../plugins/rate-limit.js';
import { revokeSession } from '../../plugins/session.js';
import type { ModuleDeps } from '../module-deps.js';
import { loginWithPassword, loginWithSmsCode } from './login.js';
import type { LoginClient } from './login.js';
import { resetPassword } from './password-reset.js';
import { schedulePurge } from './purge.js';
import { publicOriginOf } from './public-origin.js';
import {
  cancelQrLogin,
  checkQrStatus,
  confirmQrLogin,
  createQrLogin,
  qrLoginInfo,
  refuseQrLogin,
} from './qr-login.js';
import { registerMember } from './register.js';
import { sendLoginCode, sendResetCode } from './send-codes.js';

/**
 * Per client IP and minute; the code senders are further limited in the database. checkStatus is
 * polled every second by each open login dialog: per address it allows the dialogs of an office
 * behind one NAT (20), and each dialog is limited by CHECK_STATUS_PER_SIGN.
 */
export const AUTH_RATE_LIMITS = {
  web_login: perMinute(30),
  checkStatus: perMinute(1200),
  login: perMinute(20),
  dx_send: perMinute(30),
  register: perMinute(10),
  forget_send: perMinute(10),
  forget_reset: perMinute(20),
  qr_confirm: perMinute(30),
  qr_refuse: perMinute(30),
  qr_info: perMinute(30),
  qr_cancel: perMinute(30),
} as const;

/** The longest sign the SDK's signSchema accepts (ours are 32 characters). */
const QR_SIGN_MAX_LENGTH = 128;

/** Per client IP and QR sign and minute: one dialog polls 60 times, with room for a second tab. */
export const CHECK_STATUS_PER_SIGN: KeyedRateLimit = {
  ...perMinute(150),
  name: 'checkStatus',
  key: (request) => {
    const sign = (request.body as { sign?: unknown } | null | undefined)?.sign;
    // Anything that is not a sign is refused by validation and shares one counter, so a client
    // cannot fill the counters with long keys.
    return typeof sign === 'string' && sign.length <= QR_SIGN_MAX_LENGTH ? sign : '';
  },
};

/** The address and browser a new session records (login history on /basics). */
const loginClient = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function registerAuthRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, now, config } = deps;
  const limit = (name: keyof typeof AUTH_RATE_LIMITS) => ({ rateLimit: AUTH_RATE_LIMITS[name] });

  registerCall(
    app,
    calls.web_login,
    ({ request }) =>
      createQrLogin(
        db,
        publicOriginOf(request, config),
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        now(),
      ),
    limit('web_login'),
  );
  registerCall(
    app,
    calls.checkStatus,
    ({ body }) => checkQrStatus(db, body.sign, body.poll_key, now()),
    { ...limit('checkStatus'), keyedRateLimit: CHECK_STATUS_PER_SIGN },
  );
  registerCall(
    app,
    calls.qr_confirm,
    async ({ body, session }) => {
      await confirmQrLogin(db, body.sign, session.userId, now());
      return null;
    },
    limit('qr_confirm'),
  );
  registerCall(
    app,
    calls.qr_refuse,
    async ({ body, session }) => {
      await refuseQrLogin(db, body.sign, session.userId, now());
      return null;
    },
    limit('qr_refuse'),
  );
  registerCall(
    app,
    calls.qr_info,
    ({ body }) => qrLoginInfo(db, body.sign, now()),
    limit('qr_info'),
  );
  registerCall(
    app,
    calls.qr_cancel,
    async ({ body }) => {
      await cancelQrLogin(db, body.sign, body.poll_key, now());
      return null;
    },
    limit('qr_cancel'),
  );

  registerCall(
    app,
    calls.login,
    ({ body, request }) =>
      body.type === LOGIN_TYPES.account
        ? loginWithPassword(db, body.account, body.password, loginClient(request), now())
        : loginWithSmsCode(db, body.account, body.code, loginClient(request), now()),
    limit('login'),
  );
  registerCall(
    app,
    calls.dx_send,
    async ({ body, request }) => {
      await sendLoginCode(deps, body.phone, request.ip, now());
      return null;
    },
    limit('dx_send'),
  );
  registerCall(app, calls.logout, async ({ session }) => {
    await revokeSession(db, session.sessionId, now());
    return null;
  });

  registerCall(
    app,
    calls.register,
    ({ body, request }) => registerMember(db, body, loginClient(request), now()),
    limit('register'),
  );
  registerCall(
    app,
    calls.forget_send,
    async ({ body, request }) => {
      await sendResetCode(deps, body.account, body.channel, request.ip, now());
      return null;
    },
    limit('forget_send'),
  );
  registerCall(
    app,
    calls.forget_reset,
    async ({ body }) => {
      await resetPassword(db, body, now());
      return null;
    },
    limit('forget_reset'),
  );

  schedulePurge(app, db, now);
}
