// Every guarded entry treats a visitor the same way (issue 25): 请先登录, the login dialog, and
// after login the visitor continues to where they were going — a guarded header tab, the top
// search, a member page opened by its address. And a member whose enterprise authentication
// waits for review is told so at the enterprise gate, not to complete what they completed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as identityCalls from '@qyfw/portal-sdk/calls/identity';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endMotions } from '../../test/end-motions';
import { startFakeApiServer, type FakeAnswer } from '../../test/fake-api-server';
import { renderApp } from '../../test/render-app';
import {
  enterpriseMember,
  loginOk,
  ok,
  PATHS,
  plainMember,
  QR_IMAGE,
  sessionOf,
  storeSession,
} from '../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../test/site-config.fixture';
import { closeLoginDialog } from '../session';
import { isLoginDialogOpen } from '../session/login-dialog-store';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.webLogin]: loginOk({ path: QR_IMAGE, sign: 'sign-1', poll_key: 'key-1' }),
    [PATHS.checkStatus]: loginOk({ status: 0 }),
    [PATHS.qrCancel]: ok(null),
    [PATHS.listCount]: ok({
      zzgl: 0,
      patent_num: 0,
      copyright_num: 0,
      softright_num: 0,
      brand_num: 0,
    }),
  };
  api = await startFakeApiServer(answers);
});

afterEach(async () => {
  closeLoginDialog();
  await api.close();
});

/** A page without data of its own (the not-found page of a later issue's route). */
const PAGE = '/pc/expertDetail?id=3';

async function open(path = PAGE) {
  const app = await renderApp(path, api.origin);
  await within(screen.getByRole('contentinfo')).findByText('400-800-1234');
  return app;
}

/** The dialog a guard opened: log in there with the account tab, as `user`. */
async function logInInTheDialog(user: UserInfo) {
  answers[PATHS.login] = loginOk(sessionOf(user));
  answers[PATHS.userDetail] = ok(user);
  const qr = await screen.findByRole('dialog', { name: '扫码登录' });
  fireEvent.click(within(qr).getByRole('button', { name: '其他方式登录' }));
  const dialog = await screen.findByRole('dialog', { name: '账号登录' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '账号' }), {
    target: { value: user.username ?? '' },
  });
  fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'Demo@2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^登\s*录$/ }));
  await screen.findByText('登录成功');
  await waitFor(() => {
    endMotions();
    expect(screen.queryByRole('dialog', { name: '账号登录' })).toBeNull();
  });
}

const search = () => within(screen.getByRole('banner')).getByRole('search');

describe('a visitor at a guarded entry', () => {
  it('searching opens the login dialog, and the search runs after login', async () => {
    const { router } = await open();
    // The search opens on 政策, the portal's main search.
    expect(
      within(search()).getByRole('button', { name: '政策' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(within(search()).getByRole('searchbox'), { target: { value: '高新技术' } });
    fireEvent.submit(search());
    await screen.findByText('请先登录');
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');

    await logInInTheDialog(plainMember);
    await waitFor(() => expect(router.state.location.pathname).toBe('/policyData'));
    expect(router.state.location.search).toEqual({ keyword: '高新技术' });
  });

  it('政策匹配 opens the login dialog and continues to /match after login', async () => {
    const { router } = await open();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
        name: '政策匹配',
      }),
    );
    await screen.findByRole('dialog', { name: '扫码登录' });
    expect(router.state.location.pathname).toBe('/expertDetail');

    await logInInTheDialog(enterpriseMember);
    await waitFor(() => expect(router.state.location.pathname).toBe('/match'));
  });

  it('a member page opened by its address opens the dialog and shows the page after login', async () => {
    answers[identityCalls.auth_request_mine.path] = ok(null);
    const { router } = await open('/pc/identity');
    // The gate says why, and the dialog is already open: no second click needed.
    await screen.findByText('请先登录，再进行企业认证');
    await screen.findByRole('dialog', { name: '扫码登录' });

    await logInInTheDialog(plainMember);
    await screen.findByRole('heading', { name: '企业认证', level: 1 });
    expect(router.state.location.pathname).toBe('/identity');
    expect(screen.queryByText('请先登录，再进行企业认证')).toBeNull();
  });

  it('closing the dialog keeps no destination: a later login from the top bar goes home', async () => {
    const { router } = await open();
    fireEvent.change(within(search()).getByRole('searchbox'), { target: { value: '人才' } });
    fireEvent.submit(search());
    await screen.findByRole('dialog', { name: '扫码登录' });
    closeLoginDialog();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await logInInTheDialog(plainMember);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});

describe('a member who logs out on a member page', () => {
  it('goes home without the login dialog: leaving is not a visitor arriving', async () => {
    answers[identityCalls.auth_request_mine.path] = ok(null);
    answers[PATHS.logout] = ok(null);
    answers[PATHS.userDetail] = ok(plainMember);
    storeSession(plainMember, api.origin);
    const { router } = await open('/pc/identity');
    await screen.findByRole('heading', { name: '企业认证', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /退出/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await screen.findByRole('button', { name: '登录' });
    expect(isLoginDialogOpen()).toBe(false);
  });
});

describe('the enterprise gate while authentication is under review', () => {
  const waiting: UserInfo = {
    ...plainMember,
    qyedit: { status: 1, enterprise_id: 5 },
    enterprise: {
      name: '杭州新申请科技有限公司',
      credit_code: '91330106MA2H3Q8X5K',
      auth_state: 'pending',
    },
  };

  it('says 企业认证审核中 with the way to the request, not 请到个人中心补全企业信息', async () => {
    answers[PATHS.userDetail] = ok(waiting);
    storeSession(waiting, api.origin);
    await open('/pc/match');
    await screen.findByText('企业认证审核中，审核通过后即可使用。');
    expect(screen.queryByText('请到个人中心补全企业信息')).toBeNull();
    expect(screen.getByRole('link', { name: '查看认证申请' }).getAttribute('href')).toBe(
      '/pc/identity',
    );
  });

  it('a member with nothing submitted is still asked to complete the enterprise', async () => {
    answers[PATHS.userDetail] = ok(plainMember);
    storeSession(plainMember, api.origin);
    await open('/pc/match');
    await screen.findByText('请到个人中心补全企业信息');
    expect(screen.queryByText(/企业认证审核中/)).toBeNull();
  });
});
