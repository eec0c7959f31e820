// dx_send and SMS login: hashed codes, expiry, tries, single use, send limits, no enumeration.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, users, verificationCodes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { buildAuthKit, freshIp, freshMobile } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import {
  CODE_TTL_MS,
  DAILY_SENDS_PER_TARGET,
  HOURLY_SENDS_PER_IP,
  RESEND_INTERVAL_MS,
} from './verification-codes.js';

const DX_SEND = '/api/user/dx_send';
const LOGIN = '/api/indexnew/login';

describeEachDatabase('SMS codes and SMS login', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const send = (phone: string, ip?: string) =>
    kit.post(DX_SEND, { type: 2, phone, user_id: '' }, ip ? { ip } : {});
  const smsLogin = (phone: string, code: string) =>
    kit.post(LOGIN, { type: 2, account: phone, code });
  const codeRows = (phone: string) =>
    kit.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone))
      .orderBy(desc(verificationCodes.id));
  const outboxCount = async (phone: string) =>
    (
      await kit.db
        .select({ n: count() })
        .from(messageOutbox)
        .where(eq(messageOutbox.recipient, phone))
    )[0]!.n;
  /** Any code except the right one. */
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code through the outbox and keeps only its HMAC', async () => {
    const phone = freshMobile();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: '成功', data: null });
    const code = await kit.latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codeRows(phone);
    expect(row).toMatchObject({
      channel: 'sms',
      purpose: 'login',
      attempts: 0,
      usedAt: null,
      delivered: true,
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(CODE_TTL_MS);
    expect(JSON.stringify(row)).not.toContain(code);
    const [message] = await kit.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, phone));
    expect(message!.body).toContain(code);
    expect(message!.body).toMatch(/5分钟内有效/);
  });

  it('logs an unknown phone in as a new member with only that mobile', async () => {
    const phone = freshMobile();
    await send(phone);
    const res = await smsLogin(phone, (await kit.latestCode(phone))!);
    expect(res.json()).toMatchObject({ code: 1, msg: '成功' });
    const [created] = await kit.db.select().from(users).where(eq(users.mobile, phone));
    expect(created).toMatchObject({ username: null, passwordHash: null, email: null });
    expect(res.json().data).toEqual({
      id: created!.id,
      user_id: created!.id,
      nickname: null,
      username: null,
      email: null,
      mobile: phone,
      avatar_id: null,
      notice_time: null,
      qyedit: null,
      qiyeauthentication: null,
      enterprise: null,
      roles: ['member'],
      token: expect.any(String),
    });
  });

  it('logs a registered phone in as its member, creating nobody', async () => {
    const phone = DEMO_ACCOUNTS.phoneOnly.mobile;
    const [member] = await kit.db.select().from(users).where(eq(users.mobile, phone));
    const before = (await kit.db.select({ n: count() }).from(users))[0]!.n;
    await send(phone);
    const res = await smsLogin(phone, (await kit.latestCode(phone))!);
    expect(res.json()).toMatchObject({ code: 1, data: { id: member!.id, username: null } });
    expect((await kit.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('answers dx_send identically for a registered and an unregistered phone', async () => {
    const registered = await send(DEMO_ACCOUNTS.member.mobile);
    const unregistered = await send(freshMobile());
    expect(registered.statusCode).toBe(unregistered.statusCode);
    expect(registered.body).toBe(unregistered.body);
    expect(registered.headers['content-length']).toBe(unregistered.headers['content-length']);
  });

  it('uses a code once', async () => {
    const phone = freshMobile();
    await send(phone);
    const code = (await kit.latestCode(phone))!;
    expect((await smsLogin(phone, code)).json().code).toBe(1);
    expect((await smsLogin(phone, code)).json()).toEqual({
      code: 0,
      msg: '验证码已使用，请重新获取',
    });
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = freshMobile();
    await send(phone);
    const code = (await kit.latestCode(phone))!;
    kit.clock.advance(CODE_TTL_MS);
    expect((await smsLogin(phone, code)).json()).toEqual({
      code: 0,
      msg: '验证码已过期，请重新获取',
    });
    expect(await kit.db.select().from(users).where(eq(users.mobile, phone))).toEqual([]);
  });

  it('kills a code after 5 wrong tries, even for the right code after that', async () => {
    const phone = freshMobile();
    await send(phone);
    const code = (await kit.latestCode(phone))!;
    const wrong = wrongCodeFor(code);
    for (let left = 4; left >= 1; left -= 1) {
      expect((await smsLogin(phone, wrong)).json()).toEqual({
        code: 0,
        msg: `验证码错误，还可尝试${left}次`,
      });
    }
    expect((await smsLogin(phone, wrong)).json()).toEqual({
      code: 0,
      msg: '验证码错误次数过多，请重新获取',
    });
    expect((await smsLogin(phone, code)).json()).toEqual({
      code: 0,
      msg: '验证码错误次数过多，请重新获取',
    });
    expect((await codeRows(phone))[0]!.attempts).toBe(5);
  });

  it('refuses a login code that was never sent', async () => {
    expect((await smsLogin(freshMobile(), '123456')).json()).toEqual({
      code: 0,
      msg: '请先获取验证码',
    });
  });

  it('only counts the newest code once a new one is sent', async () => {
    const phone = freshMobile();
    await send(phone);
    const first = (await kit.latestCode(phone))!;
    kit.clock.advance(RESEND_INTERVAL_MS);
    await send(phone);
    const second = (await kit.latestCode(phone))!;
    if (first !== second) expect((await smsLogin(phone, first)).json().code).toBe(0);
    expect((await smsLogin(phone, second)).json().code).toBe(1);
  });

  describe('send limits', () => {
    it('allows a resend after 60 s, telling the seconds left before', async () => {
      const phone = freshMobile();
      await send(phone);
      kit.clock.advance(15_000);
      expect((await send(phone)).json()).toEqual({ code: 0, msg: '验证码已发送，请45秒后再试' });
      kit.clock.advance(44_500);
      expect((await send(phone)).json()).toEqual({ code: 0, msg: '验证码已发送，请1秒后再试' });
      kit.clock.advance(500);
      expect((await send(phone)).json().code).toBe(1);
      expect(await outboxCount(phone)).toBe(2);
    });

    it('sends at most 10 codes to a phone a day (Beijing time)', async () => {
      const phone = freshMobile();
      // 10:00 in Beijing, so the 10 sends a minute apart stay within the day.
      kit.clock.set(new Date('2026-03-10T02:00:00Z'));
      for (let sent = 0; sent < DAILY_SENDS_PER_TARGET; sent += 1) {
        expect((await send(phone)).json().code).toBe(1);
        kit.clock.advance(RESEND_INTERVAL_MS);
      }
      expect((await send(phone)).json()).toEqual({
        code: 0,
        msg: '今日获取验证码次数已达上限，请明天再试',
      });
      expect(await outboxCount(phone)).toBe(DAILY_SENDS_PER_TARGET);
      // Midnight in Beijing is 16:00 UTC: the next day starts there, not at UTC midnight.
      kit.clock.set(new Date('2026-03-10T15:59:59Z'));
      expect((await send(phone)).json().code).toBe(0);
      kit.clock.set(new Date('2026-03-10T16:00:00Z'));
      expect((await send(phone)).json().code).toBe(1);
    });

    it('sends at most 20 codes an hour for one IP, whatever the phones', async () => {
      const ip = freshIp();
      for (let sent = 0; sent < HOURLY_SENDS_PER_IP; sent += 1) {
        expect((await send(freshMobile(), ip)).json().code).toBe(1);
      }
      const phone = freshMobile();
      expect((await send(phone, ip)).json()).toEqual({
        code: 0,
        msg: '获取验证码过于频繁，请1小时后再试',
      });
      expect(await outboxCount(phone)).toBe(0);
      expect((await send(phone)).json().code).toBe(1);
      kit.clock.advance(60 * 60_000);
      expect((await send(freshMobile(), ip)).json().code).toBe(1);
    });

    it('answers the limits identically for a registered and an unregistered phone', async () => {
      const registered = DEMO_ACCOUNTS.enterprise.mobile;
      const unregistered = freshMobile();
      kit.clock.advance(RESEND_INTERVAL_MS);
      await send(registered);
      await send(unregistered);
      kit.clock.advance(10_000);
      const again = [await send(registered), await send(unregistered)];
      expect(again[0]!.body).toBe(again[1]!.body);
      expect(again[0]!.json().code).toBe(0);
    });
  });

  describe('bad input', () => {
    it.each([
      ['no phone', { type: 2 }, /请输入手机号/],
      ['a malformed phone', { type: 2, phone: '12345' }, /手机号输入有误/],
      ['a wrong type', { type: 1, phone: '13900000000' }, /验证码类型有误/],
      ['a phone as number', { type: 2, phone: 13900000000 }, /参数 phone 有误/],
      ['an SQL payload', { type: 2, phone: "139'; delete from users;--" }, /手机号输入有误/],
      ['an HTML payload', { type: 2, phone: '<b>13900000000</b>' }, /手机号输入有误/],
    ])('answers 400 for %s and sends nothing', async (_case, payload, message) => {
      const before = (await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n;
      const res = await kit.post(DX_SEND, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect((await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n).toBe(before);
    });

    it('refuses a landline (the contract §5 phone rule admits it, SMS cannot reach it)', async () => {
      const res = await send('0571-88162288');
      expect(res.json()).toEqual({ code: 0, msg: '短信验证码只能发送到手机号' });
      expect(
        await kit.db
          .select()
          .from(verificationCodes)
          .where(and(eq(verificationCodes.target, '0571-88162288'))),
      ).toEqual([]);
    });

    it('answers 400 for a malformed SMS login code and costs no try', async () => {
      const phone = freshMobile();
      await send(phone);
      const res = await kit.post(LOGIN, { type: 2, account: phone, code: '12ab56' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/验证码为6位数字/);
      expect((await codeRows(phone))[0]!.attempts).toBe(0);
    });
  });
});
