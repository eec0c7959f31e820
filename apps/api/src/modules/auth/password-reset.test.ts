// forget_send / forget_reset: every account — unknown, or known with or without the chosen
// contact — gets the same answer; the new password works, the old one and every session end.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, sessions, verificationCodes } from '../../db/schema/index.js';
import {
  buildAuthKit,
  createMember,
  freshIp,
  freshMobile,
} from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { CODE_TTL_MS, DAILY_SENDS_PER_TARGET, RESEND_INTERVAL_MS } from './verification-codes.js';

const SEND = '/api/user/forget_send';
const RESET = '/api/user/forget_reset';

describeEachDatabase('password reset', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const outboxSize = async () => {
    // Reset codes are delivered after the answer; the demo reader waits for every pending one.
    await kit.latestCode('nobody@example.cn');
    return (await kit.db.select({ n: count() }).from(messageOutbox))[0]!.n;
  };
  const send = (account: string, channel: 'mobile' | 'email') =>
    kit.post(SEND, { account, channel, user_id: '' });
  const reset = (account: string, channel: 'mobile' | 'email', code: string, password: string) =>
    kit.post(RESET, { account, channel, code, password });

  it('sends a code to the bound email, and the code sets a new password that logs in', async () => {
    const id = await createMember(kit.db, {
      username: 'mail_reset',
      email: 'Mail.Reset@Example.cn',
      password: 'OldPass2026',
    });
    const sent = await send('mail_reset', 'email');
    expect(sent.json()).toEqual({ code: 200, msg: '成功', data: null });
    // Delivered after the answer: the demo reader waits for it, so read through it first.
    const code = (await kit.latestCode('mail.reset@example.cn'))!;
    const [message] = await kit.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, 'mail.reset@example.cn'));
    expect(message).toMatchObject({ channel: 'email', subject: '企业服务门户：找回密码验证码' });
    expect(message!.body).toContain(code);

    const done = await reset('mail_reset', 'email', code, 'NewPass2026');
    expect(done.json()).toEqual({ code: 200, msg: '成功', data: null });
    expect((await kit.loginWithPassword('mail_reset', 'NewPass2026')).userId).toBe(id);
    const old = await kit.post('/api/indexnew/login', {
      type: 1,
      account: 'mail_reset',
      password: 'OldPass2026',
    });
    expect(old.json()).toEqual({ code: 0, msg: '账号或密码错误' });
  });

  it('sends by SMS to the bound mobile when asked to, addressed by the email as account', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, {
      username: 'sms_reset',
      mobile,
      email: 'sms.reset@example.cn',
      password: 'OldPass2026',
    });
    await send('SMS.Reset@example.cn', 'mobile');
    const code = (await kit.latestCode(mobile))!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset('sms.reset@example.cn', 'mobile', code, 'NewPass2026')).json().code).toBe(
      200,
    );
    await kit.loginWithPassword(mobile, 'NewPass2026');
  });

  it('ends every session of the member and clears the wait of every address', async () => {
    const mobile = freshMobile();
    const id = await createMember(kit.db, {
      username: 'reset_sessions',
      mobile,
      email: `${mobile}@example.cn`,
      password: 'OldPass2026',
    });
    const first = await kit.loginWithPassword('reset_sessions', 'OldPass2026');
    const second = await kit.loginWithPassword('reset_sessions', 'OldPass2026');
    // Failures under the username, the mobile and the email, from two addresses: all waiting.
    const addresses = [freshIp(), freshIp()];
    for (const ip of addresses) {
      for (const account of ['reset_sessions', mobile, `${mobile}@example.cn`]) {
        for (let failure = 0; failure < 5; failure += 1) {
          await kit.post(
            '/api/indexnew/login',
            { type: 1, account, password: 'Wrong2026' },
            { ip },
          );
        }
      }
    }
    const waiting = await kit.post(
      '/api/indexnew/login',
      { type: 1, account: 'reset_sessions', password: 'OldPass2026' },
      { ip: addresses[0]! },
    );
    expect(waiting.json().msg).toMatch(/^尝试次数过多/);

    await send('reset_sessions', 'mobile');
    await reset('reset_sessions', 'mobile', (await kit.latestCode(mobile))!, 'NewPass2026');

    for (const { token } of [first, second]) {
      expect((await kit.post('/api/Person/user_detail1', {}, { token })).json()).toEqual({
        code: 402,
        msg: '登录已过期，请重新登录',
      });
    }
    const live = await kit.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    for (const ip of addresses) {
      for (const account of ['reset_sessions', mobile, `${mobile}@example.cn`]) {
        const res = await kit.post(
          '/api/indexnew/login',
          { type: 1, account, password: 'NewPass2026' },
          { ip },
        );
        expect(res.json()).toMatchObject({ code: 1, data: { id } });
      }
    }
  });

  it('stops the calendar feed: its URL answers 404 afterwards', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, { username: 'reset_feed', mobile, password: 'OldPass2026' });
    const { token } = await kit.loginWithPassword('reset_feed', 'OldPass2026');
    const created = await kit.post('/api/message/calendar_feed_create', {}, { token });
    const feedPath = new URL(created.json<{ data: { url: string } }>().data.url).pathname;
    expect((await kit.get(feedPath)).statusCode).toBe(200);

    await send('reset_feed', 'mobile');
    await reset('reset_feed', 'mobile', (await kit.latestCode(mobile))!, 'NewPass2026');
    const old = await kit.get(feedPath);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 404, msg: '日历订阅地址不存在或已停用' });
    const fresh = await kit.loginWithPassword('reset_feed', 'NewPass2026');
    const overview = await kit.post('/api/account/security_overview', {}, { token: fresh.token });
    expect(overview.json().data.calendar_feed).toBeNull();
  });

  describe('every kind of account gets the same answer (nothing tells whether it exists or what is bound)', () => {
    const cases = async (tag: string) => {
      const mobile = freshMobile();
      await createMember(kit.db, {
        username: `both_${tag}`,
        mobile,
        email: `both.${tag}@example.cn`,
        password: 'OldPass2026',
      });
      await createMember(kit.db, { username: `phone_${tag}`, password: 'OldPass2026' });
      await createMember(kit.db, {
        username: `bare_${tag}`,
        mobile: null,
        password: 'OldPass2026',
      });
      return {
        mobile,
        accounts: {
          'unknown account': `ghost_${tag}`,
          'known, the chosen contact bound': `both_${tag}`,
          'known, only the other contact bound': `phone_${tag}`,
          'known, no contact at all': `bare_${tag}`,
        },
      };
    };

    it.each(['email', 'mobile'] as const)(
      'the same status and bytes for a first send and a resend (%s)',
      async (channel) => {
        kit.clock.advance(RESEND_INTERVAL_MS);
        const { accounts } = await cases(`same_${channel}`);
        // phone_* has a mobile only: asking for email is its unbound case; asking for mobile it is
        // bound, so bare_* and ghost_* carry the unbound cases there.
        const first = await Promise.all(
          Object.values(accounts).map((account) => send(account, channel)),
        );
        for (const res of first) {
          expect(res.statusCode).toBe(200);
          expect(res.body).toBe(JSON.stringify({ code: 200, msg: '成功', data: null }));
        }
        kit.clock.advance(20_000);
        const again = await Promise.all(
          Object.values(accounts).map((account) => send(account, channel)),
        );
        for (const res of again) {
          expect(res.statusCode).toBe(429);
          expect(res.body).toBe(JSON.stringify({ code: 429, msg: '验证码已发送，请40秒后再试' }));
        }
      },
    );

    it('does the same database work in every case: one code row each, delivered only where a contact is bound', async () => {
      kit.clock.advance(RESEND_INTERVAL_MS);
      const { accounts } = await cases('work');
      const before = await outboxSize();
      for (const account of Object.values(accounts)) await send(account, 'email');
      const rows = await kit.db
        .select({
          target: verificationCodes.target,
          delivered: verificationCodes.delivered,
          purpose: verificationCodes.purpose,
        })
        .from(verificationCodes)
        .where(inArray(verificationCodes.target, Object.values(accounts)));
      expect(rows.sort((a, b) => a.target.localeCompare(b.target))).toEqual(
        [
          { target: accounts['known, no contact at all'], delivered: false, purpose: 'reset' },
          {
            target: accounts['known, the chosen contact bound'],
            delivered: true,
            purpose: 'reset',
          },
          { target: accounts['unknown account'], delivered: false, purpose: 'reset' },
          {
            target: accounts['known, only the other contact bound'],
            delivered: false,
            purpose: 'reset',
          },
        ].sort((a, b) => a.target.localeCompare(b.target)),
      );
      expect(await outboxSize()).toBe(before + 1);
    });

    it('reaches the daily limit after the same number of sends in every case', async () => {
      const { accounts } = await cases('daily');
      const answers: Record<string, string[]> = {};
      for (let round = 0; round < DAILY_SENDS_PER_TARGET + 1; round += 1) {
        kit.clock.advance(RESEND_INTERVAL_MS);
        for (const [name, account] of Object.entries(accounts))
          (answers[name] ??= []).push((await send(account, 'email')).body);
      }
      const [reference, ...others] = Object.values(answers);
      for (const other of others) expect(other).toEqual(reference);
      expect(reference!.at(-1)).toBe(
        JSON.stringify({ code: 429, msg: '今日获取验证码次数已达上限，请明天再试' }),
      );
    });
  });

  describe('unknown accounts look like known ones', () => {
    it('answers the same success and delivers nothing', async () => {
      await createMember(kit.db, { username: 'known_one', email: 'known.one@example.cn' });
      const before = await outboxSize();
      const known = await send('known_one', 'email');
      const unknown = await send('ghost_account', 'email');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await outboxSize()).toBe(before + 1);
      const [decoy] = await kit.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, 'ghost_account'));
      expect(decoy).toMatchObject({ delivered: false, purpose: 'reset' });
    });

    it('answers the resend limit the same way', async () => {
      await createMember(kit.db, { username: 'known_two', email: 'known.two@example.cn' });
      kit.clock.advance(RESEND_INTERVAL_MS);
      await send('known_two', 'email');
      await send('ghost_two', 'email');
      kit.clock.advance(20_000);
      const known = await send('known_two', 'email');
      const unknown = await send('ghost_two', 'email');
      expect(known.statusCode).toBe(429);
      expect(known.json()).toEqual({ code: 429, msg: '验证码已发送，请40秒后再试' });
      expect(unknown.body).toBe(known.body);
    });

    it('answers wrong codes the same way, tries included', async () => {
      await createMember(kit.db, { username: 'known_three', email: 'known.three@example.cn' });
      kit.clock.advance(RESEND_INTERVAL_MS);
      await send('known_three', 'email');
      await send('ghost_three', 'email');
      const code = (await kit.latestCode('known.three@example.cn'))!;
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const known = await reset('known_three', 'email', wrong, 'NewPass2026');
        const unknown = await reset('ghost_three', 'email', wrong, 'NewPass2026');
        expect(unknown.body).toBe(known.body);
      }
    });
  });

  it('refuses an expired code, a used code and a code for another channel', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, {
      username: 'code_rules',
      mobile,
      email: 'code.rules@example.cn',
      password: 'OldPass2026',
    });
    kit.clock.advance(RESEND_INTERVAL_MS);
    await send('code_rules', 'mobile');
    const code = (await kit.latestCode(mobile))!;
    expect((await reset('code_rules', 'email', code, 'NewPass2026')).json()).toEqual({
      code: 400,
      msg: '请先获取验证码',
    });
    kit.clock.advance(CODE_TTL_MS);
    expect((await reset('code_rules', 'mobile', code, 'NewPass2026')).json()).toEqual({
      code: 400,
      msg: '验证码已过期，请重新获取',
    });

    kit.clock.advance(RESEND_INTERVAL_MS);
    await send('code_rules', 'mobile');
    const fresh = (await kit.latestCode(mobile))!;
    expect((await reset('code_rules', 'mobile', fresh, 'NewPass2026')).json().code).toBe(200);
    expect((await reset('code_rules', 'mobile', fresh, 'Other2026x')).json()).toEqual({
      code: 400,
      msg: '验证码已使用，请重新获取',
    });
    await kit.loginWithPassword('code_rules', 'NewPass2026');
  });

  it('does not accept a login code (dx_send) for a reset', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, { username: 'login_code', mobile, password: 'OldPass2026' });
    kit.clock.advance(RESEND_INTERVAL_MS);
    await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
    const loginCode = (await kit.latestCode(mobile))!;
    expect((await reset(mobile, 'mobile', loginCode, 'NewPass2026')).json()).toEqual({
      code: 400,
      msg: '请先获取验证码',
    });
  });

  describe('bad input', () => {
    it.each([
      [SEND, { channel: 'email' }, /请输入账号/],
      [SEND, { account: 'x', channel: 'fax' }, /请选择找回方式/],
      [SEND, { account: '<img src=x onerror=alert(1)>', channel: 'wechat' }, /请选择找回方式/],
      [
        RESET,
        { account: 'x', channel: 'email', code: '123456', password: 'short1' },
        /密码长度为8–32位/,
      ],
      [
        RESET,
        { account: 'x', channel: 'email', code: '12345', password: 'NewPass2026' },
        /验证码为6位数字/,
      ],
      [
        RESET,
        { account: 'a'.repeat(65), channel: 'email', code: '123456', password: 'NewPass2026' },
        /账号不能超过64个字符/,
      ],
    ])('%s answers 400 for %j and stores nothing', async (url, payload, message) => {
      const codes = (await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n;
      const res = await kit.post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect((await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n).toBe(codes);
    });
  });
});
