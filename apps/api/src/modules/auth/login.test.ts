// Password login, lockout, sessions (logout, 6 h expiry) and the route limit, through real requests.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { hashSessionToken, SESSION_TTL_MS } from '../../plugins/session.js';
import { buildAuthKit, createMember, freshIp, userRow } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { LOCK_DURATION_MS } from './lockout.js';
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
    const res = await kit.post(LOGIN, { type: 1, account: 'demo_enterprise', password: DEMO_PASSWORD, user_id: '' });
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
    const [stored] = await kit.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(body.data.token)));
    expect(stored).toMatchObject({ userId: row!.id, revokedAt: null });
    expect(stored!.expiresAt.getTime()).toBe(kit.clock.now().getTime() + SESSION_TTL_MS);
  });

  it.each([
    ['the mobile', DEMO_ACCOUNTS.member.mobile],
    ['the username in another case', 'DEMO_Member'],
  ])('accepts %s as the account', async (_case, account) => {
    const { userId } = await kit.loginWithPassword(account, DEMO_PASSWORD);
    const [row] = await kit.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.member.mobile));
    expect(userId).toBe(row!.id);
  });

  it('accepts the bound email', async () => {
    const { userId } = await kit.loginWithPassword(DEMO_ACCOUNTS.enterprise.email.toUpperCase(), DEMO_PASSWORD);
    const [row] = await kit.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterprise.mobile));
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

  describe('lockout', () => {
    it('locks after 5 failures in 15 min, refuses even the right password, and lets it in after 15 min', async () => {
      const id = await createMember(kit.db, { username: 'lock_me', password: 'Right@2026' });
      const attempt = (password: string) => kit.post(LOGIN, { type: 1, account: 'lock_me', password });
      for (let failure = 1; failure <= 4; failure += 1) {
        expect((await attempt('Wrong@2026')).json()).toEqual({ code: 0, msg: '账号或密码错误' });
        kit.clock.advance(60_000);
      }
      expect((await attempt('Wrong@2026')).json()).toEqual({ code: 0, msg: '密码错误次数过多，账号已锁定，请15分钟后再试' });
      expect((await userRow(kit.db, id)).lockedUntil!.getTime()).toBe(kit.clock.now().getTime() + LOCK_DURATION_MS);

      kit.clock.advance(5 * 60_000);
      const during = await attempt('Right@2026');
      expect(during.json()).toEqual({ code: 0, msg: '密码错误次数过多，账号已锁定，请10分钟后再试' });
      expect(during.json().data).toBeUndefined();

      kit.clock.advance(10 * 60_000);
      const after = await attempt('Right@2026');
      expect(after.json()).toMatchObject({ code: 1, data: { id } });
      expect(await userRow(kit.db, id)).toMatchObject({ lockedUntil: null, failedLoginCount: 0 });
    });

    it('does not lock for 5 failures spread over more than 15 min', async () => {
      await createMember(kit.db, { username: 'slow_typo', password: 'Right@2026' });
      for (let failure = 1; failure <= 5; failure += 1) {
        const res = await kit.post(LOGIN, { type: 1, account: 'slow_typo', password: 'Wrong@2026' });
        expect(res.json().msg).toBe('账号或密码错误');
        kit.clock.advance(4 * 60_000);
      }
      await kit.loginWithPassword('slow_typo', 'Right@2026');
    });
  });

  describe('sessions', () => {
    it('ends the session on logout: the token then answers 402', async () => {
      const { token, userId } = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      expect((await kit.post(USER_DETAIL, { user_id: userId }, { token })).statusCode).toBe(200);
      const out = await kit.post(LOGOUT, { user_id: userId }, { token });
      expect(out.json()).toEqual({ code: 200, msg: '成功', data: null });
      const [row] = await kit.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
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
      ['an unknown type', { type: 3, account: 'demo_member', password: DEMO_PASSWORD }, /登录方式有误/],
      ['no account', { type: 1, password: DEMO_PASSWORD }, /请输入账号/],
      ['a blank account', { type: 1, account: '   ', password: DEMO_PASSWORD }, /请输入账号/],
      ['no password', { type: 1, account: 'demo_member' }, /请输入密码/],
      ['a number as password', { type: 1, account: 'demo_member', password: 20260101 }, /参数 password 有误/],
      ['an over-long account', { type: 1, account: 'a'.repeat(65), password: DEMO_PASSWORD }, /账号不能超过64个字符/],
      ['an over-long password', { type: 1, account: 'demo_member', password: 'p'.repeat(65) }, /密码不能超过64个字符/],
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
      ['demo_member\'; drop table users; --', 'x'],
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
    const limited = await kit.post(LOGIN, { type: 1, account: 'demo_member', password: DEMO_PASSWORD }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await kit.post(LOGIN, { type: 1, account: 'demo_member', password: DEMO_PASSWORD })).json().code).toBe(1);
  });
});
