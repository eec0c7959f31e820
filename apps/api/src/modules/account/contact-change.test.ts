// Changing the email or phone: re-authenticate (password or a code to the old contact) → a grant;
// a code to the new contact; grant + new contact + code change it. Without both proofs nothing
// changes; grants are single use, 10 minutes, the member's own and for one contact only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageOutbox, messages } from '../../db/schema/index.js';
import {
  buildAuthKit,
  createMember,
  freshMobile,
  userRow,
} from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { RESEND_INTERVAL_MS } from '../auth/verification-codes.js';
import { GRANT_TTL_MS } from './reauth.js';

const PASSWORD = 'Demo@2026';
let serial = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}x${(serial += 1)}`;

describeEachDatabase('account: contact change', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const call = (name: string, body: unknown, token?: string) =>
    kit.post(`/api/account/${name}`, body, { token });

  async function member(input: { email?: string | null; password?: string | null } = {}) {
    const username = unique('contact_');
    const mobile = freshMobile();
    const id = await createMember(kit.db, {
      username,
      mobile,
      email: input.email === undefined ? `${username}@example.cn` : input.email,
      password: input.password === undefined ? PASSWORD : input.password,
    });
    let token: string;
    if (input.password === null) {
      await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
      const login = await kit.post('/api/indexnew/login', {
        type: 2,
        account: mobile,
        code: (await kit.latestCode(mobile))!,
      });
      token = login.json().data.token as string;
      kit.clock.advance(RESEND_INTERVAL_MS);
    } else token = (await kit.loginWithPassword(username, PASSWORD)).token;
    return {
      id,
      username,
      mobile,
      email: input.email === undefined ? `${username}@example.cn` : input.email,
      token,
    };
  }

  const grantByPassword = async (token: string, purpose: 'email' | 'phone') =>
    (await call('reauth', { purpose, method: 'password', password: PASSWORD }, token)).json().data
      .grant as string;

  it('changes the phone after a code to the old phone and one to the new: the old phone is told', async () => {
    const owner = await member();
    const sent = await call('reauth_send', { purpose: 'phone' }, owner.token);
    expect(sent.json().data).toEqual({
      channel: 'sms',
      to: `${owner.mobile.slice(0, 3)}****${owner.mobile.slice(-4)}`,
    });
    const reauth = await call(
      'reauth',
      { purpose: 'phone', method: 'code', code: (await kit.latestCode(owner.mobile))! },
      owner.token,
    );
    const { grant, expires } = reauth.json().data;
    expect(expires).toBe(Math.floor((kit.clock.now().getTime() + GRANT_TTL_MS) / 1000));

    const next = freshMobile();
    expect(
      (
        await call('contact_send_code', { grant, purpose: 'phone', phone: next }, owner.token)
      ).json().code,
    ).toBe(200);
    const code = (await kit.latestCode(next))!;
    const done = await call(
      'contact_change',
      { grant, purpose: 'phone', phone: next, code },
      owner.token,
    );
    expect(done.json()).toEqual({ code: 200, msg: '成功', data: null });
    expect((await userRow(kit.db, owner.id)).mobile).toBe(next);

    await kit.latestCode('nobody@example.cn'); // the notices go out after the answer
    const toOld = await kit.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, owner.mobile));
    const notice = toOld.find((row) => row.code === null);
    expect(notice?.body).toContain('手机号已更换');
    expect(notice?.body).toContain(`${next.slice(0, 3)}****${next.slice(-4)}`);
    const [message] = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.type, 'security')));
    expect(message).toMatchObject({ title: '手机号已更换', link: '/phone' });

    // The grant is used up: a second change with it is refused.
    kit.clock.advance(RESEND_INTERVAL_MS);
    const again = await call(
      'contact_send_code',
      { grant, purpose: 'phone', phone: freshMobile() },
      owner.token,
    );
    expect(again.json()).toMatchObject({ code: 400, msg: '身份验证已使用，请重新验证身份' });
  });

  it('changes the email after the password; a member without an email binds one by password', async () => {
    const owner = await member({ email: null });
    const noEmail = await call('reauth_send', { purpose: 'email' }, owner.token);
    expect(noEmail.json()).toMatchObject({
      code: 400,
      msg: '尚未绑定邮箱，请使用登录密码验证身份',
    });
    const grant = await grantByPassword(owner.token, 'email');
    const email = `${unique('new')}@Example.cn`;
    await call('contact_send_code', { grant, purpose: 'email', email }, owner.token);
    const code = (await kit.latestCode(email.toLowerCase()))!;
    expect(
      (await call('contact_change', { grant, purpose: 'email', email, code }, owner.token)).json()
        .code,
    ).toBe(200);
    expect((await userRow(kit.db, owner.id)).email).toBe(email.toLowerCase());
  });

  it('changes nothing without the code of the new contact, or with a code sent to another contact', async () => {
    const owner = await member();
    const grant = await grantByPassword(owner.token, 'phone');
    const wanted = freshMobile();
    const other = freshMobile();
    await call('contact_send_code', { grant, purpose: 'phone', phone: other }, owner.token);
    const otherCode = (await kit.latestCode(other))!;
    const wrongContact = await call(
      'contact_change',
      { grant, purpose: 'phone', phone: wanted, code: otherCode },
      owner.token,
    );
    expect(wrongContact.json()).toMatchObject({ code: 400, msg: '请先获取验证码' });
    const wrongCode = await call(
      'contact_change',
      { grant, purpose: 'phone', phone: other, code: otherCode === '000000' ? '111111' : '000000' },
      owner.token,
    );
    expect(wrongCode.json().msg).toMatch(/验证码错误/);
    // A reauth code does not pass for a bind code, nor the other way round.
    kit.clock.advance(RESEND_INTERVAL_MS);
    await call('reauth_send', { purpose: 'phone' }, owner.token);
    const reauthCode = (await kit.latestCode(owner.mobile))!;
    const wrongPurpose = await call(
      'contact_change',
      { grant, purpose: 'phone', phone: owner.mobile, code: reauthCode },
      owner.token,
    );
    expect(wrongPurpose.statusCode).toBe(400);
    expect((await userRow(kit.db, owner.id)).mobile).toBe(owner.mobile);

    // Without a grant, nothing even gets sent.
    const noGrant = await call(
      'contact_send_code',
      { grant: 'made-up', purpose: 'phone', phone: wanted },
      owner.token,
    );
    expect(noGrant.json()).toMatchObject({ code: 400, msg: '身份验证已失效，请重新验证身份' });
  });

  it('refuses grants that expired, belong to another member or were given for the other contact', async () => {
    const owner = await member();
    const stranger = await member();
    const phoneGrant = await grantByPassword(owner.token, 'phone');
    const email = `${unique('g')}@example.cn`;

    const forEmail = await call(
      'contact_send_code',
      { grant: phoneGrant, purpose: 'email', email },
      owner.token,
    );
    expect(forEmail.json()).toMatchObject({ code: 400, msg: '身份验证已失效，请重新验证身份' });
    const othersGrant = await call(
      'contact_send_code',
      { grant: phoneGrant, purpose: 'phone', phone: freshMobile() },
      stranger.token,
    );
    expect(othersGrant.json()).toMatchObject({ code: 400, msg: '身份验证已失效，请重新验证身份' });

    const emailGrant = await grantByPassword(owner.token, 'email');
    await call('contact_send_code', { grant: emailGrant, purpose: 'email', email }, owner.token);
    const code = (await kit.latestCode(email))!;
    kit.clock.advance(GRANT_TTL_MS);
    const expired = await call(
      'contact_change',
      { grant: emailGrant, purpose: 'email', email, code },
      owner.token,
    );
    expect(expired.json()).toMatchObject({
      code: 400,
      msg: '身份验证已过期（10分钟内有效），请重新验证身份',
    });
    expect((await userRow(kit.db, owner.id)).email).toBe(owner.email);
  });

  it('says a new contact belongs to another member without saying whose, and refuses the same one', async () => {
    const owner = await member();
    const stranger = await member();
    const grant = await grantByPassword(owner.token, 'phone');
    const taken = await call(
      'contact_send_code',
      { grant, purpose: 'phone', phone: stranger.mobile },
      owner.token,
    );
    expect(taken.json()).toEqual({ code: 400, msg: '该手机号已绑定其他账号' });
    const same = await call(
      'contact_send_code',
      { grant, purpose: 'phone', phone: owner.mobile },
      owner.token,
    );
    expect(same.json()).toEqual({ code: 400, msg: '新手机号与当前手机号相同' });
    const emailGrant = await grantByPassword(owner.token, 'email');
    const takenEmail = await call(
      'contact_send_code',
      { grant: emailGrant, purpose: 'email', email: stranger.email!.toUpperCase() },
      owner.token,
    );
    expect(takenEmail.json()).toEqual({ code: 400, msg: '该邮箱已绑定其他账号' });
  });

  it('refuses a wrong password at step 1 and slows it down; bad input names the field; visitors get 401', async () => {
    const owner = await member();
    const wrong = await call(
      'reauth',
      { purpose: 'phone', method: 'password', password: 'Wrong2026' },
      owner.token,
    );
    expect(wrong.json()).toEqual({ code: 400, msg: '当前密码错误' });
    const badPhone = await call(
      'contact_send_code',
      { grant: 'x', purpose: 'phone', phone: '123' },
      owner.token,
    );
    expect(badPhone.json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('手机号输入有误'),
    });
    const noCode = await call(
      'contact_change',
      { grant: 'x', purpose: 'email', email: 'a@example.cn' },
      owner.token,
    );
    expect(noCode.json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('请输入验证码'),
    });
    const sms = await member({ password: null });
    const noPassword = await call(
      'reauth',
      { purpose: 'phone', method: 'password', password: 'x' },
      sms.token,
    );
    expect(noPassword.json()).toMatchObject({
      code: 400,
      msg: '您尚未设置登录密码，请使用验证码验证身份',
    });
    for (const name of ['reauth_send', 'reauth', 'contact_send_code', 'contact_change']) {
      expect((await call(name, { purpose: 'phone' })).statusCode, name).toBe(401);
    }
  });

  it('lets only one of two concurrent changes with one grant through', async () => {
    const owner = await member();
    const grant = await grantByPassword(owner.token, 'email');
    const email = `${unique('race')}@example.cn`;
    await call('contact_send_code', { grant, purpose: 'email', email }, owner.token);
    const code = (await kit.latestCode(email))!;
    const results = await Promise.all([
      call('contact_change', { grant, purpose: 'email', email, code }, owner.token),
      call('contact_change', { grant, purpose: 'email', email, code }, owner.token),
    ]);
    expect(results.map((res) => res.json().code).sort()).toEqual([200, 400]);
    expect((await userRow(kit.db, owner.id)).email).toBe(email);
  });
});
