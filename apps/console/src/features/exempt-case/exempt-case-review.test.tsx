// 免申即享办理 in the console (issue 26): the queue's filters in the address and 批量拨付 answered
// case by case; a case's review with the snapshot and the member's 数据异议 shown as text, never
// run (stored XSS); a dispute's review refusing to go without its 复核意见; and a batch run with
// what it found.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, signedIn } from '../../testing/open-console';

const HOSTILE = '<img src=x onerror="window.__xss=1">研发费用应为 520 万元，见 2025 年度汇算清缴';

const call = {
  id: 12,
  title: '2026年度西湖区研发投入补助（免申即享）',
  policy: {
    id: 5,
    title: '西湖区促进企业研发投入的若干政策',
    level: 21,
    issuing_unit: '杭州市西湖区科学技术局',
  },
  delivery_mode: 'exempt',
  delivery_mode_label: '免申即享',
  apply_start_on: null,
  apply_end_on: null,
  window: 'always',
  window_label: '常年受理',
  support_type: '无偿资助',
  support_ceiling: 50,
  support_text: '按上年度研发费用的 2% 给予补助，最高 50 万元',
  handling_unit: '杭州市西湖区科学技术局',
  consult_phone: '0571-87001234',
};

const item = (id: number, name: string, state: string, actions: string[], version = 2) => ({
  id,
  call,
  state,
  version,
  amount: 6.41,
  snapshot: [
    {
      id: 'rd',
      label: '上年度研发费用不少于 300 万元',
      field: 'rd_spending',
      outcome: 'met',
      value: 320.5,
      source: '平台核验',
      as_of: '2026-02-01',
    },
  ],
  bank_account: null,
  member_note: null,
  reason: null,
  next_step: '拟兑现 6.41 万元，正在公示；公示期满后拨付资金。',
  deadline: null,
  actions: [],
  createtime: 1_772_400_000,
  updatetime: 1_772_500_000,
  notifytime: 1_772_400_000,
  answertime: 1_772_450_000,
  paidtime: null,
  enterprise: { id: id + 100, name, credit_code: '91330106MA2K8X7Q1N' },
  operator_actions: actions,
});

const disputed = {
  ...item(31, '杭州云栖智造科技有限公司', 'disputed', ['renotify', 'close'], 2),
  member_note: HOSTILE,
  next_step: '已提出数据异议，平台复核中，复核后将重新告知。',
  timeline: [
    {
      id: 1,
      from: 'matched',
      to: 'notified',
      event: 'notify',
      actor: 'system',
      actor_user_id: null,
      reason: null,
      version: 1,
      createtime: 1_772_400_000,
      actor_name: '系统',
    },
    {
      id: 2,
      from: 'notified',
      to: 'disputed',
      event: 'dispute',
      actor: 'enterprise_member',
      actor_user_id: 3,
      reason: HOSTILE,
      version: 2,
      createtime: 1_772_450_000,
      actor_name: '企业成员 陈晓东',
    },
  ],
};

const paged = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

const adminCall = {
  id: 12,
  version: 1,
  state: 'published',
  policy_id: 5,
  policy_title: call.policy.title,
  title: call.title,
  start_on: null,
  end_on: null,
  mode: 'exempt',
  support_type: '无偿资助',
  support_ceiling: 50,
  support_text: call.support_text,
  amount_rule: { kind: 'share', field: 'rd_spending', percent: 2 },
  conditions: { all: [] },
  checklist: [],
  form_fields: [],
  materials: [],
  handling_unit: call.handling_unit,
  consult_phone: call.consult_phone,
  published_at: 1_772_300_000,
  updated_at: 1_772_300_000,
};

describe('免申即享办理', () => {
  it('keeps the filters in the address and pays ticked cases in bulk, naming the ones refused', async () => {
    signedIn();
    const rows = [
      item(41, '杭州澄观传感技术有限公司', 'publicized', ['pay']),
      item(42, '杭州岭峰新材料有限公司', 'publicized', ['pay']),
    ];
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/call/list': ok(paged([adminCall])),
        '/api/console/exempt-case/list': ok(paged(rows)),
        '/api/console/exempt-case/bulk_transition': ok({
          succeeded: 1,
          failed: 1,
          results: [
            { id: 41, ok: true, state: 'paid', version: 3, message: null },
            {
              id: 42,
              ok: false,
              state: null,
              version: null,
              message: '该事项已被他人处理，请刷新后重试',
            },
          ],
        }),
      },
      '/console/exempt-case/cases?state=publicized&call_id=12&keyword=杭州',
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('杭州澄观传感技术有限公司')).toBeTruthy();
    expect(within(table).getAllByText('公示中')).toHaveLength(2);
    const listCall = server.requests.find((r) => r.url === '/api/console/exempt-case/list');
    expect(listCall?.body).toMatchObject({ state: 'publicized', call_id: 12, keyword: '杭州' });
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain(
      '免申即享办理',
    );

    fireEvent.click(within(table).getByRole('checkbox', { name: '选择 杭州澄观传感技术有限公司' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: '选择 杭州岭峰新材料有限公司' }));
    fireEvent.click(screen.getByRole('button', { name: /批量拨付资金（2）/ }));
    // antd's ids are all "test-id" under test: a dialog is found by its role, then its title.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量拨付资金', { selector: '.ant-modal-title' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('批次说明'), {
      target: { value: '2026年第一批拨付' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /批量拨付资金/ }));
    const outcome = screen.getByRole('status', { name: '批量办理结果' });
    await waitFor(() =>
      expect(outcome.textContent).toContain('批量拨付资金：成功 1 项，未办理 1 项'),
    );
    expect(outcome.textContent).toContain(
      '杭州岭峰新材料有限公司：该事项已被他人处理，请刷新后重试',
    );
    const sent = server.requests.find((r) => r.url === '/api/console/exempt-case/bulk_transition');
    expect(sent?.body).toEqual({
      user_id: '',
      event: 'pay',
      items: [
        { id: 41, version: 2 },
        { id: 42, version: 2 },
      ],
      reason: '2026年第一批拨付',
    });
  });

  it('shows the snapshot and the member’s 异议 as text, and refuses a review without its 复核意见', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/exempt-case/detail': ok(disputed),
      },
      '/console/exempt-case/cases/31',
    );
    await screen.findByRole('heading', { level: 1, name: call.title });
    const snapshot = screen.getByRole('region', { name: '比对数据快照' });
    expect(within(snapshot).getByText('上年度研发费用不少于 300 万元')).toBeTruthy();
    expect(within(snapshot).getByText('320.5 万元')).toBeTruthy();
    expect(within(snapshot).getByText('平台核验')).toBeTruthy();
    const note = screen.getByRole('region', { name: '企业提出的数据异议' });
    expect(note.textContent).toContain(HOSTILE);
    expect(screen.getByText(/企业成员 陈晓东 提出数据异议/).textContent).toContain(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();

    const actions = screen.getByRole('group', { name: '可执行的操作' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['复核后重新告知', '复核不符合']);
    fireEvent.click(within(actions).getByRole('button', { name: /复核后重新告知/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('复核后重新告知', { selector: '.ant-modal-title' }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /复核后重新告知/ }));
    expect(await within(dialog).findByText(`请填写${exemptCaseFlow.reasonLabel}`)).toBeTruthy();
    expect(server.requests.some((r) => r.url === '/api/console/exempt-case/transition')).toBe(
      false,
    );
  });

  it('runs the batch for the chosen call and shows what it found', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/call/list': ok(paged([adminCall])),
        '/api/console/exempt-case/list': ok(
          paged([item(51, '杭州澄观传感技术有限公司', 'notified', [])]),
        ),
        '/api/console/call/exempt_batch': ok({
          call_id: 12,
          evaluated: 1826,
          eligible: 37,
          created: 5,
          notified: 9,
          duration_ms: 412,
        }),
      },
      '/console/exempt-case/batch?call_id=12',
    );
    await screen.findByRole('heading', { level: 1, name: '运行比对批次' });
    expect(await screen.findByText('杭州澄观传感技术有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /运行比对/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(call.title);
    fireEvent.click(within(dialog).getByRole('button', { name: /运行比对/ }));
    const result = screen.getByRole('status', { name: '本次比对结果' });
    await waitFor(() => expect(result.textContent).toContain('新开事项'));
    for (const text of ['1826 家', '37 家', '5 项', '32 项（不重复推送）', '1789 家', '9 条']) {
      expect(result.textContent).toContain(text);
    }
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.url === '/api/console/call/exempt_batch'),
      ).toHaveLength(1),
    );
    expect(server.requests.find((r) => r.url === '/api/console/call/exempt_batch')?.body).toEqual({
      user_id: '',
      call_id: 12,
    });
  });
});
