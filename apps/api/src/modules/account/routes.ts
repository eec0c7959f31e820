// The member's own account and its security: /basics, /email, /phone, /wechat (issue 13).
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { resolveSessionToken } from '../../plugins/session.js';
import { publicOriginOf } from '../auth/public-origin.js';
import { usernameCheckGuard } from '../person/username-throttle.js';
import type { ModuleDeps } from '../module-deps.js';
import { changeContact, sendContactCode } from './contact-change.js';
import { endSession, loginHistory } from './login-history.js';
import { wechatProvider } from './oauth/wechat.js';
import { changePassword } from './password-change.js';
import { securityOverview, updateProfile } from './profile.js';
import { reauthenticate, sendReauthCode } from './reauth.js';
import {
  finishWechatBind,
  startWechatBind,
  unbindWechat,
  WECHAT_CALLBACK_PATH,
  wechatStatus,
} from './wechat-binding.js';

/** Per client IP and minute; codes are further limited in the database, passwords per member. */
export const ACCOUNT_RATE_LIMITS = {
  password_change: perMinute(10),
  reauth_send: perMinute(10),
  reauth: perMinute(10),
  contact_send_code: perMinute(10),
  contact_change: perMinute(20),
  wechat_bind_start: perMinute(10),
  wechat_callback: perMinute(20),
} as const;

/** The portal page the WeChat callback lands on (the portal is served under /pc/). */
const WECHAT_PAGE = '/pc/wechat';

/** The session token the portal keeps in its `token` cookie (sent on the provider's redirect). */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'token') continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function registerAccountRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, now, config, messages } = deps;
  const limit = (name: keyof typeof ACCOUNT_RATE_LIMITS) => ({
    rateLimit: ACCOUNT_RATE_LIMITS[name],
  });
  const provider = config.wechat ? wechatProvider(config.wechat) : undefined;

  const usernameCheck = usernameCheckGuard(app);
  registerCall(app, calls.profile_update, async ({ body, session, request }) => {
    // Only a request naming a username asks whether it is taken.
    if (body.username !== undefined) await usernameCheck(request, session.userId);
    await updateProfile(db, session.userId, body, now());
    return null;
  });
  registerCall(app, calls.security_overview, ({ session }) => securityOverview(db, session.userId));
  registerCall(
    app,
    calls.password_change,
    async ({ body, session, request }) => {
      await changePassword(db, session, body, request.ip, now());
      return null;
    },
    limit('password_change'),
  );
  registerCall(app, calls.login_history, ({ body, session }) =>
    loginHistory(db, session, body, now()),
  );
  registerCall(app, calls.session_end, async ({ body, session }) => {
    await endSession(db, session, body.id, now());
    return null;
  });

  registerCall(
    app,
    calls.reauth_send,
    ({ body, session, request }) =>
      sendReauthCode({ db, messages }, session.userId, body.purpose, request.ip, now()),
    limit('reauth_send'),
  );
  registerCall(
    app,
    calls.reauth,
    ({ body, session, request }) =>
      reauthenticate(db, session.userId, body.purpose, body, request.ip, now()),
    limit('reauth'),
  );
  registerCall(
    app,
    calls.contact_send_code,
    async ({ body, session, request }) => {
      await sendContactCode({ db, messages }, session.userId, body.grant, body, request.ip, now());
      return null;
    },
    limit('contact_send_code'),
  );
  registerCall(
    app,
    calls.contact_change,
    async ({ body, session }) => {
      await changeContact({ db, messages }, session.userId, body.grant, body, now());
      return null;
    },
    limit('contact_change'),
  );

  registerCall(app, calls.wechat_status, ({ session }) =>
    wechatStatus(db, provider, session.userId),
  );
  registerCall(
    app,
    calls.wechat_bind_start,
    ({ session, request }) =>
      startWechatBind(db, provider, session.userId, publicOriginOf(request, config), now()),
    limit('wechat_bind_start'),
  );
  registerCall(app, calls.wechat_unbind, async ({ session }) => {
    await unbindWechat(db, session.userId, now());
    return null;
  });

  // The browser comes back from WeChat here (no client credentials: see client-auth.ts) and is
  // sent on to the portal's /wechat page with the outcome.
  app.get(
    WECHAT_CALLBACK_PATH,
    { config: { rateLimit: { ...ACCOUNT_RATE_LIMITS.wechat_callback } }, schema: { hide: true } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const browser = await resolveSessionToken(db, cookieToken(request), now());
      const outcome = await finishWechatBind(
        db,
        provider,
        {
          code: text(query.code),
          state: text(query.state),
          browserUserId: browser.state === 'valid' ? browser.session.userId : undefined,
        },
        now(),
      );
      const target = new URLSearchParams(
        outcome.ok ? { result: 'bound' } : { result: 'error', reason: outcome.reason },
      );
      return reply.redirect(`${config.publicOrigin ?? ''}${WECHAT_PAGE}?${target.toString()}`);
    },
  );
}
