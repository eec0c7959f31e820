// 审计日志 in the console (issue 26): a row with who, what, which record, the changes as text and
// the address and browser — member-written markup inert; the filters go into the address and the
// call's body; 导出 Excel sends the same filters; a date range typed backwards is put in order on
// the spot, and a backwards one an address brings is refused before anything is sent.
import { AUDIT_EXPORT } from '@qyfw/portal-sdk/calls/audit-admin';
import type { FakeAnswerFor } from '@qyfw/app-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { typeDate } from '../../testing/antd-date';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';

const LIST = '/api/console/audit/list';
const HOSTILE = '<img src=x onerror="window.__xss=1">杭州示范科技有限公司';

const entry = {
  id: 41,
  at: Date.UTC(2026, 2, 2, 1, 0, 5) / 1000,
  actor: {
    id: 4,
    name: '周晓峰',
    account: 'demo_operator',
    role: 'operator',
    role_label: '平台运营',
  },
  action: 'enterprise_auth.return',
  action_label: '退回企业认证',
  entity_type: 'enterprise_auth',
  entity_label: '企业认证申请',
  entity_id: 9,
  record_name: HOSTILE,
  changes: [
    { field: 'state', label: '状态', before: '待审核', after: '已退回' },
    { field: 'reason', label: '原因', before: '（空）', after: '<b>营业执照不清晰</b>' },
  ],
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
  browser: 'Chrome 131 · Windows 10',
};

const listAnswer: FakeAnswerFor = ({ body }) => {
  const { page = 1, pageSize = 20 } = body as { page?: number; pageSize?: number };
  return ok({ list: [entry], total: 1, page, pageSize });
};

// The shell asks whether next year's calendar is entered (its banner): it is.
const calendarStatus = ok({
  current_year: 2026,
  next_year: 2027,
  current_year_entered: true,
  next_year_entered: true,
  years: [2026, 2027],
});

describe('审计日志', () => {
  it('shows the row as text, puts the filters in the address and the body, and exports with them', async () => {
    signedIn();
    // happy-dom has no object URLs: the download's hand-over is the browser's part.
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        '/api/console/calendar/status': calendarStatus,
        [LIST]: listAnswer,
        [AUDIT_EXPORT.path]: {
          status: 200,
          body: Buffer.from('xlsx'),
          contentType: AUDIT_EXPORT.mimeType,
        },
      },
      '/console/audit',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '审计日志' })).toBeTruthy();
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    const changes = screen.getByRole('list', { name: '变更' });
    expect(changes.textContent).toBe('状态：待审核 → 已退回原因：（空） → <b>营业执照不清晰</b>');
    expect(screen.getByText('2026-03-02 09:00:05')).toBeTruthy();
    expect(screen.getByText('demo_operator · 平台运营')).toBeTruthy();
    expect(screen.getByText('Chrome 131 · Windows 10')).toBeTruthy();
    expect(screen.getByText('企业认证申请 #9')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain('审计日志');

    const filters = screen.getByRole('search', { name: '筛选审计日志' });
    fireEvent.change(within(filters).getByLabelText('关键词'), { target: { value: ' 退回 ' } });
    fireEvent.change(within(filters).getByLabelText('操作人编号'), { target: { value: '4' } });
    fireEvent.change(within(filters).getByLabelText('记录编号'), { target: { value: '9' } });
    // The end typed before the start: the picker puts the two in order, nothing sent before 查询.
    const sent = server.requests.length;
    await typeDate(within(filters).getByLabelText('起止日期'), '2026-03-31');
    await typeDate(within(filters).getByPlaceholderText('结束日期'), '2026-03-01');
    await waitFor(() =>
      expect(within(filters).getByLabelText('起止日期')).toHaveProperty('value', '2026-03-01'),
    );
    expect(within(filters).getByPlaceholderText('结束日期')).toHaveProperty('value', '2026-03-31');
    expect(new URLSearchParams(window.location.search).get('from')).toBeNull();
    expect(server.requests.length).toBe(sent);

    fireEvent.click(within(filters).getByRole('button', { name: /查\s*询/ }));
    const chosen = {
      keyword: '退回',
      actor_id: 4,
      entity_id: 9,
      from: '2026-03-01',
      to: '2026-03-31',
    };
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === LIST).at(-1)?.body).toEqual({
        user_id: '',
        page: 1,
        pageSize: 20,
        ...chosen,
      }),
    );
    const address = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(address)).toMatchObject({
      actor_id: '4',
      entity_id: '9',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(address.get('keyword')).toContain('退回');

    // A row's 只看此记录 narrows to its type and number as well.
    fireEvent.click(await screen.findByRole('button', { name: '只看此记录：企业认证申请 #9' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('entity_type')).toBe(
        'enterprise_auth',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === AUDIT_EXPORT.path)?.body).toEqual({
        ...chosen,
        entity_type: 'enterprise_auth',
      }),
    );
    const exported = server.requests.find((r) => r.url === AUDIT_EXPORT.path)!;
    expect(exported.headers.token).toBe('console-token');
  });

  it('refuses a backwards range an address brings, before anything is sent', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('admin')),
        '/api/console/calendar/status': calendarStatus,
        [LIST]: listAnswer,
      },
      '/console/audit?from=2026-03-31&to=2026-03-01',
    );
    const filters = await screen.findByRole('search', { name: '筛选审计日志' });
    expect(within(filters).getByLabelText('起止日期')).toHaveProperty('value', '2026-03-31');
    const listed = () => server.requests.filter((r) => r.url === LIST).length;
    const sent = listed();
    fireEvent.click(within(filters).getByRole('button', { name: /查\s*询/ }));
    expect(await within(filters).findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(listed()).toBe(sent);
    expect(new URLSearchParams(window.location.search).get('from')).toBe('2026-03-31');
  });
});
