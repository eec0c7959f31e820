// Console sign-in (issue 26): password + TOTP, enrolment at the first sign-in with recovery codes
// shown once, replays refused, wrong codes throttled like wrong passwords, members refused, console
// sessions ended by idleness, and every console call refused to a member's token. The app's clock
// (kit.clock) stands in for time: TOTP steps and idleness move only when a test moves it.
import { callDomains } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTotp, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { buildAuthKit, createMember, freshIp } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { CONSOLE_IDLE_MS } from '../../plugins/session.js';
import { FREE_FAILURES } from '../auth/login-throttle.js';
import { NOT_STAFF } from './staff.js';
import { newTotpSecret, totpCode, TOTP_PERIOD_S } from './totp.js';

const SIGN_IN = '/api/console/auth/sign-in';
const ENROL = '/api/console/auth/totp-enrol';
const ME = '/api/console/auth/me';
const PASSWORD = 'Staff@2026';

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

let staffCounter = 0;

describeEachDatabase('console sign-in with a TOTP second factor (issue 26)', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  /** A fresh operator (or other role) with an enrolled secret, unless `enrolled` is false. */
  async function staff(role: 'operator' | 'handler' | 'admin' = 'operator', enrolled = true) {
    staffCounter += 1;
    const username = `staff_${process.pid}_${staffCounter}`;
    const id = await createMember(kit.db, { username, password: PASSWORD });
    await kit.db.update(users).set({ role }).where(eq(users.id, id));
    const secret = newTotpSecret();
    if (enrolled)
      await kit.db.insert(consoleTotp).values({ userId: id, secret, enrolledAt: kit.clock.now() });
    return { id, username, secret };
  }

  const signIn = (body: Record<string, unknown>, ip = freshIp()) =>
    kit.post(SIGN_IN, { password: PASSWORD, ...body }, { ip });
  const nextStep = () => kit.clock.advance(TOTP_PERIOD_S * 1000);

  it('asks for the code after the right password, and signs in with the current code', async () => {
    const { username, secret } = await staff();
    const first = await signIn({ account: username });
    expect(first.json<Envelope>().data).toEqual({ step: 'code' });
    const res = await signIn({ account: username, code: totpCode(secret, kit.clock.now()) });
    const body = res.json<Envelope<{ step: string; token: string; me: { role_label: string } }>>();
    expect(body.data.step).toBe('signed_in');
    expect(body.data.me.role_label).toBe('平台运营');
    const me = await kit.post(ME, {}, { token: body.data.token });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong code in Chinese', async () => {
    const { username, secret } = await staff();
    const wrong = String((Number(totpCode(secret, kit.clock.now())) + 1) % 1_000_000).padStart(
      6,
      '0',
    );
    const res = await signIn({ account: username, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().msg).toContain('动态验证码错误');
  });

  it('refuses a code used once already (replay), and accepts the next step', async () => {
    const { username, secret } = await staff();
    const code = totpCode(secret, kit.clock.now());
    expect((await signIn({ account: username, code })).statusCode).toBe(200);
    const replay = await signIn({ account: username, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<Envelope>().msg).toContain('已使用');
    nextStep();
    expect(
      (await signIn({ account: username, code: totpCode(secret, kit.clock.now()) })).statusCode,
    ).toBe(200);
  });

  it('enrols at the first sign-in: QR and secret, then one code gives the session and recovery codes', async () => {
    const { username, id } = await staff('admin', false);
    const start = (await signIn({ account: username })).json<
      Envelope<{ step: string; enrol_token: string; qr: string; secret: string }>
    >().data;
    expect(start.step).toBe('enrol');
    expect(start.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(start.qr.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    // Not enrolled until confirmed: a code alone does not sign in yet.
    const [pending] = await kit.db.select().from(consoleTotp).where(eq(consoleTotp.userId, id));
    expect(pending!.enrolledAt).toBeNull();

    const wrong = await kit.post(ENROL, { enrol_token: start.enrol_token, code: '000000' });
    expect(wrong.json<Envelope>().msg).toContain('动态验证码错误');
    const done = await kit.post(ENROL, {
      enrol_token: start.enrol_token,
      code: totpCode(start.secret, kit.clock.now()),
    });
    const body = done.json<Envelope<{ token: string; recovery_codes: string[] }>>();
    expect(done.statusCode).toBe(200);
    expect(body.data.recovery_codes).toHaveLength(10);
    // The token is single use: the same enrolment cannot be confirmed twice.
    nextStep();
    const again = await kit.post(ENROL, {
      enrol_token: start.enrol_token,
      code: totpCode(start.secret, kit.clock.now()),
    });
    expect(again.json<Envelope>().msg).toBe('绑定已失效，请重新登录');
    // Now the account asks for a code.
    expect((await signIn({ account: username })).json<Envelope>().data).toEqual({ step: 'code' });
  });

  it('a recovery code signs in once only', async () => {
    const { username } = await staff('operator', false);
    const start = (await signIn({ account: username })).json<
      Envelope<{ enrol_token: string; secret: string }>
    >().data;
    const { recovery_codes } = (
      await kit.post(ENROL, {
        enrol_token: start.enrol_token,
        code: totpCode(start.secret, kit.clock.now()),
      })
    ).json<Envelope<{ recovery_codes: string[] }>>().data;
    const code = recovery_codes[0]!;
    expect((await signIn({ account: username, code: code.toUpperCase() })).statusCode).toBe(200);
    const reuse = await signIn({ account: username, code });
    expect(reuse.statusCode).toBe(400);
  });

  it("refuses a member's account with a Chinese message", async () => {
    const username = `member_${process.pid}_${++staffCounter}`;
    await createMember(kit.db, { username, password: PASSWORD });
    const res = await signIn({ account: username });
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope>().msg).toBe(NOT_STAFF);
  });

  it('ends a console session after 30 idle minutes, and keeps it while used', async () => {
    const { username, secret } = await staff();
    const { token } = (
      await signIn({ account: username, code: totpCode(secret, kit.clock.now()) })
    ).json<Envelope<{ token: string }>>().data;
    kit.clock.advance(CONSOLE_IDLE_MS - 60_000);
    expect((await kit.post(ME, {}, { token })).statusCode).toBe(200);
    kit.clock.advance(CONSOLE_IDLE_MS - 60_000);
    expect((await kit.post(ME, {}, { token })).statusCode).toBe(200);
    kit.clock.advance(CONSOLE_IDLE_MS);
    const ended = await kit.post(ME, {}, { token });
    expect(ended.json<Envelope>().code).toBe(402);
  });

  it('makes an address wait after repeated wrong codes, like wrong passwords', async () => {
    const { username, secret } = await staff();
    const ip = freshIp();
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) {
      expect((await signIn({ account: username, code: '000000' }, ip)).statusCode).toBe(400);
    }
    const last = await signIn({ account: username, code: '000000' }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.json<Envelope>().msg).toContain('尝试次数过多');
    // Even the right code waits now.
    const right = await signIn({ account: username, code: totpCode(secret, kit.clock.now()) }, ip);
    expect(right.statusCode).toBe(429);
  });

  it('refuses a portal session of a staff account on console calls (the second factor is required)', async () => {
    const { username } = await staff();
    const portal = await kit.loginWithPassword(username, PASSWORD);
    const res = await kit.post(ME, {}, { token: portal.token });
    expect(res.statusCode).toBe(401);
  });

  it('the demo operator is enrolled with the fixed secret the README prints', async () => {
    const { totpSecret, username } = DEMO_ACCOUNTS.operator;
    nextStep();
    const res = await kit.post(
      SIGN_IN,
      { account: username, password: DEMO_PASSWORD, code: totpCode(totpSecret, kit.clock.now()) },
      { ip: freshIp() },
    );
    expect(res.json<Envelope<{ step: string }>>().data.step).toBe('signed_in');
  });

  describe("every console call refuses a member's token", () => {
    const consoleCalls = [
      ...Object.values(callDomains['console-auth']),
      ...Object.values(callDomains['work-queue-admin']),
    ].filter((call) => call.auth !== 'public');
    it.each(consoleCalls.map((call) => [call.name, call.path] as const))('%s', async (_, path) => {
      const username = `member_${process.pid}_${++staffCounter}`;
      await createMember(kit.db, { username, password: PASSWORD });
      const { token } = await kit.loginWithPassword(username, PASSWORD);
      const res = await kit.post(path, {}, { token });
      expect(res.statusCode).toBe(403);
    });
  });
});
