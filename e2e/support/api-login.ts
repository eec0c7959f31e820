// Logging in through the API instead of the login dialog: one POST per account per worker, its
// session then put into each test's browser as the portal keeps it — the token cookie the portal
// writes (apps/portal/src/lib/token-cookie.ts) and the userId it stores (session-store.ts). The
// dialog itself is tested once, in login.spec.ts; every other journey starts logged in, without
// the home page load, the QR dialog and the scrypt check a UI login costs each time.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { basicAuth, DEMO_PASSWORD } from './accounts';

/** The portal's names (apps/portal/src/lib/storage.ts, the SDK's STORAGE_KEYS). */
const TOKEN_COOKIE = 'token';
const USER_ID_KEY = 'userId';
/** The server's session and the portal's cookie live 0.25 day. */
const SESSION_SECONDS = 6 * 60 * 60;

interface SavedLogin {
  token: string;
  userId: number;
}

/**
 * Sessions already made in this worker, by account. Shared by the worker's tests: none of them
 * logs these accounts out (login.spec.ts logs out of sessions it made in the dialog).
 */
const saved = new Map<string, Promise<SavedLogin>>();

async function apiLogin(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<SavedLogin> {
  const answer = await request.post('/api/indexnew/login', {
    headers: { Authorization: basicAuth },
    data: { type: 1, account, password },
  });
  const body = (await answer.json()) as { code: number; data: { token: string; user_id: number } };
  expect(body.code, `${account} 登录失败：${JSON.stringify(body)}`).toBe(1);
  return { token: body.data.token, userId: body.data.user_id };
}

/**
 * Forgets this worker's sessions of `account`: a journey that ended them (停用 ends every session
 * of the account) calls it, so a later journey logs in afresh instead of holding a dead token.
 */
export function forgetApiLogins(account: string): void {
  for (const key of saved.keys()) if (key.startsWith(`${account}\n`)) saved.delete(key);
}

/**
 * Logs `account` in as if through the dialog, before the page's next load: call it before the
 * test's first `goto` (or reload after it). A later logout in the page ends it as usual.
 */
export async function logInThroughApi(page: Page, account: string, password = DEMO_PASSWORD) {
  const key = `${account}\n${password}`;
  if (!saved.has(key)) saved.set(key, apiLogin(page.request, account, password));
  const { token, userId } = await saved.get(key)!;
  // The config's baseURL (playwright.config.ts), which the page's own requests resolve against.
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([
    {
      name: TOKEN_COOKIE,
      value: token,
      url: baseURL,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    },
  ]);
  // Stored on each load only while the token cookie is there and no user is stored: a logout
  // (cookie gone) stays a logout, and a later login in the page keeps its own user.
  await page.context().addInitScript(
    ({ cookie, key: storageKey, id }) => {
      const hasToken = document.cookie.split('; ').some((part) => part.startsWith(`${cookie}=`));
      if (hasToken && localStorage.getItem(storageKey) === null)
        localStorage.setItem(storageKey, String(id));
    },
    { cookie: TOKEN_COOKIE, key: USER_ID_KEY, id: userId },
  );
}
