// 工作人员 and 承办单位 in the console (issue 26): 新建工作人员 asks a handler's unit and refuses two
// different passwords before sending anything, and a generated first password is shown once;
// 变更角色 sends the role and unit together and keeps the server's refusal (the last
// administrator) in its dialog; only the actions the server lists are offered; a unit's name
// another unit has is refused in the dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose } from '../../testing/antd-select';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';
import { dialogTitled, openDialog } from './dialogs.test-kit';

const STAFF = '/api/console/people/staff';
const CREATE = '/api/console/people/staff-create';
const ROLE = '/api/console/people/staff-role';
const UNITS = '/api/console/people/units';
const UNIT_CREATE = '/api/console/people/unit-create';

const unit = {
  id: 1,
  name: '杭州市西湖区市场监督管理局',
  kind: 'department',
  kind_label: '职能部门',
  handler_count: 1,
  created_at: Date.UTC(2026, 0, 5) / 1000,
};

const staff = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  name: '王立平',
  username: 'demo_handler',
  nickname: '王立平',
  mobile: '138****0005',
  state: 'active',
  state_label: '正常',
  created_at: Date.UTC(2026, 0, 5) / 1000,
  last_sign_in_at: null,
  actions: ['change_role', 'reset_totp', 'disable'],
  role: 'handler',
  role_label: '办理人员',
  unit: { id: 1, name: unit.name },
  totp_enrolled: true,
  disabled_at: null,
  disabled_reason: '',
  ...overrides,
});

const self = staff({
  id: 4,
  name: '赵敏',
  username: 'demo_admin',
  role: 'admin',
  role_label: '系统管理员',
  unit: null,
  actions: ['change_role'],
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('工作人员', () => {
  it('creates a handler only with a unit and matching passwords; a generated password is shown once', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [STAFF]: ok({ list: [staff(), self], total: 2, page: 1, pageSize: 20 }),
        [UNITS]: ok({ list: [unit], total: 1, page: 1, pageSize: 100 }),
        [CREATE]: ({ body }) =>
          ok({
            staff: staff({
              id: 9,
              name: '钱多多',
              username: (body as { username: string }).username,
            }),
            initial_password: 'password' in (body as object) ? null : 'k7Pq2xWm9Rt4',
          }),
      },
      '/console/people/staff',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '工作人员' })).toBeTruthy();
    // Only what the server lists: on one's own row, only 变更角色.
    expect(await screen.findByRole('button', { name: '重置二次验证“王立平”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '变更角色“赵敏”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停用“赵敏”' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /新建工作人员/ }));
    const dialog = await dialogTitled('新建工作人员');
    type(within(dialog).getByLabelText('用户名'), 'qian_duoduo');
    type(within(dialog).getByLabelText('姓名'), '钱多多');
    type(within(dialog).getByLabelText('手机号'), '1391234567');
    await choose(within(dialog).getByRole('combobox', { name: '角色' }), '办理人员');
    fireEvent.click(within(dialog).getByLabelText('自行设置'));
    type(await within(dialog).findByLabelText('密码'), 'Qyfw2026pass');
    type(within(dialog).getByLabelText('再次输入密码'), 'Qyfw2026pasz');
    fireEvent.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
    expect(await within(dialog).findByText('手机号输入有误')).toBeTruthy();
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(await within(dialog).findByText('办理人员须选择承办单位')).toBeTruthy();
    expect(server.requests.some((r) => r.url === CREATE)).toBe(false);

    // Back to a generated password: nothing typed is sent.
    type(within(dialog).getByLabelText('手机号'), '13912345678');
    fireEvent.click(within(dialog).getByLabelText('系统生成（仅显示一次）'));
    await choose(within(dialog).getByRole('combobox', { name: '承办单位' }), unit.name);
    fireEvent.click(within(dialog).getByRole('button', { name: /新\s*建/ }));
    const shown = await dialogTitled('初始密码（仅显示这一次）');
    expect(within(shown).getByText('k7Pq2xWm9Rt4')).toBeTruthy();
    expect(server.requests.find((r) => r.url === CREATE)?.body).toEqual({
      user_id: '',
      username: 'qian_duoduo',
      name: '钱多多',
      mobile: '13912345678',
      role: 'handler',
      unit_id: 1,
    });
    fireEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(openDialog('初始密码（仅显示这一次）')).toBeUndefined());
    expect(screen.queryByText('k7Pq2xWm9Rt4')).toBeNull();
  });

  it('changes a role and unit together, and keeps the server’s refusal in the dialog', async () => {
    signedIn();
    let refuse = true;
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [STAFF]: ok({ list: [staff()], total: 1, page: 1, pageSize: 20 }),
        [UNITS]: ok({ list: [unit], total: 1, page: 1, pageSize: 100 }),
        [ROLE]: () => {
          if (!refuse) return ok(staff({ role: 'operator', role_label: '平台运营', unit: null }));
          refuse = false;
          return {
            status: 409,
            body: {
              code: 409,
              msg: '至少需保留一名在用的系统管理员：不能停用最后一名系统管理员或变更其角色',
            },
          };
        },
      },
      '/console/people/staff',
    );
    fireEvent.click(await screen.findByRole('button', { name: '变更角色“王立平”' }));
    const dialog = await dialogTitled('变更角色');
    expect(within(dialog).getByText(unit.name)).toBeTruthy();
    await choose(within(dialog).getByRole('combobox', { name: '角色' }), '平台运营');
    await waitFor(() => expect(within(dialog).queryByText('承办单位')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      '至少需保留一名在用的系统管理员',
    );
    expect(openDialog('变更角色')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(openDialog('变更角色')).toBeUndefined());
    expect(server.requests.filter((r) => r.url === ROLE).at(-1)?.body).toEqual({
      user_id: '',
      id: 5,
      role: 'operator',
      unit_id: null,
    });
  });
});

describe('承办单位', () => {
  it('creates a unit, and shows a name another unit has as the server’s refusal', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [UNITS]: ok({ list: [unit], total: 1, page: 1, pageSize: 20 }),
        [UNIT_CREATE]: {
          status: 409,
          body: { code: 409, msg: `已有名为“${unit.name}”的承办单位` },
        },
      },
      '/console/people/units',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '承办单位' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: `${unit.name}的办理人员：1 人` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建承办单位/ }));
    const dialog = await dialogTitled('新建承办单位');
    type(within(dialog).getByLabelText('单位名称'), '局');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写单位全称（至少2个字）')).toBeTruthy();
    expect(await within(dialog).findByText('请选择单位类型')).toBeTruthy();
    type(within(dialog).getByLabelText('单位名称'), unit.name);
    await choose(within(dialog).getByRole('combobox', { name: '单位类型' }), '职能部门');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `已有名为“${unit.name}”的承办单位`,
    );
    expect(server.requests.find((r) => r.url === UNIT_CREATE)?.body).toEqual({
      user_id: '',
      name: unit.name,
      kind: 'department',
    });
  });
});
