// demo_operator (and the other demo staff) in the console (/console/, issue 26). Staff-only calls
// refuse a portal login: the operator signs in at the console with password and TOTP, computed here
// from the fixed demo secret the README prints. The UI sign-in itself is proved once
// (console.spec.ts); the other journeys act through the console's screens in a second browser
// context holding that session, as an operator at another desk would.
import { createHmac } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';
import { basicAuth, DEMO_PASSWORD } from './accounts';

/** README: the demo staff's TOTP secrets (demo seed only). */
export const STAFF_SECRETS = {
  demo_operator: 'QYFWDEMOOPERATORSECRETKEYAAAAAAA',
  /** 李婷, the colleague demo_operator hands work-queue items to (转办). */
  demo_operator2: 'QYFWDEMOOPERATORSECRETKEYDDDDDDD',
  /** 赵敏, 系统管理员 (人员与角色). */
  demo_admin: 'QYFWDEMOADMINSECRETKEYCCCCCCCCCC',
} as const;
export type DemoStaff = keyof typeof STAFF_SECRETS;

/** README: demo_operator's TOTP secret (demo seed only). */
export const OPERATOR_SECRET = STAFF_SECRETS.demo_operator;
/** README: demo_admin's TOTP secret (demo seed only). */
export const ADMIN_SECRET = STAFF_SECRETS.demo_admin;
/** Where the console keeps its session (apps/console/src/session/console-session.ts). */
const TOKEN_KEY = 'qyfw-console-token';

/** RFC 6238 (SHA-1, 6 digits, 30 s) from a base32 secret, as any authenticator app computes it. */
export function totp(secret: string, at: number, stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30) + stepOffset));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

// One console session per account and worker: a code is accepted once per 30 s step (replays are
// refused), so signing in again for every journey would wait for the clock. Sessions outlive the run.
const sessions = new Map<DemoStaff, Promise<string>>();

/** A demo staff account's console session token (signed in once per worker). */
export function staffToken(
  request: APIRequestContext,
  account: DemoStaff = 'demo_operator',
): Promise<string> {
  let session = sessions.get(account);
  if (!session) sessions.set(account, (session = signIn(request, account)));
  return session;
}

/** demo_operator's console session token (signed in once per worker). */
export function operatorToken(request: APIRequestContext): Promise<string> {
  return staffToken(request, 'demo_operator');
}

async function signIn(request: APIRequestContext, account: DemoStaff): Promise<string> {
  // The current step's code, or the next one when a UI sign-in (console.spec.ts) used this step:
  // the server accepts one step either side and each step once. When both are spent, only the
  // clock can help: wait for the next step (a TOTP is time, not a page state to wait for).
  for (let round = 0; round < 2; round += 1) {
    for (const step of [0, 1]) {
      const answer = await request.post('/api/console/auth/sign-in', {
        headers: { Authorization: basicAuth },
        data: {
          account,
          password: DEMO_PASSWORD,
          code: totp(STAFF_SECRETS[account], Date.now(), step),
        },
      });
      const body = (await answer.json()) as {
        code: number;
        msg: string;
        data?: { token?: string };
      };
      if (body.code === 200 && body.data?.token) return body.data.token;
    }
    const toNextStep = 30_000 - (Date.now() % 30_000);
    await new Promise((resolve) => setTimeout(resolve, toNextStep + 250));
  }
  throw new Error(`${account} could not sign in to the console`);
}

/** A page of the console, in its own browser context, signed in as demo_operator. */
export function operatorConsole(browser: Browser, request: APIRequestContext): Promise<Page> {
  return staffConsole(browser, request, 'demo_operator');
}

/** A page of the console, in its own browser context, signed in as a demo staff account. */
export async function staffConsole(
  browser: Browser,
  request: APIRequestContext,
  account: DemoStaff,
): Promise<Page> {
  const token = await staffToken(request, account);
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [TOKEN_KEY, token],
  );
  return context.newPage();
}

/** The review's buttons: one per event the server allows on the record. */
export const reviewActions = (page: Page): Locator =>
  page.getByRole('group', { name: '可执行的操作' });

/**
 * Presses the action `label` on an open review and confirms its dialog, filling what the flow row
 * asks for; waits until the dialog has closed (the server accepted).
 */
export async function decide(
  page: Page,
  label: string,
  fill: (dialog: Locator) => Promise<void> = async () => {},
): Promise<void> {
  const name = new RegExp(`^${label.split('').join('\\s*')}$`);
  await reviewActions(page).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}
