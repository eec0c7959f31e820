// The console's routes against the kit's fake API server (the real SDK client, query layer and
// router): sign-in with the code, a wrong code's message, enrolment's recovery codes shown once,
// the menu from the role, and the queue's items.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, refused, signedIn } from './testing/open-console';

const queue = ok({
  list: [
    {
      kind: 'enterprise_auth',
      kind_label: '企业认证申请',
      id: 9,
      title: '杭州示范科技有限公司',
      state: 'pending',
      state_label: '待审核',
      since: '2026-03-01T08:00:00.000Z',
      waited_ms: 3 * 3600_000 + 5 * 60_000,
      pending: true,
      assignee_id: null,
      assignee_name: null,
      assigned_to_me: false,
      transfer_reason: null,
      transferred_by_name: null,
      transferred_at: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  counts: { enterprise_auth: 1, policy_application: 0, exempt_case: 0 },
});

async function typePassword() {
  fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'demo_operator' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@2026' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('console sign-in', () => {
  it('asks for the code, shows a wrong code refused, then signs in to the queue', async () => {
    const server = await openConsole({
      '/api/console/auth/sign-in': (request) => {
        const code = (request.body as { code?: string }).code;
        if (code === undefined) return ok({ step: 'code' });
        if (code !== '123456')
          return refused('动态验证码错误或已使用，请输入验证器中最新的6位数字');
        return ok({ step: 'signed_in', token: 'console-token', me: me('operator') });
      },
      '/api/console/auth/me': ok(me('operator')),
      '/api/console/work-queue/list': queue,
    });
    await typePassword();
    const code = await screen.findByLabelText('动态验证码');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(/动态验证码错误/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('杭州示范科技有限公司')).toBeTruthy();
    expect(screen.getByText('3小时5分钟')).toBeTruthy();
    expect(screen.getByText(/企业认证 待办 1/)).toBeTruthy();
    // Console calls carry the console's token.
    const queueCall = server.requests.find(
      (request) => request.url === '/api/console/work-queue/list',
    );
    expect(queueCall?.headers.token).toBe('console-token');
  });

  it('enrols at the first sign-in and shows the recovery codes once', async () => {
    await openConsole({
      '/api/console/auth/sign-in': ok({
        step: 'enrol',
        enrol_token: 'enrol-token',
        qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'QYFWDEMOOPERATORSECRETKEYAAAAAAA',
      }),
      '/api/console/auth/totp-enrol': ok({
        step: 'signed_in',
        token: 'console-token',
        me: me('admin'),
        recovery_codes: ['ab23-cd45', 'ef67-gh89'],
      }),
      '/api/console/auth/me': ok(me('admin')),
      '/api/console/work-queue/list': ok({
        list: [],
        total: 0,
        page: 1,
        pageSize: 20,
        counts: { enterprise_auth: 0, policy_application: 0, exempt_case: 0 },
      }),
    });
    await typePassword();
    expect(await screen.findByAltText('动态验证码绑定二维码')).toBeTruthy();
    expect(screen.getByText('QYFWDEMOOPERATORSECRETKEYAAAAAAA')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('ab23-cd45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText('ab23-cd45')).toBeNull());
    expect(await screen.findByText(/周晓峰（系统管理员）/)).toBeTruthy();
  });

  it("builds the menu from the server's role and shows the handler's unit", async () => {
    signedIn();
    await openConsole(
      {
        '/api/console/auth/me': ok(me('handler')),
        '/api/console/work-queue/list': queue,
      },
      '/console/',
    );
    expect(await screen.findByText(/办理人员 · 杭州市西湖区市场监督管理局/)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(menu.textContent).toBe('工作台工作日历');
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeTruthy();
  });

  it('answers an unknown address with 页面不存在 and the way back to 工作台', async () => {
    signedIn();
    await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/work-queue/list': queue,
      },
      '/console/no-such-screen',
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回到工作台' }));
    expect(await screen.findByText('杭州示范科技有限公司')).toBeTruthy();
  });

  it('tells a role why a screen of another role is not theirs, and calls nothing of it', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        '/api/console/work-queue/list': queue,
      },
      '/console/publishing/policies',
    );
    expect(await screen.findByRole('heading', { name: '无权访问此页面' })).toBeTruthy();
    expect(screen.getByText(/不属于系统管理员的工作范围/)).toBeTruthy();
    expect(server.requests.some((request) => request.url.includes('/policy'))).toBe(false);
  });
});
