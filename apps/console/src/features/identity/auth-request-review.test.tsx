// 企业认证审核 in the console (issue 26): a pending request with its documents, 退回 asking for
// the reason the flow row requires, then 通过认证; member-written text shown as text.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';

const HOSTILE = '<img src=x onerror="window.__xss=1">杭州示范科技有限公司';

const request = (state = 'pending', version = 1, reason: string | null = null) => ({
  id: 9,
  state,
  version,
  enterprise_name: HOSTILE,
  credit_code: '91330106MA2K8X7Q1N',
  legal_person: '张三',
  licence_upload_id: 51,
  authorisation_upload_id: 52,
  enterprise_id: null,
  reason,
  resubmit_by: null,
  createtime: 1_795_000_000,
  submittime: 1_795_000_000,
  reviewtime: null,
  history: [],
  applicant: { id: 3, name: '林雨桐', mobile: '138****0002', username: 'demo_member', email: null },
  licence: { id: 51, name: '营业执照.png', mime: 'image/png', size: 20480 },
  authorisation: { id: 52, name: '授权书.pdf', mime: 'application/pdf', size: 40960 },
  audit: [],
});

describe('企业认证审核', () => {
  it('returns a request only with a reason, and approves another', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/identity/detail': ok(request()),
        '/api/console/identity/return': ok(request('returned', 2, '授权书未加盖公章')),
        '/api/console/identity/approve': ok(request('approved', 2)),
      },
      '/console/identity/auth-requests/9',
    );
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('营业执照.png（20 KB）')).toBeTruthy();
    expect(screen.getByText('林雨桐')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain(
      '企业认证审核',
    );

    const actions = screen.getByRole('group', { name: '可执行的操作' });
    fireEvent.click(within(actions).getByRole('button', { name: /退\s*回/ }));
    const dialog = await screen.findByRole('dialog', { name: '退回' });
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    expect(await within(dialog).findByText('请填写退回原因')).toBeTruthy();
    expect(server.requests.some((r) => r.url === '/api/console/identity/return')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('退回原因'), {
      target: { value: '授权书未加盖公章' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '退回' })).toBeNull());
    expect(server.requests.find((r) => r.url === '/api/console/identity/return')?.body).toEqual({
      user_id: '',
      id: 9,
      version: 1,
      reason: '授权书未加盖公章',
    });

    fireEvent.click(within(actions).getByRole('button', { name: /通过认证/ }));
    const confirm = await screen.findByRole('dialog', { name: '通过认证' });
    fireEvent.click(within(confirm).getByRole('button', { name: /通过认证/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通过认证' })).toBeNull());
    expect(server.requests.find((r) => r.url === '/api/console/identity/approve')?.body).toEqual({
      user_id: '',
      id: 9,
      version: 1,
    });
  });
});
