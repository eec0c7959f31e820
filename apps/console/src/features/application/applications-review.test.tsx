// 政策申报审核 in the console (issue 26): the queue's filters in the address, the review of one
// application with the member's form and files, one button per event the server allows, the
// 补正 dialog sending every item at once, and member-written text shown as text, never run.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { describe, expect, it } from 'vitest';
import { me, ok, openConsole, refused, signedIn } from '../../testing/open-console';

const HOSTILE = '<img src=x onerror="window.__xss=1">杭州云栖智造科技有限公司';

const row = {
  id: 31,
  state: 'submitted',
  version: 2,
  serial_number: 'SB2026-000031',
  enterprise: { id: 7, name: HOSTILE, credit_code: '91330106MA2K8X7Q1N' },
  call: { id: 5, title: '2026年度研发费用补助申报' },
  amount: null,
  submittime: 1_795_000_000,
  updatetime: 1_795_000_000,
};

const detail = (state = 'submitted', actions = ['accept', 'reject', 'request_correction']) => ({
  id: 31,
  call_id: 5,
  state,
  version: 2,
  serial_number: 'SB2026-000031',
  form: { project_name: HOSTILE, rd_expense: 320 },
  materials: { audit_report: [88] },
  files: [
    { id: 88, name: '2025年度研发费用专项审计报告.pdf', mime: 'application/pdf', size: 1024 },
  ],
  corrections: [],
  reason: null,
  amount: null,
  createtime: 1_794_900_000,
  updatetime: 1_795_000_000,
  submittime: 1_795_000_000,
  paidtime: null,
  receivedtime: null,
  call: {
    id: 5,
    title: '2026年度研发费用补助申报',
    policy: {
      id: 2,
      title: '杭州市研发费用补助实施办法',
      level: 20,
      issuing_unit: '杭州市科学技术局',
    },
    delivery_mode: 'review',
    delivery_mode_label: '申报审批',
    apply_start_on: '2026-03-01',
    apply_end_on: '2026-04-30',
    window: 'open',
    window_label: '申报中',
    support_type: '无偿资助',
    support_ceiling: 200,
    support_text: '最高 200 万元',
    handling_unit: '杭州市科学技术局',
    consult_phone: '0571-85256000',
    form_fields: [
      {
        key: 'project_name',
        label: '项目名称',
        type: 'text',
        required: true,
        options: [],
        unit: null,
        prefill: null,
      },
      {
        key: 'rd_expense',
        label: '研发费用',
        type: 'number',
        required: true,
        options: [],
        unit: '万元',
        prefill: null,
      },
    ],
    materials: [
      {
        key: 'audit_report',
        name: '研发费用专项审计报告',
        required: true,
        description: '',
        library_kind: null,
      },
    ],
    checklist: [],
  },
  timeline: [
    {
      id: 1,
      from: 'draft',
      to: 'submitted',
      event: 'submit',
      actor: 'member',
      actor_user_id: 3,
      reason: null,
      version: 2,
      createtime: 1_795_000_000,
      actor_name: '企业成员陈**',
    },
  ],
  next_step: '已提交，等待主管部门受理。',
  deadline: null,
  actions: [],
  enterprise: row.enterprise,
  operator_actions: actions,
});

describe('政策申报审核', () => {
  it('filters the queue by state and keyword in the address and opens a review', async () => {
    signedIn();
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/application/list': ok({
          // A withdrawn one beside it: nothing is left for the operator to do there.
          list: [row, { ...row, id: 32, serial_number: 'SB2026-000032', state: 'withdrawn' }],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
        '/api/console/application/detail': ok(detail()),
      },
      '/console/application/applications?state=submitted&keyword=SB2026',
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('SB2026-000031')).toBeTruthy();
    expect(within(table).getByText('已提交')).toBeTruthy();
    const listCall = server.requests.find((r) => r.url === '/api/console/application/list');
    expect(listCall?.body).toMatchObject({ state: 'submitted', keyword: 'SB2026', page: 1 });
    // The menu offers the screen to an operator.
    expect(screen.getByRole('navigation', { name: '主菜单' }).textContent).toContain(
      '政策申报审核',
    );

    const withdrawn = within(table).getByText('SB2026-000032').closest('tr')!;
    expect(within(withdrawn).getByRole('link').textContent).toBe('查看');
    fireEvent.click(within(table).getByRole('link', { name: /查看并处理/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年度研发费用补助申报' }),
    ).toBeTruthy();
    expect(screen.getByText('320 万元')).toBeTruthy();
    expect(screen.getByText('2025年度研发费用专项审计报告.pdf')).toBeTruthy();
    expect(screen.getByText(/企业成员陈\*\* 提交申报/)).toBeTruthy();
  });

  it('shows member-written text as text (stored XSS)', async () => {
    signedIn();
    await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/application/detail': ok(detail()),
      },
      '/console/application/applications/31',
    );
    await screen.findByRole('heading', { level: 1, name: '2026年度研发费用补助申报' });
    expect(screen.getAllByText(HOSTILE).length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('asks for every 补正 item at once with a note each, and shows the server’s refusal', async () => {
    signedIn();
    let attempts = 0;
    const server = await openConsole(
      {
        '/api/console/auth/me': ok(me('operator')),
        '/api/console/application/detail': ok(detail()),
        '/api/console/application/transition': () => {
          attempts += 1;
          return attempts === 1
            ? refused('该申报已被他人处理，请刷新后重试')
            : ok(detail('correction', []));
        },
      },
      '/console/application/applications/31',
    );
    const actions = await screen.findByRole('group', { name: '可执行的操作' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['受理', '不予受理', '要求补正']);
    fireEvent.click(within(actions).getByRole('button', { name: /要求补正/ }));
    const dialog = await screen.findByRole('dialog', { name: '要求补正' });
    // Both the form's fields and the materials can be asked for.
    const items = within(dialog).getByRole('group', { name: '补正项' });
    fireEvent.click(within(items).getByRole('checkbox', { name: '项目名称' }));
    fireEvent.click(within(items).getByRole('checkbox', { name: '研发费用专项审计报告' }));
    fireEvent.change(within(dialog).getByLabelText(policyApplicationFlow.reasonLabel), {
      target: { value: '材料与填报不一致' },
    });
    fireEvent.change(within(dialog).getByLabelText('项目名称的补正说明'), {
      target: { value: '与立项书名称不一致' },
    });
    fireEvent.change(within(dialog).getByLabelText('研发费用专项审计报告的补正说明'), {
      target: { value: '缺少签章页' },
    });
    const press = () => fireEvent.click(within(dialog).getByRole('button', { name: /要求补正/ }));
    press();
    // The server's refusal, in the dialog, and nothing closed.
    expect(await within(dialog).findByText('该申报已被他人处理，请刷新后重试')).toBeTruthy();
    press();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '要求补正' })).toBeNull());
    const sent = server.requests.filter((r) => r.url === '/api/console/application/transition');
    // Identity is the session's: the body's user_id stays empty, as on every call.
    expect(sent.at(-1)?.body).toEqual({
      user_id: '',
      id: 31,
      version: 2,
      event: 'request_correction',
      reason: '材料与填报不一致',
      items: [
        { kind: 'field', key: 'project_name', note: '与立项书名称不一致' },
        { kind: 'material', key: 'audit_report', note: '缺少签章页' },
      ],
    });
  });
});
