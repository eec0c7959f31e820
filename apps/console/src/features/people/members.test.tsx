// 会员管理 in the console (issue 26): the menu of an administrator; a member's nickname with markup
// shown as text; the filters in the address and the call's body; 停用 asks the reason the call
// requires before sending anything; the member's detail with the enterprise, the sign-ins and the
// reason they were disabled, and 启用.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';
import { dialogTitled, openDialog } from './dialogs.test-kit';

const LIST = '/api/console/people/members';
const DETAIL = '/api/console/people/member';
const DISABLE = '/api/console/people/disable';
const ENABLE = '/api/console/people/enable';
const HOSTILE = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">林雨桐';

const member = {
  id: 2,
  name: HOSTILE,
  username: 'demo_member',
  nickname: HOSTILE,
  mobile: '138****0002',
  state: 'active',
  state_label: '正常',
  created_at: Date.UTC(2026, 0, 5, 1, 0) / 1000,
  last_sign_in_at: Date.UTC(2026, 2, 2, 1, 30) / 1000,
  actions: ['disable'],
  enterprise: null,
};

const disabledDetail = {
  ...member,
  state: 'disabled',
  state_label: '已停用',
  actions: ['enable'],
  enterprise: {
    id: 7,
    name: '杭州示范科技有限公司',
    credit_code: '91350100M000100Y43',
    auth_state: 'pending',
    auth_state_label: '待审核',
  },
  email: 'c***@example.cn',
  password_set: true,
  wechat_bound: false,
  disabled_at: Date.UTC(2026, 2, 3, 2, 0) / 1000,
  disabled_reason: '冒用他人手机号注册',
  sign_ins: [
    {
      id: 40,
      at: Date.UTC(2026, 2, 2, 1, 30) / 1000,
      method: 'password',
      method_label: '密码登录',
      front_end: '门户',
      place: '浙江省杭州市',
      device: 'Chrome 131 · Windows 10',
      ip: '203.0.113.*',
      active: false,
    },
  ],
};

const stateAnswer = (state: 'active' | 'disabled') =>
  ok({
    id: 2,
    state,
    state_label: state === 'active' ? '正常' : '已停用',
    disabled_at: null,
    disabled_reason: '',
  });

describe('会员管理', () => {
  it('lists members as text, filters in the address, and 停用 only with a reason', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [LIST]: ({ body }) => {
          const { page = 1 } = body as { page?: number };
          return ok({ list: [member], total: 1, page, pageSize: 20 });
        },
        [DISABLE]: stateAnswer('disabled'),
      },
      '/console/people/members',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '会员管理' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: `查看会员“${HOSTILE}”` });
    expect(link.textContent).toBe(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('main script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(screen.getByText('138****0002')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    for (const entry of ['会员管理', '企业管理', '工作人员', '承办单位', '审计日志']) {
      expect(within(menu).getByRole('link', { name: entry })).toBeTruthy();
    }
    expect(within(menu).queryByRole('link', { name: '企业认证审核' })).toBeNull();

    const filters = screen.getByRole('search', { name: '筛选会员' });
    fireEvent.change(within(filters).getByRole('searchbox', { name: '用户名、昵称或手机号' }), {
      target: { value: ' 0002 ' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === LIST).at(-1)?.body).toEqual({
        user_id: '',
        page: 1,
        pageSize: 20,
        keyword: '0002',
      }),
    );
    expect(new URLSearchParams(window.location.search).get('keyword')).toContain('0002');

    fireEvent.click(screen.getByRole('button', { name: `停用“${HOSTILE}”` }));
    const dialog = await dialogTitled('停用会员');
    fireEvent.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    expect(await within(dialog).findByText('请填写停用原因')).toBeTruthy();
    expect(server.requests.some((r) => r.url === DISABLE)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('停用原因'), {
      target: { value: ' 冒用他人手机号注册 ' },
    });
    const listed = server.requests.filter((r) => r.url === LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(openDialog('停用会员')).toBeUndefined());
    expect(server.requests.find((r) => r.url === DISABLE)?.body).toEqual({
      user_id: '',
      id: 2,
      reason: '冒用他人手机号注册',
    });
    // The list is read again: the row's state comes from the server.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === LIST).length).toBeGreaterThan(listed),
    );
  });

  it('shows a disabled member with the reason, the enterprise and the sign-ins, and 启用s them', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [DETAIL]: ok(disabledDetail),
        [ENABLE]: stateAnswer('active'),
      },
      '/console/people/members/2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('冒用他人手机号注册')).toBeTruthy();
    expect(screen.getByText('杭州示范科技有限公司')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.getByText('门户 · 密码登录')).toBeTruthy();
    expect(screen.getByText('203.0.113.*')).toBeTruthy();
    const actions = screen.getByRole('group', { name: '可执行的操作' });
    expect(within(actions).queryByRole('button', { name: /停\s*用/ })).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: /启\s*用/ }));
    const dialog = await dialogTitled('启用会员');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /启\s*用/ }));
    await waitFor(() => expect(openDialog('启用会员')).toBeUndefined());
    expect(server.requests.find((r) => r.url === ENABLE)?.body).toEqual({ user_id: '', id: 2 });
  });
});
