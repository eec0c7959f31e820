// profile_update, security_overview, password_change, login_history and session_end: the
// member's own account only, Chinese messages naming the field, nothing changed on bad input.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageOutbox, messages, sessions, uploads } from '../../db/schema/index.js';
import {
  buildAuthKit,
  createMember,
  freshMobile,
  userRow,
} from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'Demo@2026';

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}_${process.pid % 1000}_${(serial += 1)}`;

describeEachDatabase('account: profile, password, login history', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const call = (name: string, body: unknown, token?: string) =>
    kit.post(`/api/account/${name}`, body, { token });

  /** A member with a password, logged in; answers the token and id. */
  async function member(
    input: { email?: string; mobile?: string | null; password?: string | null } = {},
  ) {
    const username = uniqueName('acct');
    const id = await createMember(kit.db, {
      username,
      password: input.password === undefined ? PASSWORD : input.password,
      mobile: input.mobile === undefined ? freshMobile() : input.mobile,
      email: input.email ?? null,
    });
    return {
      id,
      username,
      ...(input.password === null
        ? { token: '' }
        : await kit.loginWithPassword(username, PASSWORD)),
    };
  }

  async function avatarOf(ownerUserId: number, purpose: 'avatar' | 'licence' = 'avatar') {
    const [row] = await kit.db
      .insert(uploads)
      .values({
        ownerUserId,
        purpose,
        mime: 'image/png',
        size: 10,
        originalName: 'a.png',
        storageKey: `test-${uniqueName('k')}`,
        sha256: 'x',
        createdAt: kit.clock.now(),
      })
      .returning({ id: uploads.id });
    return row!.id;
  }

  it('changes the nickname and avatar, clears the nickname with a blank, and sets a missing username once', async () => {
    const id = await createMember(kit.db, {
      username: null,
      password: PASSWORD,
      mobile: freshMobile(),
    });
    const mobile = (await userRow(kit.db, id)).mobile!;
    const { token } = await kit.loginWithPassword(mobile, PASSWORD);
    const avatar = await avatarOf(id);
    const name = uniqueName('named');
    const res = await call(
      'profile_update',
      { nickname: ' 小王 ', avatar_upload_id: avatar, username: name },
      token,
    );
    expect(res.json()).toEqual({ code: 200, msg: '成功', data: null });
    expect(await userRow(kit.db, id)).toMatchObject({
      nickname: '小王',
      avatarUploadId: avatar,
      username: name,
    });
    // user_detail answers the avatar for the card and the page.
    const detail = await kit.post('/api/Person/user_detail1', {}, { token });
    expect(detail.json().data).toMatchObject({
      nickname: '小王',
      avatar_id: avatar,
      username: name,
    });

    // Set once: another name is refused, the same name (any case) is accepted.
    const again = await call('profile_update', { username: uniqueName('other') }, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('用户名已设置，不能修改');
    expect((await call('profile_update', { username: name.toUpperCase() }, token)).statusCode).toBe(
      200,
    );

    await call('profile_update', { nickname: '', avatar_upload_id: null }, token);
    expect(await userRow(kit.db, id)).toMatchObject({
      nickname: null,
      avatarUploadId: null,
      username: name,
    });
  });

  it("refuses a taken username, another member's avatar, a licence as avatar and a long nickname, changing nothing", async () => {
    const owner = await member();
    const other = await member();
    const before = await userRow(kit.db, owner.id);
    const cases: [unknown, string][] = [
      [{ avatar_upload_id: await avatarOf(other.id) }, '请重新上传'],
      [{ avatar_upload_id: await avatarOf(owner.id, 'licence') }, '请重新上传'],
      [{ nickname: '一'.repeat(21) }, '昵称不能超过20个字符'],
      [{ nickname: 5 }, '昵称'],
      [{ avatar_upload_id: 'x' }, 'avatar_upload_id'],
    ];
    for (const [body, message] of cases) {
      const res = await call(
        'profile_update',
        { nickname: '新昵称', ...(body as object) },
        owner.token,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(message);
    }
    expect(await userRow(kit.db, owner.id)).toEqual(before);

    const unnamed = await createMember(kit.db, { username: null, password: PASSWORD });
    const { token } = await kit.loginWithPassword(
      (await userRow(kit.db, unnamed)).mobile!,
      PASSWORD,
    );
    const taken = await call('profile_update', { username: owner.username.toUpperCase() }, token);
    expect(taken.json()).toMatchObject({ code: 400, msg: '该用户名已被占用' });
  });

  it('answers 401 to a visitor for every account call', async () => {
    for (const name of [
      'profile_update',
      'security_overview',
      'password_change',
      'login_history',
      'session_end',
    ]) {
      const res = await call(name, { id: 1, password: 'Qyfw2026pass' });
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('changes the password: other sessions end, this one stays, contacts and 消息中心 are told', async () => {
    const email = `${uniqueName('pw')}@example.cn`;
    const owner = await member({ email });
    const other = await kit.loginWithPassword(owner.username, PASSWORD);
    const user = await userRow(kit.db, owner.id);

    const res = await call(
      'password_change',
      { current_password: PASSWORD, password: 'Qyfw2026new' },
      owner.token,
    );
    expect(res.json()).toEqual({ code: 200, msg: '成功', data: null });
    expect((await userRow(kit.db, owner.id)).passwordChangedAt).toEqual(kit.clock.now());
    expect((await call('security_overview', {}, owner.token)).json().data).toEqual({
      has_password: true,
      password_changed_at: Math.floor(kit.clock.now().getTime() / 1000),
      wechat_bound: false,
      calendar_feed: null,
    });
    // The other session is over (402), the current one still works.
    expect((await call('security_overview', {}, other.token)).json().code).toBe(402);
    expect((await kit.loginWithPassword(owner.username, 'Qyfw2026new')).userId).toBe(owner.id);

    await kit.latestCode('nobody@example.cn'); // waits for the deliveries after the answer
    const told = await kit.db.select().from(messageOutbox);
    const copies = told.filter((row) => row.recipient === user.mobile || row.recipient === email);
    expect(copies.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    for (const copy of copies) {
      expect(copy.body).toContain('登录密码已修改');
      expect(copy.code).toBeNull();
      expect(copy.body).not.toContain('Qyfw2026new');
    }
    const [message] = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.type, 'security')));
    expect(message).toMatchObject({ title: '登录密码已修改', link: '/basics' });
  });

  it('lists the live calendar feed in 账号安全 until it is revoked', async () => {
    const owner = await member();
    const feedOf = async () =>
      (await call('security_overview', {}, owner.token)).json().data.calendar_feed;
    expect(await feedOf()).toBeNull();
    const created = await kit.post('/api/message/calendar_feed_create', {}, { token: owner.token });
    expect(await feedOf()).toEqual({ created_at: created.json().data.created_at });
    await kit.post('/api/message/calendar_feed_revoke', {}, { token: owner.token });
    expect(await feedOf()).toBeNull();
  });

  it('stops the calendar feed on a password change: the old URL answers 404, nothing else', async () => {
    const owner = await member();
    const created = await kit.post('/api/message/calendar_feed_create', {}, { token: owner.token });
    const feedPath = new URL(created.json<{ data: { url: string } }>().data.url).pathname;
    expect((await kit.get(feedPath)).statusCode).toBe(200);

    const res = await call(
      'password_change',
      { current_password: PASSWORD, password: 'Qyfw2026new' },
      owner.token,
    );
    expect(res.json().code).toBe(200);
    const old = await kit.get(feedPath);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 404, msg: '日历订阅地址不存在或已停用' });
    expect(old.body).not.toContain('BEGIN:VCALENDAR');
    expect((await call('security_overview', {}, owner.token)).json().data.calendar_feed).toBeNull();
    // The 账号安全 message says so.
    const [message] = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.type, 'security')))
      .orderBy(desc(messages.id));
    expect(message!.body).toContain('日历订阅地址已停用');
  });

  it('refuses a wrong current password, then makes the address wait after five', async () => {
    const owner = await member();
    const before = (await userRow(kit.db, owner.id)).passwordHash;
    const wrong = () =>
      kit.post(
        '/api/account/password_change',
        { current_password: 'Wrong2026x', password: 'Qyfw2026new' },
        { token: owner.token, ip: '10.200.0.1' },
      );
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const res = await wrong();
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('当前密码错误');
    }
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe('当前密码错误次数过多，请1分钟后再试');
    // Even the right password waits now, from this address.
    const right = await kit.post(
      '/api/account/password_change',
      { current_password: PASSWORD, password: 'Qyfw2026new' },
      { token: owner.token, ip: '10.200.0.1' },
    );
    expect(right.statusCode).toBe(429);
    expect((await userRow(kit.db, owner.id)).passwordHash).toBe(before);
  });

  it('refuses a new password that breaks the rules, naming the field, and a missing current password', async () => {
    const owner = await member();
    const before = await userRow(kit.db, owner.id);
    const weak = await call(
      'password_change',
      { current_password: PASSWORD, password: 'short1' },
      owner.token,
    );
    expect(weak.json()).toMatchObject({
      code: 400,
      msg: expect.stringContaining('密码长度为8–32位'),
    });
    const missing = await call('password_change', { password: 'Qyfw2026new' }, owner.token);
    expect(missing.json()).toMatchObject({ code: 400, msg: '请输入当前密码' });
    expect(await userRow(kit.db, owner.id)).toEqual(before);
  });

  it('lets a member without a password set one with a code to their phone', async () => {
    const mobile = freshMobile();
    const id = await createMember(kit.db, { username: null, password: null, mobile });
    await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
    const login = await kit.post('/api/indexnew/login', {
      type: 2,
      account: mobile,
      code: (await kit.latestCode(mobile))!,
    });
    const token = login.json().data.token as string;
    expect((await call('security_overview', {}, token)).json().data.has_password).toBe(false);

    const noCode = await call('password_change', { password: 'Qyfw2026new' }, token);
    expect(noCode.json().msg).toBe('您尚未设置登录密码，请先获取手机验证码再设置密码');
    kit.clock.advance(61_000);
    const sent = await call('reauth_send', { purpose: 'password' }, token);
    expect(sent.json().data).toEqual({
      channel: 'sms',
      to: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });
    const wrongCode = await call(
      'password_change',
      { code: '000000', password: 'Qyfw2026new' },
      token,
    );
    expect(wrongCode.json().msg).toMatch(/验证码错误/);
    const ok = await call(
      'password_change',
      { code: (await kit.latestCode(mobile))!, password: 'Qyfw2026new' },
      token,
    );
    expect(ok.json().code).toBe(200);
    expect((await kit.loginWithPassword(mobile, 'Qyfw2026new')).userId).toBe(id);
  });

  it("lists the member's own logins newest first with place, device, method, current and active", async () => {
    const owner = await member();
    const phone = await kit.post(
      '/api/indexnew/login',
      { type: 1, account: owner.username, password: PASSWORD },
      { ip: '127.0.0.1', headers: { 'user-agent': CHROME_WINDOWS } },
    );
    const token = phone.json().data.token as string;
    const stranger = await member();

    const res = await call('login_history', { page: 1, pageSize: 10 }, token);
    const { list, total } = res.json().data;
    expect(total).toBe(2);
    expect(list[0]).toMatchObject({
      place: '本机',
      device: 'Chrome 131 · Windows 10',
      ip: '127.0.0.*',
      method: 'password',
      current: true,
      active: true,
    });
    expect(list[1]).toMatchObject({ current: false, active: true, place: '局域网' });
    expect(list.map((row: { id: number }) => row.id)).not.toContain(stranger.id);

    const bad = await call('login_history', { page: 0 }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('page');
  });

  it("ends one of the member's other sessions, not the current one, not another member's", async () => {
    const owner = await member();
    const second = await kit.loginWithPassword(owner.username, PASSWORD);
    const stranger = await member();
    const [strangerSession] = await kit.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, stranger.id));
    const [secondSession] = await kit.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, owner.id))
      .orderBy(desc(sessions.id));
    const list = (await call('login_history', {}, owner.token)).json().data.list as {
      id: number;
      current: boolean;
    }[];
    const currentId = list.find((row) => row.current)!.id;

    const notMine = await call('session_end', { id: strangerSession!.id }, owner.token);
    expect(notMine.json()).toEqual({ code: 404, msg: '会话不存在' });
    expect((await call('security_overview', {}, stranger.token)).json().code).toBe(200);

    const current = await call('session_end', { id: currentId }, owner.token);
    expect(current.json().msg).toBe('这是当前会话，请使用“退出登录”结束');

    const otherId = list.find((row) => !row.current)!.id;
    expect(otherId).toBe(secondSession!.id);
    expect((await call('session_end', { id: otherId }, owner.token)).json().code).toBe(200);
    expect((await call('security_overview', {}, second.token)).json().code).toBe(402);
    const after = (await call('login_history', {}, owner.token)).json().data.list as {
      id: number;
      active: boolean;
    }[];
    expect(after.find((row) => row.id === otherId)!.active).toBe(false);

    const bad = await call('session_end', { id: 'x' }, owner.token);
    expect(bad.statusCode).toBe(400);
  });
});
