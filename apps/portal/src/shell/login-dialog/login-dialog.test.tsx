import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endMotions } from '../../../test/end-motions';
import { eventually, settle } from '../../../test/eventually';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { closeLoginDialog } from '../../session';
import {
  loginOk,
  loginRefused,
  ok,
  PATHS,
  QR_IMAGE,
  enterpriseMember,
} from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.webLogin]: loginOk({ path: QR_IMAGE, sign: 'sign-1', poll_key: 'key-1' }),
    [PATHS.checkStatus]: loginOk({ status: 0 }),
    // The dialog cancels its QR when it closes or leaves QR mode.
    [PATHS.qrCancel]: ok(null),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  vi.useRealTimers();
  closeLoginDialog();
  await api.close();
});

const webLogins = () => api.requests.filter((request) => request.url === PATHS.webLogin).length;
const checks = () => api.requests.filter((request) => request.url === PATHS.checkStatus).length;

/** One poll interval passes; resolves once the check it started has been answered. */
async function tick(expectedChecks: number) {
  act(() => void vi.advanceTimersByTime(1000));
  await eventually(() => expect(checks()).toBe(expectedChecks));
  await settle();
}

/** /login: the home page with the dialog over it, in QR mode with its code on screen. */
async function openDialog() {
  const app = await renderApp('/pc/login', api.origin);
  const dialog = await screen.findByRole('dialog', { name: '扫码登录' });
  await within(dialog).findByRole('img', { name: '扫码登录二维码' });
  return { ...app, dialog };
}

function toAccountMode() {
  fireEvent.click(screen.getByRole('button', { name: '其他方式登录' }));
  return screen.findByRole('dialog', { name: '账号登录' });
}

// Whole-app tests: the home page renders beneath the dialog, which takes a while in happy-dom.
describe('login dialog', () => {
  it('opens over the home page at /login in QR mode, with the agreement line and both links', async () => {
    const { router, dialog } = await openDialog();
    expect(router.state.location.pathname).toBe('/index');
    const notice = within(dialog).getByText(/登录即表示已阅读并同意/);
    expect(notice.textContent).toBe('登录即表示已阅读并同意《用户协议》和《隐私政策》');
    expect(within(dialog).getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/pc/ysMent?status=2',
    );
    expect(within(dialog).getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(
      '/pc/ysMent?status=1',
    );
  });

  it('switches modes with 其他方式登录 and the corner icon, back to QR with a fresh code', async () => {
    await openDialog();
    const account = await toAccountMode();
    within(account).getByRole('tab', { name: '账号登录' });
    within(account).getByRole('tab', { name: '短信登录' });

    fireEvent.click(within(account).getByRole('button', { name: '切换到扫码登录' }));
    const qr = await screen.findByRole('dialog', { name: '扫码登录' });
    await waitFor(() =>
      expect(api.requests.filter((request) => request.url === PATHS.webLogin)).toHaveLength(2),
    );

    fireEvent.click(within(qr).getByRole('button', { name: '切换到账号登录' }));
    await screen.findByRole('dialog', { name: '账号登录' });
  });

  it('keeps focus in the dialog when the mode switches: the first field, then the heading', async () => {
    // Issue 10: the pressed button leaves with its mode; focus fell to the page's body.
    await renderApp('/pc/login', api.origin);
    const dialog = await screen.findByRole('dialog', { name: '扫码登录' });
    const other = within(dialog).getByRole('button', { name: '其他方式登录' });
    other.focus();
    fireEvent.click(other);
    const account = await screen.findByRole('dialog', { name: '账号登录' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(account).getByRole('textbox', { name: '账号' })),
    );

    const back = within(account).getByRole('button', { name: '扫码登录' });
    back.focus();
    fireEvent.click(back);
    const qr = await screen.findByRole('dialog', { name: '扫码登录' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('扫码登录'));
    expect(qr.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).not.toBe('BUTTON');
  });

  it('polls every second only while the QR is shown: not in account mode, not after closing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openDialog();
    await tick(1);
    await tick(2);

    await toAccountMode();
    act(() => void vi.advanceTimersByTime(5000));
    await settle();
    expect(checks()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: '切换到扫码登录' }));
    await eventually(() => expect(webLogins()).toBe(2));
    await settle();
    await tick(3);

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    act(() => void vi.advanceTimersByTime(5000));
    await settle();
    expect(checks()).toBe(3);
  });

  it('asks for account and password (contract §5)', async () => {
    await openDialog();
    const dialog = await toAccountMode();
    fireEvent.click(within(dialog).getByRole('button', { name: /^登\s*录$/ }));
    await within(dialog).findByText('请输入账号');
    within(dialog).getByText('请输入密码');
    expect(api.requests.some((request) => request.url === PATHS.login)).toBe(false);
  });

  it('shows the server’s reason when the login is refused', async () => {
    answers[PATHS.login] = loginRefused('账号或密码错误，还可尝试4次');
    await openDialog();
    const dialog = await toAccountMode();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '账号' }), {
      target: { value: 'demo_enterprise' },
    });
    fireEvent.change(within(dialog).getByLabelText('密码'), {
      target: { value: 'wrong-password' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^登\s*录$/ }));
    const alert = await within(dialog).findByText('账号或密码错误，还可尝试4次');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(api.requests.find((request) => request.url === PATHS.login)?.body).toMatchObject({
      type: 1,
      account: 'demo_enterprise',
      password: 'wrong-password',
    });
    expect(document.cookie).not.toContain('token=');
  });

  it('checks the phone before sending a code, then counts down from 59 (contract §4, §5)', async () => {
    answers[PATHS.dxSend] = loginOk(null);
    await openDialog();
    const dialog = await toAccountMode();
    fireEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    const sms = await within(dialog).findByRole('form', { name: '短信登录' });

    fireEvent.click(within(sms).getByRole('button', { name: /发送验证码$/ }));
    await within(sms).findByText('请输入手机号');

    fireEvent.change(within(sms).getByRole('textbox', { name: '手机号' }), {
      target: { value: '1234' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: /发送验证码$/ }));
    await within(sms).findByText('手机号输入有误');
    expect(api.requests.some((request) => request.url === PATHS.dxSend)).toBe(false);

    fireEvent.change(within(sms).getByRole('textbox', { name: '手机号' }), {
      target: { value: '13800000002' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: /发送验证码$/ }));
    const counting = await within(sms).findByRole('button', { name: /59s后重新获取$/ });
    expect(counting).toHaveProperty('disabled', true);
    expect(api.requests.find((request) => request.url === PATHS.dxSend)?.body).toMatchObject({
      type: 2,
      phone: '13800000002',
    });

    fireEvent.click(within(sms).getByRole('button', { name: /^登\s*录$/ }));
    await within(sms).findByText('请输入验证码');
  });

  it('shows the server’s reason when no code can be sent, and the button stays free', async () => {
    answers[PATHS.dxSend] = loginRefused('验证码发送过于频繁，请60秒后再试');
    await openDialog();
    const dialog = await toAccountMode();
    fireEvent.click(within(dialog).getByRole('tab', { name: '短信登录' }));
    const sms = await within(dialog).findByRole('form', { name: '短信登录' });
    fireEvent.change(within(sms).getByRole('textbox', { name: '手机号' }), {
      target: { value: '13800000002' },
    });
    fireEvent.click(within(sms).getByRole('button', { name: /发送验证码$/ }));
    await screen.findByText('验证码发送过于频繁，请60秒后再试');
    await waitFor(() =>
      expect(within(sms).getByRole('button', { name: /发送验证码$/ })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  it('logs in when the phone confirms the QR: 登录成功, the dialog closes, the member is greeted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answers[PATHS.userDetail] = ok(enterpriseMember);
    answers[PATHS.listCount] = ok({
      zzgl: 0,
      patent_num: 0,
      copyright_num: 0,
      softright_num: 0,
      brand_num: 0,
    });
    await openDialog();
    answers[PATHS.checkStatus] = loginOk({ status: 1, user_id: 11, token: 'qr-token' });
    act(() => void vi.advanceTimersByTime(1000));

    await eventually(() => expect(screen.queryByText('登录成功')).not.toBeNull());
    await eventually(() => {
      endMotions();
      expect(screen.queryByRole('dialog', { name: '扫码登录' })).toBeNull();
    });
    await eventually(() =>
      expect(screen.getByRole('link', { name: 'demo_enterprise' }).getAttribute('href')).toBe(
        '/pc/basics',
      ),
    );
    expect(localStorage.getItem('userId')).toBe('11');
    expect(document.cookie).toContain('token=qr-token');
  });
});
