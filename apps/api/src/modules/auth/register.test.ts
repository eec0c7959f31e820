// register: SMS-proven phone, unique username (any case) and phone, logged in at once.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { hashSessionToken } from '../../plugins/session.js';
import { buildAuthKit, freshMobile, userCount } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const REGISTER = '/api/user/register';

describeEachDatabase('register', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  /** Sends a code to a phone and answers it, as the portal's form does. */
  const codeFor = async (phone: string): Promise<string> => {
    kit.clock.advance(60_000);
    const sent = await kit.post('/api/user/dx_send', { type: 2, phone });
    expect(sent.json().code).toBe(1);
    return (await kit.latestCode(phone))!;
  };

  it('creates the member with a scrypt hash, uses the code and answers a working session', async () => {
    const phone = freshMobile();
    const code = await codeFor(phone);
    const res = await kit.post(REGISTER, {
      username: 'New_Member1',
      password: 'Secret2026',
      phone,
      code,
      user_id: '',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await kit.db.select().from(users).where(eq(users.mobile, phone));
    expect(row).toMatchObject({ username: 'New_Member1', email: null });
    expect(row!.passwordHash).toMatch(
      /^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/,
    );
    expect(row!.passwordHash).not.toContain('Secret2026');
    expect(res.json()).toMatchObject({
      code: 200,
      data: { id: row!.id, user_id: row!.id, username: 'New_Member1', mobile: phone },
    });
    const [session] = await kit.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(res.json().data.token)));
    expect(session!.userId).toBe(row!.id);
    const [used] = await kit.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(used!.usedAt).not.toBeNull();
    // The new password logs in.
    expect((await kit.loginWithPassword('new_member1', 'Secret2026')).userId).toBe(row!.id);
  });

  it('refuses a username taken in any case, keeps the code, and accepts a corrected name with it', async () => {
    const phone = freshMobile();
    const code = await codeFor(phone);
    const before = await userCount(kit.db);
    const taken = await kit.post(REGISTER, {
      username: 'DEMO_MEMBER',
      password: 'Secret2026',
      phone,
      code,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 400, msg: '该用户名已被注册' });
    expect(await userCount(kit.db)).toBe(before);
    const retried = await kit.post(REGISTER, {
      username: 'demo_member_two',
      password: 'Secret2026',
      phone,
      code,
    });
    expect(retried.json().code).toBe(200);
  });

  it('refuses a phone that is already registered', async () => {
    const phone = DEMO_ACCOUNTS.phoneOnly.mobile;
    const code = await codeFor(phone);
    const res = await kit.post(REGISTER, {
      username: 'phone_twice',
      password: 'Secret2026',
      phone,
      code,
    });
    expect(res.json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
    expect(
      await kit.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = 'phone_twice'`),
    ).toEqual([]);
  });

  it('checks the code before saying anything about the username or phone', async () => {
    const res = await kit.post(REGISTER, {
      username: 'demo_member',
      password: 'Secret2026',
      phone: DEMO_ACCOUNTS.member.mobile,
      code: '000000',
    });
    expect(res.json().msg).not.toMatch(/已注册|已被注册/);
  });

  it('counts a wrong code as a try and stores nothing', async () => {
    const phone = freshMobile();
    const code = await codeFor(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await kit.post(REGISTER, {
      username: 'wrong_code',
      password: 'Secret2026',
      phone,
      code: wrong,
    });
    expect(res.json()).toEqual({ code: 400, msg: '验证码错误，还可尝试4次' });
    expect(await kit.db.select().from(users).where(eq(users.mobile, phone))).toEqual([]);
  });

  it('registers one of two concurrent sign-ups with the same username', async () => {
    const [phoneA, phoneB] = [freshMobile(), freshMobile()];
    const [codeA, codeB] = [await codeFor(phoneA), await codeFor(phoneB)];
    const answers = await Promise.all([
      kit.post(REGISTER, {
        username: 'race_name',
        password: 'Secret2026',
        phone: phoneA,
        code: codeA,
      }),
      kit.post(REGISTER, {
        username: 'Race_Name',
        password: 'Secret2026',
        phone: phoneB,
        code: codeB,
      }),
    ]);
    expect(answers.map((res) => res.json().code).sort()).toEqual([200, 400]);
    const [{ n }] = (await kit.db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.username}) = 'race_name'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  describe('bad input', () => {
    const valid = {
      username: 'valid_name',
      password: 'Secret2026',
      phone: '13912345678',
      code: '123456',
    };
    it.each([
      ['no username', { ...valid, username: undefined }, /请输入用户名/],
      [
        'a username starting with a digit',
        { ...valid, username: '1abc' },
        /用户名为4–32位字母、数字或下划线，且以字母开头/,
      ],
      ['an over-long username', { ...valid, username: `a${'b'.repeat(32)}` }, /用户名为4–32位/],
      ['an HTML username', { ...valid, username: '<script>x</script>' }, /用户名为4–32位/],
      ['an SQL username', { ...valid, username: "a'; drop table users;--" }, /用户名为4–32位/],
      ['a short password', { ...valid, password: 'abc123' }, /密码长度为8–32位/],
      ['a password without digits', { ...valid, password: 'abcdefgh' }, /密码须同时包含字母和数字/],
      ['a landline', { ...valid, phone: '0571-88162288' }, /手机号输入有误/],
      ['a code of letters', { ...valid, code: 'abcdef' }, /验证码为6位数字/],
      ['a numeric code', { ...valid, code: 123456 }, /参数 code 有误/],
    ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
      const before = await userCount(kit.db);
      const res = await kit.post(REGISTER, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect(await userCount(kit.db)).toBe(before);
    });
  });
});
