// 工作台's 转办 (issue 26): an item handed to me leads 待办 marked 转办给我 with who and why (the
// reason as text, however it is written); 转办 on a pending row asks for a colleague from the
// server's list and a reason, refuses to send without either, sends the hand-over and reloads
// the queue; the server's refusal stays in the dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose } from '../../testing/antd-select';
import { me, ok, openConsole, refused, signedIn } from '../../testing/open-console';

const HOSTILE = '<img src=x onerror="window.__xss=1">请回避后处理';

const item = (id: number, title: string, handed: Partial<Record<string, unknown>> = {}) => ({
  kind: 'enterprise_auth',
  kind_label: '企业认证申请',
  id,
  title,
  state: 'pending',
  state_label: '待审核',
  since: '2026-03-01T08:00:00.000Z',
  waited_ms: 26 * 3600_000,
  pending: true,
  assignee_id: null,
  assignee_name: null,
  assigned_to_me: false,
  transfer_reason: null,
  transferred_by_name: null,
  transferred_at: null,
  ...handed,
});

const queue = ok({
  list: [
    item(7, '杭州钱塘精芯半导体有限公司', {
      assignee_id: 4,
      assignee_name: '周晓峰',
      assigned_to_me: true,
      transfer_reason: HOSTILE,
      transferred_by_name: '李婷',
      transferred_at: '2026-03-02T01:00:00.000Z',
    }),
    item(9, '杭州滨江数智物联科技有限公司'),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  counts: { enterprise_auth: 2, policy_application: 0, exempt_case: 0 },
});

const colleagues = ok({
  list: [{ id: 8, name: '李婷', role: 'operator', role_label: '平台运营' }],
});

async function openQueue(transfer: Parameters<typeof openConsole>[0][string]) {
  signedIn();
  return openConsole(
    {
      '/api/console/auth/me': ok(me('operator')),
      '/api/console/work-queue/list': queue,
      '/api/console/work-queue/colleagues': colleagues,
      '/api/console/work-queue/transfer': transfer,
    },
    '/console/',
  );
}

describe('工作台 转办', () => {
  it('marks what was handed to me with who and why, the reason as plain text', async () => {
    await openQueue(refused('不应调用'));
    const mine = (await screen.findByText('杭州钱塘精芯半导体有限公司')).closest('tr')!;
    expect(within(mine).getByText('转办给我')).toBeTruthy();
    expect(within(mine).getByText(`李婷：${HOSTILE}`)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Every pending row offers 转办, named by its item.
    expect(
      screen.getByRole('button', { name: /^转办“杭州滨江数智物联科技有限公司”/ }),
    ).toBeTruthy();
  });

  it('hands a row to a colleague with a reason, refusing to send without either, then reloads the queue', async () => {
    const server = await openQueue(
      ok({
        kind: 'enterprise_auth',
        id: 9,
        assignee_id: 8,
        assignee_name: '李婷',
        transfer_reason: '本人休假，请李婷审核',
        transferred_by_name: '周晓峰',
        transferred_at: '2026-03-02T02:00:00.000Z',
      }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: /^转办“杭州滨江数智物联科技有限公司”/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: '转办' });
    expect(within(dialog).getByText('企业认证申请：杭州滨江数智物联科技有限公司')).toBeTruthy();
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: /转\s*办/ }));

    send();
    expect(await within(dialog).findByText('请填写转办原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('转办原因'), {
      target: { value: '本人休假，请李婷审核' },
    });
    send();
    expect(await within(dialog).findByText('请选择接收人')).toBeTruthy();
    const transfers = () =>
      server.requests.filter((request) => request.url === '/api/console/work-queue/transfer');
    expect(transfers()).toEqual([]);

    await choose(within(dialog).getByRole('combobox', { name: '接收人' }), '李婷（平台运营）');
    const loads = server.requests.filter((r) => r.url === '/api/console/work-queue/list').length;
    send();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '转办' })).toBeNull());
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]!.body).toMatchObject({
      kind: 'enterprise_auth',
      id: 9,
      assignee_id: 8,
      reason: '本人休假，请李婷审核',
    });
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.url === '/api/console/work-queue/list').length,
      ).toBeGreaterThan(loads),
    );
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    await openQueue(refused('李婷的账号已停用，不能接收转办'));
    fireEvent.click(
      await screen.findByRole('button', { name: /^转办“杭州滨江数智物联科技有限公司”/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: '转办' });
    await choose(within(dialog).getByRole('combobox', { name: '接收人' }), '李婷（平台运营）');
    fireEvent.change(within(dialog).getByLabelText('转办原因'), { target: { value: '请协助' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /转\s*办/ }));
    expect(await within(dialog).findByText('李婷的账号已停用，不能接收转办')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '转办' })).toBeTruthy();
  });
});
