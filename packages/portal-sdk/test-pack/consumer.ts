// A third party's Node script against a running API, written only against the packed SDK's
// public types (type-checked strictly by run.mjs, then compiled and run). Every documented error
// is provoked once and must arrive as its own class with what the README says it carries.
import { calls, isPortalError } from '@qyfw/portal-sdk';
import {
  createPortalClient,
  PortalClientAuthError,
  PortalConfigError,
  PortalLoginError,
  PortalNetworkError,
  PortalNotFoundError,
  PortalUnauthorizedError,
} from '@qyfw/portal-sdk/client';
import type { PortalError } from '@qyfw/portal-sdk/client';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import * as siteCalls from '@qyfw/portal-sdk/calls/site';

const apiUrl = process.env.PORTAL_API_URL ?? '';
const downUrl = process.env.PORTAL_DOWN_URL ?? '';

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`pack test: ${what}`);
  console.log(`ok - ${what}`);
}

/** The error a call (or a setup) throws; fails when it succeeds. */
async function failure(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('pack test: expected a failure, the call succeeded');
}

// No baseUrl in Node.
const noBase = await failure(() => createPortalClient());
check(
  noBase instanceof PortalConfigError && noBase.kind === 'config',
  'no baseUrl in Node → PortalConfigError',
);
check(/baseUrl/.test((noBase as Error).message), 'the message names baseUrl');

// A base URL ending in /api.
const doubled = await failure(() =>
  createPortalClient({ baseUrl: `${apiUrl}/api` }).call(calls.pcconfig),
);
check(doubled instanceof PortalNotFoundError, 'base URL ending in /api → PortalNotFoundError');
check(doubled.hint !== undefined && doubled.hint.includes('/api'), 'with a hint about /api');
check(doubled.url === `${apiUrl}/api/api/index/pcconfig`, 'and the address it tried');

// Wrong client credentials are not a logged-out user.
let unauthorizedCalls = 0;
const clientAuth = await failure(() =>
  createPortalClient({
    baseUrl: apiUrl,
    clientId: 'portal-web',
    clientSecret: 'wrong',
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
  }).call(calls.pcconfig),
);
check(
  clientAuth instanceof PortalClientAuthError && clientAuth.kind === 'client-auth',
  'wrong client secret → PortalClientAuthError',
);
check(
  !(clientAuth instanceof PortalUnauthorizedError) && unauthorizedCalls === 0,
  'not PortalUnauthorizedError, no onUnauthorized',
);

// API down.
const down = await failure(() => createPortalClient({ baseUrl: downUrl }).call(calls.pcconfig));
check(
  down instanceof PortalNetworkError && down.message === MESSAGES.network,
  'API down → PortalNetworkError 后端接口连接异常',
);
check(down.url === `${downUrl}/api/index/pcconfig`, 'with the address at the top level');
check(
  (down.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED',
  'and cause.code ECONNREFUSED at the top level',
);

// Config, login, a user-scoped call.
const stored: { token?: string; userId?: number } = {};
const errors: PortalError[] = [];
const sdk = createPortalClient({
  baseUrl: apiUrl,
  getToken: () => stored.token,
  getUserId: () => stored.userId,
  onError: (error) => errors.push(error),
});
const config = await sdk.call(calls.pcconfig);
check(typeof config.phone === 'string', 'pcconfig answers the site config');
// A domain subpath gives the registry's own call object (one module in the package, not a copy),
// so an app that imports by domain shares query keys with code that uses `calls`.
check(siteCalls.pcconfig === calls.pcconfig, 'calls/site gives the same pcconfig as the registry');
const viaDomain = await sdk.call(siteCalls.pcconfig);
check(viaDomain.phone === config.phone, 'and calling it through the subpath answers the same');

const loggedOut = await failure(() => sdk.call(calls.user_detail));
check(
  loggedOut instanceof PortalUnauthorizedError,
  'a user call before login → PortalUnauthorizedError',
);

const session = await sdk.call(calls.login, {
  type: 1,
  account: 'demo_enterprise',
  password: 'Demo@2026',
});
stored.token = session.token;
stored.userId = session.id;
check(session.token.length > 0, 'login answers a token');
const me = await sdk.call(calls.user_detail);
check(me.id === session.id, 'user_detail answers the logged-in member');

// Wrong password, then throttled (an account nobody has: counted like a real one, and the demo
// account stays usable from this address).
const wrong = await failure(() =>
  sdk.call(calls.login, { type: 1, account: 'nobody_here', password: 'Wrong@2026' }),
);
check(
  wrong instanceof PortalLoginError && wrong.reason === 'bad-credentials',
  'wrong password → PortalLoginError reason bad-credentials',
);
let throttled: unknown;
for (let attempt = 0; attempt < 10 && !throttled; attempt += 1) {
  const error = await failure(() =>
    sdk.call(calls.login, { type: 1, account: 'nobody_here', password: 'Wrong@2026' }),
  );
  if (error instanceof PortalLoginError && error.reason === 'throttled') throttled = error;
  else
    check(
      error instanceof PortalLoginError && error.reason === 'bad-credentials',
      `attempt ${attempt + 2}: bad-credentials until throttled`,
    );
}
check(
  throttled instanceof PortalLoginError &&
    throttled.retryAfterMinutes !== undefined &&
    throttled.retryAfterMinutes >= 1,
  'repeated failures → reason throttled with retryAfterMinutes',
);
check(errors.length > 0 && errors.every(isPortalError), 'onError saw each failure');
console.log('pack test: consumer passed');
