// Password login, waits after wrong passwords, sessions (logout, 6 h expiry) and the route limit, through real requests.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, sessions, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { hashSessionToken, SESSION_TTL_MS } from '../../plugins/session.js';
import { buildAuthKit, createMember, freshIp } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { ADDRESS_MEMORY_MS } from './login-throttle.js';
import { purgeLoginThrottles } from './purge.js';
import { AUTH_RATE_LIMITS } from './routes.js';

const LOGIN = '/api/indexnew/login';
const USER_DETAIL = '/api/Person/user_detail1';
const LOGOUT = '/api/indexnew/logout';

describeEachDatabase('login by account and password', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const sessionCount = async () => (await kit.db.select({ n: count() }).from(sessions))[0]!.n;

  it('logs demo_enterprise in with the user info of its row and a token stored only as a hash', async () => {
    const res = await kit.post(LOGIN, {
      type: 1,
      account: 'demo_enterprise',
      password: DEMO_PASSWORD,
      user_id: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, msg: '成功' });
    const [row] = await kit.db.select().from(users).where(eq(users.username, 'demo_enterprise'));
    expect(body.data).toMatchObject({
      id: row!.id,
      user_id: row!.id,
      username: row!.username,
      nickname: row!.nickname,
      mobile: row!.mobile,
      email: row!.email,
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await kit.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(body.data.token)));
    expect(stored).toMatchObject({ userId: row!.id, revokedAt: null });
    expect(stored!.expiresAt.getTime()).toBe(kit.clock.now().getTime() + SESSION_TTL_MS);
  });

  it.each([
    ['the mobile', DEMO_ACCOUNTS.member.mobile],
    ['the username in another case', 'DEMO_Member'],
  ])('accepts %s as the account', async (_case, account) => {
    const { userId } = await kit.loginWithPassword(account, DEMO_PASSWORD);
    const [row] = await kit.db
      .select()
      .from(users)
      .where(eq(users.mobile, DEMO_ACCOUNTS.member.mobile));
    expect(userId).toBe(row!.id);
  });

  it('accepts the bound email', async () => {
    const { userId } = await kit.loginWithPassword(
      DEMO_ACCOUNTS.enterprise.email.toUpperCase(),
      DEMO_PASSWORD,
    );
    const [row] = await kit.db
      .select()
      .from(users)
      .where(eq(users.mobile, DEMO_ACCOUNTS.enterprise.mobile));
    expect(userId).toBe(row!.id);
  });

  it('answers the same 账号或密码错误 for a wrong password, an unknown account and a member without a password', async () => {
    const before = await sessionCount();
    const answers = await Promise.all([
      kit.post(LOGIN, { type: 1, account: 'demo_member', password: 'Wrong@2026' }),
      kit.post(LOGIN, { type: 1, account: 'nobody_here', password: 'Wrong@2026' }),
      kit.post(LOGIN, { type: 1, account: DEMO_ACCOUNTS.phoneOnly.mobile, password: 'Wrong@2026' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: '账号或密码错误' });
    }
    expect(await sessionCount()).toBe(before);
    // The failure was counted on demo_member only; a correct login clears it.
    await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
  });

  describe('wrong passwords: waits per account and address, never a lock on the account', () => {
    const attempt = (account: string, password: string, ip: string) =>
      kit.post(LOGIN, { type: 1, account, password }, { ip });
    const WRONG = { code: 0, msg: '账号或密码错误' };
    const wait = (minutes: number) => ({
      code: 0,
      msg: `尝试次数过多，请${minutes}分钟后再试，或使用短信验证码登录/找回密码`,
    });

    it('lets the owner in from another address while an attacker fails on the account (no 15-minute lock)', async () => {
      const id = await createMember(kit.db, { username: 'target_one', password: 'Right@2026' });
      const attacker = freshIp();
      for (let failure = 1; failure <= 12; failure += 1) {
        await attempt('target_one', 'Wrong@2026', attacker);
        kit.clock.advance(61 * 60_000);
      }
      const owner = await attempt('target_one', 'Right@2026', freshIp());
      expect(owner.json()).toMatchObject({ code: 1, data: { id } });
      // And right after a burst of five: the old design locked the account for everybody here.
      const burst = freshIp();
      for (let failure = 1; failure <= 5; failure += 1)
        await attempt('target_one', 'Wrong@2026', burst);
      expect((await attempt('target_one', 'Right@2026', freshIp())).json()).toMatchObject({
        code: 1,
        data: { id },
      });
    });

    it('makes the failing address wait after 5 failures, 1, 2, 4 … up to 60 minutes, even with the right password', async () => {
      const id = await createMember(kit.db, { username: 'slow_down', password: 'Right@2026' });
      const ip = freshIp();
      for (let failure = 1; failure <= 4; failure += 1) {
        expect((await attempt('slow_down', 'Wrong@2026', ip)).json()).toEqual(WRONG);
      }
      expect((await attempt('slow_down', 'Wrong@2026', ip)).json()).toEqual(wait(1));
      // While it waits, that address gets no answer about the password at all.
      const during = await attempt('slow_down', 'Right@2026', ip);
      expect(during.json()).toEqual(wait(1));
      expect(during.json().data).toBeUndefined();

      kit.clock.advance(60_000 - 1000);
      expect((await attempt('slow_down', 'Wrong@2026', ip)).json()).toEqual(wait(1));
      kit.clock.advance(1000);
      let previous = 0;
      for (const minutes of [2, 4, 8, 16, 32, 60, 60]) {
        kit.clock.advance(previous * 60_000);
        expect((await attempt('slow_down', 'Wrong@2026', ip)).json()).toEqual(wait(minutes));
        previous = minutes;
      }
      kit.clock.advance(previous * 60_000);
      // Waited out: the right password logs in and clears this address's count.
      expect((await attempt('slow_down', 'Right@2026', ip)).json()).toMatchObject({
        code: 1,
        data: { id },
      });
      expect((await attempt('slow_down', 'Wrong@2026', ip)).json()).toEqual(WRONG);
    });

    it('answers an unknown account exactly like a known one, step by step', async () => {
      await createMember(kit.db, { username: 'known_login', password: 'Right@2026' });
      const knownIp = freshIp();
      const unknownIp = freshIp();
      const steps: [string, number][] = [
        ...Array.from({ length: 6 }, (): [string, number] => ['Wrong@2026', 0]),
        ['Wrong@2026', 61_000],
        ['Wrong@2026', 0],
        ['Wrong@2026', 2 * 60_000 + 1000],
        ['Right@2026', 0],
      ];
      for (const [password, advance] of steps) {
        kit.clock.advance(advance);
        const known = await attempt('known_login', password, knownIp);
        const unknown = await attempt('unknown_login', password, unknownIp);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
      }
    });

    it('counts the account as typed in any case and spacing, per address', async () => {
      await createMember(kit.db, { username: 'case_mix', password: 'Right@2026' });
      const ip = freshIp();
      for (const account of ['case_mix', 'CASE_MIX', ' Case_Mix', 'case_MIX '])
        await attempt(account, 'Wrong@2026', ip);
      expect((await attempt('Case_mix', 'Wrong@2026', ip)).json()).toEqual(wait(1));
    });

    it('beyond 20 failures across addresses, a failing address waits after its first failure, and the owner still gets in', async () => {
      const id = await createMember(kit.db, { username: 'sprayed', password: 'Right@2026' });
      const sprayers = Array.from({ length: 20 }, () => freshIp());
      for (const ip of sprayers)
        expect((await attempt('sprayed', 'Wrong@2026', ip)).json()).toEqual(WRONG);
      expect((await attempt('sprayed', 'Wrong@2026', freshIp())).json()).toEqual(wait(1));
      expect((await attempt('sprayed', 'Wrong@2026', sprayers[0]!)).json()).toEqual(wait(2));
      expect((await attempt('sprayed', 'Right@2026', sprayers[0]!)).json()).toEqual(wait(2));
      expect((await attempt('sprayed', 'Right@2026', freshIp())).json()).toMatchObject({
        code: 1,
        data: { id },
      });
      // An hour without failures ends it: five free tries per address again.
      kit.clock.advance(61 * 60_000);
      const later = freshIp();
      for (let failure = 1; failure <= 4; failure += 1)
        expect((await attempt('sprayed', 'Wrong@2026', later)).json()).toEqual(WRONG);
    });

    it("forgets an address's failures after a day without one", async () => {
      await createMember(kit.db, { username: 'slow_typo', password: 'Right@2026' });
      const ip = freshIp();
      for (let failure = 1; failure <= 4; failure += 1)
        await attempt('slow_typo', 'Wrong@2026', ip);
      kit.clock.advance(24 * 60 * 60_000 + 1000);
      for (let failure = 1; failure <= 4; failure += 1)
        expect((await attempt('slow_typo', 'Wrong@2026', ip)).json()).toEqual(WRONG);
      await kit.loginWithPassword('slow_typo', 'Right@2026');
    });

    it('counts concurrent failures from one address without losing any', async () => {
      await createMember(kit.db, { username: 'racing', password: 'Right@2026' });
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => attempt('racing', 'Wrong@2026', ip)),
      );
      expect(answers.filter((res) => res.json().msg === WRONG.msg)).toHaveLength(4);
      expect((await attempt('racing', 'Right@2026', ip)).json().msg).toMatch(/^尝试次数过多/);
    });

    it('purges counts a day after their last failure', async () => {
      const now = kit.clock.now();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await kit.db.insert(loginThrottles).values([
        {
          key: 'purge-old',
          accountHash: 'purge',
          failures: 9,
          lastFailureAt: ago(ADDRESS_MEMORY_MS + 1),
        },
        {
          key: 'purge-recent',
          accountHash: 'purge',
          failures: 9,
          lastFailureAt: ago(ADDRESS_MEMORY_MS - 1),
          blockedUntil: now,
        },
      ]);
      expect(await purgeLoginThrottles(kit.db, now)).toBeGreaterThanOrEqual(1);
      const left = await kit.db
        .select({ key: loginThrottles.key })
        .from(loginThrottles)
        .where(eq(loginThrottles.accountHash, 'purge'));
      expect(left).toEqual([{ key: 'purge-recent' }]);
    });

    it('keeps neither the account nor the address in clear', async () => {
      const ip = '10.200.200.200';
      await attempt('clear_text_probe', 'Wrong@2026', ip);
      const rows = await kit.db.select().from(loginThrottles);
      const dump = JSON.stringify(rows);
      expect(rows.length).toBeGreaterThan(0);
      expect(dump).not.toContain('clear_text_probe');
      expect(dump).not.toContain(ip);
    });
  });

  describe('sessions', () => {
    it('ends the session on logout: the token then answers 402', async () => {
      const { token, userId } = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      expect((await kit.post(USER_DETAIL, { user_id: userId }, { token })).statusCode).toBe(200);
      const out = await kit.post(LOGOUT, { user_id: userId }, { token });
      expect(out.json()).toEqual({ code: 200, msg: '成功', data: null });
      const [row] = await kit.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      expect(row!.revokedAt).not.toBeNull();
      const after = await kit.post(USER_DETAIL, { user_id: userId }, { token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
      // Logging out twice is refused the same way, and other sessions of the member live on.
      expect((await kit.post(LOGOUT, {}, { token })).json().code).toBe(402);
    });

    it('keeps other sessions of the member when one logs out', async () => {
      const first = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      const second = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      await kit.post(LOGOUT, {}, { token: first.token });
      expect((await kit.post(USER_DETAIL, {}, { token: second.token })).statusCode).toBe(200);
    });

    it('expires a token 6 h after login', async () => {
      const { token } = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      kit.clock.advance(SESSION_TTL_MS - 1000);
      expect((await kit.post(USER_DETAIL, {}, { token })).statusCode).toBe(200);
      kit.clock.advance(1000);
      const res = await kit.post(USER_DETAIL, {}, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
    });

    it('requires a token for logout', async () => {
      const res = await kit.post(LOGOUT, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
    });
  });

  describe('bad input', () => {
    it.each([
      ['no type', { account: 'demo_member', password: DEMO_PASSWORD }, /登录方式有误/],
      [
        'an unknown type',
        { type: 3, account: 'demo_member', password: DEMO_PASSWORD },
        /登录方式有误/,
      ],
      ['no account', { type: 1, password: DEMO_PASSWORD }, /请输入账号/],
      ['a blank account', { type: 1, account: '   ', password: DEMO_PASSWORD }, /请输入账号/],
      ['no password', { type: 1, account: 'demo_member' }, /请输入密码/],
      [
        'a number as password',
        { type: 1, account: 'demo_member', password: 20260101 },
        /参数 password 有误/,
      ],
      [
        'an over-long account',
        { type: 1, account: 'a'.repeat(65), password: DEMO_PASSWORD },
        /账号不能超过64个字符/,
      ],
      [
        'an over-long password',
        { type: 1, account: 'demo_member', password: 'p'.repeat(65) },
        /密码不能超过64个字符/,
      ],
      ['an SMS login without code', { type: 2, account: '13800000002' }, /请输入验证码/],
    ])('answers 400 in Chinese for %s and starts no session', async (_case, payload, message) => {
      const before = await sessionCount();
      const res = await kit.post(LOGIN, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect(await sessionCount()).toBe(before);
    });

    it.each([
      ["' OR '1'='1", "' OR '1'='1"],
      ["demo_member'; drop table users; --", 'x'],
      ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
    ])('treats SQL and HTML payloads as a plain wrong account (%s)', async (account, password) => {
      const before = await sessionCount();
      const res = await kit.post(LOGIN, { type: 1, account, password });
      expect(res.json()).toEqual({ code: 0, msg: '账号或密码错误' });
      expect(await sessionCount()).toBe(before);
      expect((await kit.db.select({ n: count() }).from(users))[0]!.n).toBeGreaterThan(0);
    });
  });

  it('answers 429 in the envelope once an IP passes the login limit', async () => {
    const ip = freshIp();
    const { max } = AUTH_RATE_LIMITS.login;
    for (let attempt = 0; attempt < max; attempt += 1) {
      // Bad bodies are cheap and count all the same.
      expect((await kit.post(LOGIN, {}, { ip })).statusCode).toBe(400);
    }
    const limited = await kit.post(
      LOGIN,
      { type: 1, account: 'demo_member', password: DEMO_PASSWORD },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await kit.post(LOGIN, { type: 1, account: 'demo_member', password: DEMO_PASSWORD })).json()
        .code,
    ).toBe(1);
  });
});
