// 企业管理 in the console (issue 26): the directory with each enterprise's status and members,
// the status filter in the address and the call's body, and one enterprise's members (each opens
// in 会员管理) and authentication requests, read only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';
import { demoEnterprise as enterprise, demoEnterpriseDetail } from '../../testing/people-fixtures';

const LIST = '/api/console/people/enterprises';
const DETAIL = '/api/console/people/enterprise';

describe('企业管理', () => {
  it('filters by status in the address and opens an enterprise with its members and requests', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        [LIST]: ok({ list: [enterprise], total: 1, page: 1, pageSize: 20 }),
        [DETAIL]: ok(demoEnterpriseDetail),
      },
      '/console/people/enterprises?status=authenticated',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '企业管理' })).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === LIST)?.body).toEqual({
        user_id: '',
        page: 1,
        pageSize: 20,
        status: 'authenticated',
      }),
    );
    expect(await screen.findByText('1 人')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: `查看企业“${enterprise.name}”` }));
    expect(await screen.findByRole('heading', { level: 1, name: enterprise.name })).toBeTruthy();
    const members = screen.getByRole('heading', { level: 2, name: '已绑定的会员（1）' });
    expect(members).toBeTruthy();
    expect(screen.getByRole('link', { name: '陈静' }).getAttribute('href')).toBe(
      '/console/people/members/1',
    );
    const requests = screen.getByRole('heading', { level: 2, name: '认证申请记录' }).parentElement!;
    expect(within(requests).getByText('2026-01-06 09:00')).toBeTruthy();
    // Read only: no action buttons.
    expect(screen.queryByRole('group', { name: '可执行的操作' })).toBeNull();
  });
});
