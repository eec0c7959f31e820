import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endMotions } from '../../test/end-motions';
import { eventually } from '../../test/eventually';
import { startFakeApiServer, type FakeAnswer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import {
  dueRenewals,
  enterpriseMember,
  loginOk,
  ok,
  PATHS,
  phoneOnlyMember,
  plainMember,
  QR_IMAGE,
  sessionOf,
  storeSession,
  TOKEN,
} from '../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';
import { setRenewalWarning } from './renewal-warning-store';
import { USER_QUERY_KEY } from './session-store';
import { closeLoginDialog } from './index';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

const NO_RENEWALS = { zzgl: 0, patent_num: 0, copyright_num: 0, softright_num: 0, brand_num: 0 };

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.webLogin]: loginOk({ path: QR_IMAGE, sign: 'sign-1', poll_key: 'key-1' }),
    [PATHS.checkStatus]: loginOk({ status: 0 }),
    // The dialog cancels its QR when it closes or leaves QR mode.
    [PATHS.qrCancel]: ok(null),
    [PATHS.listCount]: ok(NO_RENEWALS),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  closeLoginDialog();
  setRenewalWarning(null);
  await api.close();
});

const PAGE = '/pc/expertDetail?id=3';
const calls = (path: string) => api.requests.filter((request) => request.url === path);

async function open(path = PAGE) {
  const app = await renderApp(path, api.origin);
  await within(screen.getByRole('contentinfo')).findByText('400-800-1234');
  return app;
}

/** Logs in through the header's 登录 and the dialog's account tab, as the member `user`. */
async function logInWithPassword(user: UserInfo, path = PAGE) {
  answers[PATHS.login] = loginOk(sessionOf(user));
  answers[PATHS.userDetail] = ok(user);
  const app = await open(path);
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  const qr = await screen.findByRole('dialog', { name: '扫码登录' });
  fireEvent.click(within(qr).getByRole('button', { name: '其他方式登录' }));
  const dialog = await screen.findByRole('dialog', { name: '账号登录' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '账号' }), {
    target: { value: user.username ?? '' },
  });
  fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'Demo@2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^登\s*录$/ }));
  await screen.findByText('登录成功', undefined);
  await waitFor(() => {
    endMotions();
    expect(screen.queryByRole('dialog', { name: '账号登录' })).toBeNull();
  });
  return app;
}

async function openAs(user: UserInfo, path = PAGE) {
  answers[PATHS.userDetail] = ok(user);
  storeSession(user, api.origin);
  const app = await open(path);
  await screen.findByRole('link', { name: user.username ?? '' });
  return app;
}

const renewalWarning = () => {
  endMotions();
  return screen.queryByRole('dialog', { name: /续费预警/ });
};

describe('after login (contract §4)', () => {
  it('stores the session and goes home, greeting the member', async () => {
    const { router, queryClient } = await logInWithPassword(plainMember);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(document.cookie).toContain(`token=${TOKEN}`);
    expect(localStorage.getItem('userId')).toBe('12');
    // The user lives in the query cache only, not in a localStorage mirror.
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ username: 'demo_member' });
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(localStorage.getItem('qyId')).toBeNull();
    await screen.findByRole('link', { name: 'demo_member' });
    // No enterprise: no renewal counts to ask for.
    expect(calls(PATHS.listCount)).toHaveLength(0);
  });

  it('sends a member with neither username nor enterprise to /bindInfo', async () => {
    answers[PATHS.dxSend] = loginOk(null);
    answers[PATHS.login] = loginOk(sessionOf(phoneOnlyMember));
    answers[PATHS.userDetail] = ok(phoneOnlyMember);
    const { router } = await open();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const qr = await screen.findByRole('dialog', { name: '扫码登录' });
    fireEvent.click(within(qr).getByRole('button', { name: '其他方式登录' }));
    const dialog = await screen.findByRole('dialog', { name: '账号登录' });
    fireEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    const sms = await within(dialog).findByRole('form', { name: '短信登录' });
    fireEvent.change(within(sms).getByRole('textbox', { name: '手机号' }), {
      target: { value: '13800000003' },
    });
    fireEvent.change(within(sms).getByRole('textbox', { name: '验证码' }), {
      target: { value: '123456' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: /^登\s*录$/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bindInfo'));
    expect(calls(PATHS.login)[0]!.body).toMatchObject({
      type: 2,
      account: '13800000003',
      code: '123456',
    });
    await screen.findByRole('heading', { name: '完善账号信息' });
  });

  it('stays on the home page when the login happened there', async () => {
    const { router } = await logInWithPassword(plainMember, '/pc/index');
    await screen.findByRole('link', { name: 'demo_member' });
    expect(router.state.location.pathname).toBe('/index');
    expect(router.history.length).toBe(1);
  });
});

describe('renewal warning (contract §4)', () => {
  it('lists the counts after an enterprise member logs in; 今日不再提醒 snoozes it for good', async () => {
    answers[PATHS.listCount] = ok(dueRenewals);
    const snoozedUntil = Math.floor(Date.now() / 1000) + 3600;
    answers[PATHS.editNoticeTime] = ok({ notice_time: snoozedUntil });
    const { queryClient } = await logInWithPassword(enterpriseMember);

    const warning = await screen.findByRole('dialog', { name: /续费预警/ });
    expect(calls(PATHS.listCount)[0]!.body).toMatchObject({ enterprise_id: 7 });
    const counts = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(counts).toEqual(['资质2项', '专利3件', '作品1件', '软著4件', '商标5件']);
    within(warning).getByText(/请尽快缴费/);

    fireEvent.click(within(warning).getByRole('button', { name: '今日不再提醒' }));
    await waitFor(() => expect(calls(PATHS.editNoticeTime)).toHaveLength(1));
    await waitFor(() => expect(renewalWarning()).toBeNull());
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ notice_time: snoozedUntil });
    expect(localStorage.getItem('isNotice')).toBe('1');
  });

  it('我知道了 only closes it', async () => {
    answers[PATHS.listCount] = ok(dueRenewals);
    await logInWithPassword(enterpriseMember);
    const warning = await screen.findByRole('dialog', { name: /续费预警/ });
    fireEvent.click(within(warning).getByRole('button', { name: /我知道了/ }));
    await waitFor(() => expect(renewalWarning()).toBeNull());
    expect(calls(PATHS.editNoticeTime)).toHaveLength(0);
  });

  // Issue 25: no dead ends — each count leads to its items, with their dates, on 待办期限.
  it('links each count to its items on 我的待办期限; following one answers the warning', async () => {
    answers[PATHS.listCount] = ok({ ...dueRenewals, copyright_num: 0 });
    const { router } = await openAs(enterpriseMember);
    const warning = await screen.findByRole('dialog', { name: /续费预警/ });
    const links = within(warning)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['资质', `/pc/deadlines?category=${encodeURIComponent('资质')}`],
      ['专利', `/pc/deadlines?category=${encodeURIComponent('专利年费')}`],
      ['软著', `/pc/deadlines?category=${encodeURIComponent('软件著作权')}`],
      ['商标', `/pc/deadlines?category=${encodeURIComponent('商标续展')}`],
    ]);
    // Nothing is due of 作品: no link to an empty list.
    expect(within(warning).getByText('作品').tagName).toBe('SPAN');
    fireEvent.click(within(warning).getByRole('link', { name: '专利' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deadlines'));
    expect(router.state.location.search).toMatchObject({ category: '专利年费' });
    await waitFor(() => expect(renewalWarning()).toBeNull());
    expect(localStorage.getItem('isNotice')).toBe('1');
  });

  it('appears when a page opens with a session, and not again once answered in this login', async () => {
    answers[PATHS.listCount] = ok(dueRenewals);
    await openAs(enterpriseMember);
    const warning = await screen.findByRole('dialog', { name: /续费预警/ });
    fireEvent.click(within(warning).getByRole('button', { name: /我知道了/ }));
    await waitFor(() => expect(renewalWarning()).toBeNull());
  });

  it.each([
    ['only qualifications are due', { ...NO_RENEWALS, zzgl: 6 }, null],
    ['it is snoozed until later today', dueRenewals, Math.floor(Date.now() / 1000) + 3600],
  ])('stays away when %s', async (_case, counts, noticeTime) => {
    answers[PATHS.listCount] = ok(counts);
    await openAs({ ...enterpriseMember, notice_time: noticeTime });
    await waitFor(() => expect(calls(PATHS.listCount)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renewalWarning()).toBeNull();
  });

  it('comes back once a snooze has passed, and takes the enterprise id of an approved edit', async () => {
    answers[PATHS.listCount] = ok(dueRenewals);
    await openAs({
      ...plainMember,
      notice_time: Math.floor(Date.now() / 1000) - 60,
      qyedit: { status: 2, enterprise_id: 31 },
    });
    await screen.findByRole('dialog', { name: /续费预警/ });
    expect(calls(PATHS.listCount)[0]!.body).toMatchObject({ enterprise_id: 31 });
  });

  it('is not asked for again after a reload once answered', async () => {
    answers[PATHS.listCount] = ok(dueRenewals);
    storeSession(enterpriseMember, api.origin);
    localStorage.setItem('isNotice', '1');
    answers[PATHS.userDetail] = ok(enterpriseMember);
    await open();
    await screen.findByRole('link', { name: 'demo_enterprise' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls(PATHS.listCount)).toHaveLength(0);
    expect(renewalWarning()).toBeNull();
  });
});

describe('logout (contract §4)', () => {
  it('ends the server session, clears local storage and user info, and goes home', async () => {
    answers[PATHS.logout] = ok(null);
    localStorage.setItem('isNotice', '1');
    const { router } = await openAs(enterpriseMember);
    fireEvent.click(screen.getByRole('button', { name: /退出/ }));

    await screen.findByRole('button', { name: '登录' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(calls(PATHS.logout)[0]!.headers.token).toBe(TOKEN);
    for (const key of ['userId', 'userinfo', 'qyId', 'isNotice'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(screen.queryByRole('link', { name: 'demo_enterprise' })).toBeNull();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    answers[PATHS.logout] = { status: 500, body: { code: 500, msg: '服务器内部错误' } };
    await openAs(plainMember);
    fireEvent.click(screen.getByRole('button', { name: /退出/ }));
    await screen.findByRole('button', { name: '登录' });
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

describe('401 and 402 (contract §8)', () => {
  it('401: resets the token and goes to /login, the dialog over the home page', async () => {
    answers[PATHS.userDetail] = { status: 401, body: { code: 401, msg: '请先登录' } };
    storeSession(plainMember, api.origin);
    const { router } = await open();

    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/index');
    expect(document.cookie).not.toContain('token=');
    expect(localStorage.getItem('userId')).toBeNull();
    screen.getByRole('button', { name: '登录' });
  });

  it('402: shows the server’s message, resets the token, and reloads once it has been read', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    answers[PATHS.userDetail] = {
      status: 401,
      body: { code: 402, msg: '您的账号已在其他设备登录' },
    };
    storeSession(plainMember, api.origin);
    await open();

    await screen.findByText('您的账号已在其他设备登录');
    expect(document.cookie).not.toContain('token=');
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 6000 });
  });
});

describe('idle tracker (contract §4)', () => {
  it('ends a session whose token has expired at the next 30 s check, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openAs(plainMember);

    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
    screen.getByRole('link', { name: 'demo_member' });

    // The cookie runs out (0.25 day) while the page stays open.
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    act(() => void vi.advanceTimersByTime(29_000));
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    await eventually(() => expect(screen.getByText('登录已过期，请重新登录')).toBeTruthy());
    screen.getByRole('button', { name: '登录' });
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('ends it after a token’s lifetime without a mouse-down, not while the member is active', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await openAs(plainMember);

    // Five hours of clicking around: the session stays.
    for (let hour = 0; hour < 5; hour += 1) {
      act(() => void vi.advanceTimersByTime(60 * 60 * 1000));
      fireEvent.mouseDown(document.body);
    }
    screen.getByRole('link', { name: 'demo_member' });

    // Then six idle hours.
    act(() => void vi.advanceTimersByTime(6 * 60 * 60 * 1000));
    await eventually(() => expect(screen.getByText('登录已过期，请重新登录')).toBeTruthy());
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
