import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../app';
import { createQueryClient } from '../../../lib/query-client';
import { createAppRouter } from '../../../router';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { pointPageAt } from '../../../../test/point-page-at';
import {
  enterpriseMember,
  loginOk,
  ok,
  PATHS,
  sessionOf,
  storeSession,
  TOKEN,
} from '../../../../test/session.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {};
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  await api.close();
});

/** The phone page has no PC header or footer: mount the app and wait for its main region. */
async function openOnPhone(path: string) {
  pointPageAt(api.origin, path);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<App queryClient={queryClient} router={router} />);
  await screen.findByRole('main', undefined);
  return router;
}

/** The computer that asked for the QR, as qr_info tells it: 2026-11-24 10:32 in Beijing. */
const REQUESTER = {
  browser: 'Chrome 156 · Windows 10',
  place: '北京市',
  ip: '203.0.113.*',
  createtime: 1795487520,
  expires: 1795487640,
};
const REQUESTER_LINE =
  '正在请求登录的电脑：Chrome 156 · Windows 10，北京市（IP 203.0.113.*），11月24日 10:32';
const WARNING = '如果不是您本人在电脑上扫码，请点击拒绝';
const SIGN_GONE = {
  status: 400,
  body: { code: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫码' },
};

describe('/m/scan', () => {
  it('has no PC header or footer and asks a visitor to log in on the phone first', async () => {
    await openOnPhone('/pc/m/scan?sign=sign-1');
    await screen.findByRole('heading', { name: '登录后确认电脑端登录' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(document.title).toBe('扫码登录确认 - 企业服务门户'));
    screen.getByRole('tab', { name: '账号登录' });
    screen.getByRole('tab', { name: '短信登录' });
  });

  it('logs in on the phone, then shows which computer asks and confirms its login with the sign', async () => {
    answers[PATHS.login] = loginOk(sessionOf(enterpriseMember));
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = ok(REQUESTER);
    answers[PATHS.qrConfirm] = ok(null);
    const router = await openOnPhone('/pc/m/scan?sign=sign-1');
    const form = await screen.findByRole('form', { name: '账号登录' });
    fireEvent.change(within(form).getByLabelText('账号'), { target: { value: 'demo_enterprise' } });
    fireEvent.change(within(form).getByLabelText('密码'), { target: { value: 'Demo@2026' } });
    fireEvent.click(within(form).getByRole('button', { name: /^登\s*录$/ }));

    await screen.findByText('demo_enterprise', { selector: 'strong' });
    // The phone stays on the confirm page: no PC routing after this login.
    expect(router.state.location.pathname).toBe('/m/scan');
    // Nobody is told about the computer before logging in; the member is, with the sign.
    const info = api.requests.filter((request) => request.url === PATHS.qrInfo);
    expect(info).toHaveLength(1);
    expect(info[0]!.body).toMatchObject({ sign: 'sign-1' });
    expect(info[0]!.headers.token).toBe(TOKEN);
    expect((await screen.findByText(/正在请求登录的电脑/)).textContent).toBe(REQUESTER_LINE);
    screen.getByText(WARNING);
    fireEvent.click(screen.getByRole('button', { name: '确认登录' }));
    await screen.findByRole('heading', { name: '已确认登录' });
    const confirm = api.requests.find((request) => request.url === PATHS.qrConfirm);
    expect(confirm?.body).toMatchObject({ sign: 'sign-1' });
    expect(confirm?.headers.token).toBe(TOKEN);
  });

  it('refuses for a member already logged in on the phone who does not know the computer', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = { ...ok({ ...REQUESTER, place: '位置未知' }), delayMs: 300 };
    answers[PATHS.qrRefuse] = ok(null);
    storeSession(enterpriseMember, api.origin);
    await openOnPhone('/pc/m/scan?sign=sign-1');
    // While the request is read: no buttons to press blindly.
    await screen.findByText('正在读取登录请求…');
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();

    expect((await screen.findByText(/正在请求登录的电脑/)).textContent).toBe(
      REQUESTER_LINE.replace('北京市', '位置未知'),
    );
    screen.getByText(WARNING);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    await screen.findByRole('heading', { name: '已拒绝登录' });
    expect(api.requests.find((request) => request.url === PATHS.qrRefuse)?.body).toMatchObject({
      sign: 'sign-1',
    });
    // The phone never cancels: that is the requesting computer's alone.
    expect(api.requests.some((request) => request.url === PATHS.qrCancel)).toBe(false);
    expect(api.requests.some((request) => request.url === PATHS.qrConfirm)).toBe(false);
  });

  it('says the code is no longer valid when the server no longer knows the sign, before any button', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = SIGN_GONE;
    storeSession(enterpriseMember, api.origin);
    await openOnPhone('/pc/m/scan?sign=old-sign');
    await screen.findByRole('heading', { name: '二维码已失效' });
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
  });

  it('offers a retry when the computer’s details could not be read', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = { status: 503, body: { code: 503, msg: '服务暂时不可用，请稍后再试' } };
    storeSession(enterpriseMember, api.origin);
    await openOnPhone('/pc/m/scan?sign=sign-1');
    await screen.findByRole('heading', { name: '操作未完成' });
    answers[PATHS.qrInfo] = ok(REQUESTER);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByText(/正在请求登录的电脑/)).textContent).toBe(REQUESTER_LINE);
  });

  it('says the code is no longer valid when the server refuses the confirmation', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = ok(REQUESTER);
    answers[PATHS.qrConfirm] = SIGN_GONE;
    storeSession(enterpriseMember, api.origin);
    await openOnPhone('/pc/m/scan?sign=old-sign');
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }));
    await screen.findByRole('heading', { name: '二维码已失效' });
    within(screen.getByRole('main')).getByText('二维码已失效，请在电脑上刷新二维码后重新扫码');
  });

  it('offers a retry when the confirmation could not get through', async () => {
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.qrInfo] = ok(REQUESTER);
    answers[PATHS.qrConfirm] = {
      status: 503,
      body: { code: 503, msg: '服务暂时不可用，请稍后再试' },
    };
    storeSession(enterpriseMember, api.origin);
    await openOnPhone('/pc/m/scan?sign=sign-1');
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }));
    await screen.findByRole('heading', { name: '操作未完成' });
    answers[PATHS.qrConfirm] = ok(null);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }));
    await screen.findByRole('heading', { name: '已确认登录' });
  });

  it('explains what to do when opened without a QR sign', async () => {
    await openOnPhone('/pc/m/scan');
    await screen.findByRole('heading', { name: '二维码已失效' });
    screen.getByText('未识别到登录二维码，请使用手机扫描电脑上的二维码。');
  });
});
