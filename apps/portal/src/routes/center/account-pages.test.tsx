// /basics, /phone, /email and /wechat against a fake API: profile and password forms with their
// Chinese messages, the login history and ending a session, the three steps of a contact change
// (the grant of step 1 travels to steps 2 and 3), WeChat bound / unbound / unconfigured / the
// callback's outcome; loading, empty and error states.
import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import type { LoginRecord } from '@qyfw/portal-sdk/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeApiServer,
  type FakeAnswer,
  type FakeAnswerFor,
  type RecordedRequest,
} from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { enterpriseMember, ok, PATHS, storeSession } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const NOW = Date.UTC(2026, 10, 20, 2) / 1000;
const refused = (msg: string): FakeAnswer => ({ status: 400, body: { code: 400, msg } });

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer | FakeAnswerFor>;
let sessions: LoginRecord[];

/** The send-code button (the field's label may name it for assistive tech, so found by its text). */
const sendButton = (scope: HTMLElement) => within(scope).getByText('发送验证码').closest('button')!;

const bodiesOf = (path: string) =>
  api.requests.filter((request: RecordedRequest) => request.url === path).map((r) => r.body);

beforeEach(async () => {
  sessions = [
    {
      id: 2,
      createtime: NOW,
      place: '本机',
      device: 'Chrome 131 · Windows 10',
      ip: '127.0.0.*',
      method: 'password',
      current: true,
      active: true,
    },
    {
      id: 1,
      createtime: NOW - 3600,
      place: '浙江省杭州市',
      device: 'Safari 18 · iOS 18',
      ip: '203.0.113.*',
      method: 'sms',
      current: false,
      active: true,
    },
  ];
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.userDetail]: ok(enterpriseMember),
    [accountCalls.security_overview.path]: ok({
      has_password: true,
      password_changed_at: null,
      wechat_bound: false,
      calendar_feed: null,
    }),
    [accountCalls.login_history.path]: () =>
      ok({ list: sessions, total: sessions.length, page: 1, pageSize: 10 }),
    [accountCalls.session_end.path]: (request) => {
      const { id } = request.body as { id: number };
      sessions = sessions.map((row) => (row.id === id ? { ...row, active: false } : row));
      return ok(null);
    },
    [accountCalls.profile_update.path]: ok(null),
    [accountCalls.password_change.path]: ok(null),
    [accountCalls.wechat_status.path]: ok({
      configured: true,
      bound: false,
      nickname: null,
      bound_at: null,
    }),
  };
  api = await startFakeApiServer(answers);
  storeSession(enterpriseMember, api.origin);
});

afterEach(async () => {
  await api.close();
  localStorage.clear();
});

describe('/basics 基本信息', () => {
  it('shows the profile, masked contacts with their pages, and saves a nickname', async () => {
    await renderApp('/pc/basics', api.origin);
    // The file's first render also loads the center's route modules (transformed on first import,
    // slower since issue 14's menu group): wait longer for the form than for later steps.
    const profile = await screen.findByRole('form', { name: '基本信息' });
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('d***o@qyfw.example.cn')).toBeTruthy();
    // The menu lists 更换手机号 too; both lead to /phone.
    const phoneLinks = screen.getAllByRole('link', { name: '更换手机号' });
    expect(phoneLinks.map((link) => link.getAttribute('href'))).toEqual(['/pc/phone', '/pc/phone']);
    expect(screen.getByRole('link', { name: '绑定微信' }).getAttribute('href')).toBe('/pc/wechat');

    fireEvent.change(within(profile).getByLabelText('昵称'), {
      target: { value: '一'.repeat(21) },
    });
    fireEvent.click(within(profile).getByRole('button', { name: '保存基本信息' }));
    expect(await within(profile).findByText('昵称不能超过20个字符')).toBeTruthy();

    fireEvent.change(within(profile).getByLabelText('昵称'), { target: { value: ' 小王 ' } });
    fireEvent.click(within(profile).getByRole('button', { name: '保存基本信息' }));
    await waitFor(() =>
      expect(bodiesOf(accountCalls.profile_update.path)[0]).toMatchObject({
        nickname: '小王',
        avatar_upload_id: null,
      }),
    );
  });

  it("checks the password form, shows the server's refusal, and sends the change", async () => {
    answers[accountCalls.password_change.path] = refused('当前密码错误');
    await renderApp('/pc/basics', api.origin);
    const form = await screen.findByRole('form', { name: '修改密码' });
    fireEvent.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findAllByText('请输入密码')).toHaveLength(2);
    expect(within(form).getByText('请再次输入新密码')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('当前密码'), { target: { value: 'Wrong2026' } });
    fireEvent.change(within(form).getByLabelText('新密码'), { target: { value: 'Qyfw2026new' } });
    fireEvent.change(within(form).getByLabelText('确认新密码'), {
      target: { value: 'Qyfw2026nex' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('两次输入的新密码不一致')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('确认新密码'), {
      target: { value: 'Qyfw2026new' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(bodiesOf(accountCalls.password_change.path)).toHaveLength(1));
    expect(await screen.findByText('当前密码错误')).toBeTruthy();
    expect(bodiesOf(accountCalls.password_change.path)[0]).toMatchObject({
      current_password: 'Wrong2026',
      password: 'Qyfw2026new',
    });
  });

  it('offers a phone code instead of the current password to a member without one', async () => {
    answers[accountCalls.security_overview.path] = ok({
      has_password: false,
      password_changed_at: null,
      wechat_bound: false,
      calendar_feed: null,
    });
    answers[accountCalls.reauth_send.path] = ok({ channel: 'sms', to: '138****0001' });
    await renderApp('/pc/basics', api.origin);
    const form = await screen.findByRole('form', { name: '设置密码' });
    expect(within(form).queryByLabelText('当前密码')).toBeNull();
    fireEvent.click(sendButton(form));
    expect(await within(form).findByRole('button', { name: /59s后重新获取$/ })).toBeTruthy();
    expect(bodiesOf(accountCalls.reauth_send.path)[0]).toMatchObject({ purpose: 'password' });
  });

  it('lists the calendar feed with its creation time, stops it, and links to renewing it', async () => {
    let feed: { created_at: number } | null = { created_at: NOW };
    answers[accountCalls.security_overview.path] = () =>
      ok({
        has_password: true,
        password_changed_at: null,
        wechat_bound: false,
        calendar_feed: feed,
      });
    answers[messageCalls.calendar_feed_revoke.path] = () => {
      feed = null;
      return ok(null);
    };
    await renderApp('/pc/basics', api.origin);
    const card = (await screen.findByText('日历订阅地址')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(/已于 2026-11-20 10:00 生成/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '重新生成' }).getAttribute('href')).toBe(
      '/pc/deadlines',
    );
    fireEvent.click(within(card).getByRole('button', { name: '停用地址' }));
    fireEvent.click(await screen.findByRole('button', { name: /^停\s*用$/ }));
    expect(await within(card).findByText(/未生成日历订阅地址/)).toBeTruthy();
    expect(bodiesOf(messageCalls.calendar_feed_revoke.path)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: '停用地址' })).toBeNull();
  });

  it('lists the logins and ends another session', async () => {
    await renderApp('/pc/basics', api.origin);
    const table = (await screen.findByText('当前会话')).closest('table')!;
    expect(within(table).getByText('当前会话')).toBeTruthy();
    expect(within(table).getByText('短信验证码登录')).toBeTruthy();
    expect(within(table).getByText('浙江省杭州市（203.0.113.*）')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '结束此会话' }));
    fireEvent.click(await screen.findByRole('button', { name: /^结\s*束$/ }));
    expect(await screen.findByText('已结束')).toBeTruthy();
    expect(bodiesOf(accountCalls.session_end.path)[0]).toMatchObject({ id: 1 });
  });

  it('says so when the page cannot load, and retries', async () => {
    answers[accountCalls.security_overview.path] = { status: 500, body: { code: 500, msg: '错' } };
    await renderApp('/pc/basics', api.origin);
    expect(await screen.findByText('基本信息加载失败')).toBeTruthy();
    answers[accountCalls.security_overview.path] = ok({
      has_password: true,
      password_changed_at: null,
      wechat_bound: false,
      calendar_feed: null,
    });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('form', { name: '基本信息' })).toBeTruthy();
  });

  it('shows an empty login history', async () => {
    sessions = [];
    await renderApp('/pc/basics', api.origin);
    expect(await screen.findByText('暂无登录记录')).toBeTruthy();
  });
});

describe('/phone and /email: three steps', () => {
  it('verifies by the old phone, sends to the new one with the grant, and changes it', async () => {
    answers[accountCalls.reauth_send.path] = ok({ channel: 'sms', to: '138****0001' });
    answers[accountCalls.reauth.path] = ok({ grant: 'grant-1', expires: NOW + 600 });
    answers[accountCalls.contact_send_code.path] = ok(null);
    answers[accountCalls.contact_change.path] = ok(null);
    await renderApp('/pc/phone', api.origin);

    const step1 = await screen.findByRole('form', { name: '验证身份' });
    expect(within(step1).getByText('原手机号验证码（138****0001）')).toBeTruthy();
    fireEvent.click(within(step1).getByRole('button', { name: '下一步' }));
    expect(await within(step1).findByText('请输入验证码')).toBeTruthy();
    fireEvent.click(sendButton(step1));
    expect(await within(step1).findByRole('button', { name: /59s后重新获取$/ })).toBeTruthy();
    fireEvent.change(within(step1).getByLabelText('原手机号验证码'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(step1).getByRole('button', { name: '下一步' }));

    const step2 = await screen.findByRole('form', { name: '验证新手机' });
    fireEvent.change(within(step2).getByLabelText('新手机号'), { target: { value: '123' } });
    fireEvent.click(sendButton(step2));
    expect(await within(step2).findByText('手机号输入有误')).toBeTruthy();
    expect(bodiesOf(accountCalls.contact_send_code.path)).toEqual([]);
    fireEvent.change(within(step2).getByLabelText('新手机号'), {
      target: { value: '13900000009' },
    });
    fireEvent.click(sendButton(step2));
    await waitFor(() =>
      expect(bodiesOf(accountCalls.contact_send_code.path)[0]).toMatchObject({
        grant: 'grant-1',
        purpose: 'phone',
        phone: '13900000009',
      }),
    );
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认更换手机号' }));

    expect(await screen.findByText('手机号已更换')).toBeTruthy();
    expect(bodiesOf(accountCalls.reauth.path)[0]).toMatchObject({
      purpose: 'phone',
      method: 'code',
      code: '123456',
    });
    expect(bodiesOf(accountCalls.contact_change.path)[0]).toMatchObject({
      grant: 'grant-1',
      purpose: 'phone',
      phone: '13900000009',
      code: '654321',
    });
  });

  it('binds a first email by password, and shows a refused grant', async () => {
    answers[PATHS.userDetail] = ok({ ...enterpriseMember, email: null });
    answers[accountCalls.reauth.path] = ok({ grant: 'grant-2', expires: NOW + 600 });
    answers[accountCalls.contact_send_code.path] = refused(
      '身份验证已过期（10分钟内有效），请重新验证身份',
    );
    await renderApp('/pc/email', api.origin);
    const step1 = await screen.findByRole('form', { name: '验证身份' });
    expect(within(step1).queryByText(/原邮箱验证码/)).toBeNull();
    fireEvent.change(
      within(step1).getByLabelText('登录密码', { selector: 'input[type="password"]' }),
      {
        target: { value: 'Demo@2026' },
      },
    );
    fireEvent.click(within(step1).getByRole('button', { name: '下一步' }));
    const step2 = await screen.findByRole('form', { name: '验证新邮箱' });
    fireEvent.change(within(step2).getByLabelText('新邮箱'), {
      target: { value: 'new@example.cn' },
    });
    fireEvent.click(sendButton(step2));
    expect(await screen.findByText('身份验证已过期（10分钟内有效），请重新验证身份')).toBeTruthy();
  });
});

const WECHAT_UNAVAILABLE = '微信绑定暂未开放，您可继续使用手机号、邮箱或账号密码登录。';

describe('WeChat binding not offered where the platform has none', () => {
  it('hides 绑定微信 from 基本信息 and the menu, and says it is not available yet', async () => {
    answers[accountCalls.wechat_status.path] = ok({
      configured: false,
      bound: false,
      nickname: null,
      bound_at: null,
    });
    await renderApp('/pc/basics', api.origin);
    await screen.findByRole('form', { name: '基本信息' });
    expect(await screen.findByText('暂未开放')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '绑定微信' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).queryByRole('link', { name: '微信绑定' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '绑定邮箱' })).toBeTruthy();
  });
});

describe('/wechat', () => {
  it('goes to the provider to bind', async () => {
    answers[accountCalls.wechat_bind_start.path] = refused('微信绑定暂未开放');
    await renderApp('/pc/wechat', api.origin);
    fireEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    expect(await screen.findByText('微信绑定暂未开放')).toBeTruthy();
  });

  it('shows the binding and unbinds', async () => {
    answers[accountCalls.wechat_status.path] = ok({
      configured: true,
      bound: true,
      nickname: '微信小王',
      bound_at: NOW,
    });
    answers[accountCalls.wechat_unbind.path] = ok(null);
    await renderApp('/pc/wechat?result=bound', api.origin);
    expect(await screen.findByText('微信绑定成功')).toBeTruthy();
    expect(screen.getByText('微信小王')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认解除' }));
    await waitFor(() => expect(bodiesOf(accountCalls.wechat_unbind.path)).toHaveLength(1));
  });

  it('says plainly when the platform has no WeChat app, and explains a failed callback', async () => {
    answers[accountCalls.wechat_status.path] = ok({
      configured: false,
      bound: false,
      nickname: null,
      bound_at: null,
    });
    await renderApp('/pc/wechat?result=error&reason=taken', api.origin);
    expect(await screen.findByText(WECHAT_UNAVAILABLE)).toBeTruthy();
    // User language: no 开放平台 or 配置 on the member's screen.
    expect(document.body.textContent).not.toMatch(/开放平台|配置/);
    expect(screen.getByText('该微信已绑定其他账号，请先在该账号解除绑定')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '绑定微信' })).toBeNull();
  });
});
