// forget_send / forget_reset: a bound contact is required, unknown accounts look the same as
// known ones, the new password works, the old one and every session end.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, sessions, verificationCodes } from '../../db/schema/index.js';
import { buildAuthKit, createMember, freshMobile, userRow } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { CODE_TTL_MS, RESEND_INTERVAL_MS } from './verification-codes.js';

const SEND = '/api/user/forget_send';
const RESET = '/api/user/forget_reset';

describeEachDatabase('password reset', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const outboxSize = async () => (await kit.db.select({ n: count() }).from(messageOutbox))[0]!.n;
  const send = (account: string, channel: 'mobile' | 'email') => kit.post(SEND, { account, channel, user_id: '' });
  const reset = (account: string, channel: 'mobile' | 'email', code: string, password: string) =>
    kit.post(RESET, { account, channel, code, password });

  it('sends a code to the bound email, and the code sets a new password that logs in', async () => {
    const id = await createMember(kit.db, { username: 'mail_reset', email: 'Mail.Reset@Example.cn', password: 'OldPass2026' });
    const sent = await send('mail_reset', 'email');
    expect(sent.json()).toEqual({ code: 200, msg: '成功', data: null });
    const [message] = await kit.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, 'mail.reset@example.cn'));
    expect(message).toMatchObject({ channel: 'email', subject: '企业服务门户：找回密码验证码' });
    const code = (await kit.latestCode('mail.reset@example.cn'))!;
    expect(message!.body).toContain(code);

    const done = await reset('mail_reset', 'email', code, 'NewPass2026');
    expect(done.json()).toEqual({ code: 200, msg: '成功', data: null });
    expect((await kit.loginWithPassword('mail_reset', 'NewPass2026')).userId).toBe(id);
    const old = await kit.post('/api/indexnew/login', { type: 1, account: 'mail_reset', password: 'OldPass2026' });
    expect(old.json()).toEqual({ code: 0, msg: '账号或密码错误' });
  });

  it('sends by SMS to the bound mobile when asked to, addressed by the email as account', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, { username: 'sms_reset', mobile, email: 'sms.reset@example.cn', password: 'OldPass2026' });
    await send('SMS.Reset@example.cn', 'mobile');
    const code = (await kit.latestCode(mobile))!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset('sms.reset@example.cn', 'mobile', code, 'NewPass2026')).json().code).toBe(200);
    await kit.loginWithPassword(mobile, 'NewPass2026');
  });

  it('ends every session of the member and lifts a lockout', async () => {
    const mobile = freshMobile();
    const id = await createMember(kit.db, { username: 'reset_sessions', mobile, password: 'OldPass2026' });
    const first = await kit.loginWithPassword('reset_sessions', 'OldPass2026');
    const second = await kit.loginWithPassword('reset_sessions', 'OldPass2026');
    for (let failure = 0; failure < 5; failure += 1) {
      await kit.post('/api/indexnew/login', { type: 1, account: 'reset_sessions', password: 'Wrong2026' });
    }
    expect((await userRow(kit.db, id)).lockedUntil).not.toBeNull();

    await send('reset_sessions', 'mobile');
    await reset('reset_sessions', 'mobile', (await kit.latestCode(mobile))!, 'NewPass2026');

    for (const { token } of [first, second]) {
      expect((await kit.post('/api/Person/user_detail1', {}, { token })).json()).toEqual({ code: 402, msg: '登录已过期，请重新登录' });
    }
    const live = await kit.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(await userRow(kit.db, id)).toMatchObject({ lockedUntil: null, failedLoginCount: 0 });
    await kit.loginWithPassword('reset_sessions', 'NewPass2026');
  });

  it('tells a member without mobile or email to bind one (§5), sending nothing', async () => {
    await createMember(kit.db, { username: 'no_contact', mobile: null, password: 'OldPass2026' });
    const before = await outboxSize();
    for (const channel of ['mobile', 'email'] as const) {
      const res = await send('no_contact', channel);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请先绑定手机号或邮箱' });
    }
    expect(await outboxSize()).toBe(before);
  });

  it('says which channel is not bound', async () => {
    await createMember(kit.db, { username: 'mobile_only', password: 'OldPass2026' });
    expect((await send('mobile_only', 'email')).json()).toEqual({ code: 400, msg: '该账号未绑定邮箱，请选择手机号找回' });
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
      const [decoy] = await kit.db.select().from(verificationCodes).where(eq(verificationCodes.target, 'ghost_account'));
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
    await createMember(kit.db, { username: 'code_rules', mobile, email: 'code.rules@example.cn', password: 'OldPass2026' });
    kit.clock.advance(RESEND_INTERVAL_MS);
    await send('code_rules', 'mobile');
    const code = (await kit.latestCode(mobile))!;
    expect((await reset('code_rules', 'email', code, 'NewPass2026')).json()).toEqual({ code: 400, msg: '请先获取验证码' });
    kit.clock.advance(CODE_TTL_MS);
    expect((await reset('code_rules', 'mobile', code, 'NewPass2026')).json()).toEqual({ code: 400, msg: '验证码已过期，请重新获取' });

    kit.clock.advance(RESEND_INTERVAL_MS);
    await send('code_rules', 'mobile');
    const fresh = (await kit.latestCode(mobile))!;
    expect((await reset('code_rules', 'mobile', fresh, 'NewPass2026')).json().code).toBe(200);
    expect((await reset('code_rules', 'mobile', fresh, 'Other2026x')).json()).toEqual({ code: 400, msg: '验证码已使用，请重新获取' });
    await kit.loginWithPassword('code_rules', 'NewPass2026');
  });

  it('does not accept a login code (dx_send) for a reset', async () => {
    const mobile = freshMobile();
    await createMember(kit.db, { username: 'login_code', mobile, password: 'OldPass2026' });
    kit.clock.advance(RESEND_INTERVAL_MS);
    await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
    const loginCode = (await kit.latestCode(mobile))!;
    expect((await reset(mobile, 'mobile', loginCode, 'NewPass2026')).json()).toEqual({ code: 400, msg: '请先获取验证码' });
  });

  describe('bad input', () => {
    it.each([
      [SEND, { channel: 'email' }, /请输入账号/],
      [SEND, { account: 'x', channel: 'fax' }, /请选择找回方式/],
      [SEND, { account: '<img src=x onerror=alert(1)>', channel: 'wechat' }, /请选择找回方式/],
      [RESET, { account: 'x', channel: 'email', code: '123456', password: 'short1' }, /密码长度为8–32位/],
      [RESET, { account: 'x', channel: 'email', code: '12345', password: 'NewPass2026' }, /验证码为6位数字/],
      [RESET, { account: 'a'.repeat(65), channel: 'email', code: '123456', password: 'NewPass2026' }, /账号不能超过64个字符/],
    ])('%s answers 400 for %j and stores nothing', async (url, payload, message) => {
      const codes = (await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n;
      const res = await kit.post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
      expect((await kit.db.select({ n: count() }).from(verificationCodes))[0]!.n).toBe(codes);
    });
  });
});
