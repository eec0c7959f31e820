import * as applicationCalls from '@qyfw/portal-sdk/calls/application';
import { message_unread_count } from '@qyfw/portal-sdk/calls/message';
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/render-app';
import { enterpriseMember, ok, PATHS, storeSession } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const T = 1_763_000_000;

const brief = {
  id: 61,
  title: '2026年度西湖区企业研发费用补助（免申即享）',
  policy: {
    id: 12,
    title: '西湖区企业研发费用补助免申即享实施细则',
    level: 21,
    issuing_unit: '西湖区财政局',
  },
  delivery_mode: 'exempt',
  delivery_mode_label: '免申即享',
  apply_start_on: null,
  apply_end_on: null,
  window: 'always',
  window_label: '常年受理',
  support_type: '无偿资助',
  support_ceiling: 50,
  support_text: '按研发费用的 2% 补助',
  handling_unit: '西湖区财政局',
  consult_phone: '',
};

const exemptCase = (state: string, actions: string[]) => ({
  id: 7,
  call: brief,
  state,
  version: 2,
  amount: 46.2,
  snapshot: [
    {
      id: 'c1',
      label: '上年度研发费用不低于1000万元',
      field: 'rd_spending',
      outcome: 'met',
      value: 2310,
      source: '企业填报',
      as_of: '2026-03-01',
    },
  ],
  bank_account: null,
  member_note: null,
  reason: null,
  next_step: '请确认享受并填写收款账户',
  deadline: { due_on: '2026-12-10', label: '确认' },
  actions,
  createtime: T,
  updatetime: T,
  notifytime: T,
  answertime: null,
  paidtime: null,
});

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 300,
  state: 'correction',
  version: 4,
  serial_number: 'SB2026-000300',
  call: { id: 41, title: '2026年度西湖区数字经济企业研发投入奖励', delivery_mode: 'review' },
  policy: { id: 9, title: '西湖区促进数字经济企业加大研发投入的奖励办法' },
  amount: null,
  corrections_count: 1,
  next_step: '主管部门要求补正，请按清单修改后重新提交。',
  deadline: { due_on: '2026-12-01', label: '补正' },
  createtime: T,
  updatetime: T,
  submittime: T,
  ...overrides,
});

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer | ((request: { body: unknown }) => FakeAnswer)>;

beforeEach(async () => {
  answers = {
    [PCCONFIG_PATH]: ok(siteConfig),
    [PATHS.userDetail]: ok(enterpriseMember),
    [message_unread_count.path]: ok({
      total: 0,
      by_type: Object.fromEntries(MESSAGE_TYPE_NAMES.map((type) => [type, 0])),
    }),
  };
  api = await startFakeApiServer(answers);
  storeSession(enterpriseMember, api.origin);
});

afterEach(async () => {
  await api.close();
  localStorage.clear();
});

const bodiesOf = (path: string) =>
  api.requests.filter((request) => request.url === path).map((request) => request.body);

/** Two support rows: a paid application of 2026 and an award-list row of 2025. */
const obtainedAnswer = () =>
  ok({
    list: [
      {
        source: 'application',
        id: 300,
        policy: { id: 9, title: '西湖区促进数字经济企业加大研发投入的奖励办法' },
        call: { id: 41, title: '2026年度西湖区数字经济企业研发投入奖励' },
        title: '2026年度西湖区数字经济企业研发投入奖励',
        amount: 60,
        date: '2026-11-20',
        state: 'paid',
        state_label: '已拨付',
        version: 8,
      },
      {
        source: 'award',
        id: 5,
        policy: null,
        call: null,
        title: '2025年度杭州市专精特新中小企业认定',
        amount: 30,
        date: '2025-09-01',
        state: null,
        state_label: '已公示',
        version: null,
      },
    ],
    totals: [
      { year: 2026, amount: 60, count: 1 },
      { year: 2025, amount: 30, count: 1 },
    ],
    total_amount: 90,
  });

describe('the personal center’s 政策 pages', () => {
  it('/sbNow: a case awaiting the member is confirmed with the receiving account', async () => {
    answers[applicationCalls.exempt_case_list.path] = ok([
      exemptCase('notified', ['confirm', 'decline', 'dispute']),
    ]);
    answers[applicationCalls.application_list.path] = ok({
      list: [item()],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    answers[applicationCalls.exempt_case_confirm.path] = ok(exemptCase('confirmed', []));
    await renderApp('/pc/sbNow', api.origin);
    const card = (await screen.findByRole('heading', { name: brief.title })).closest('li')!;
    expect(document.title).toBe('申报中 - 企业服务门户');
    expect(within(card).getByText('待企业确认')).toBeTruthy();
    expect(within(card).getByRole('table', { name: '系统比对所用的企业数据' })).toBeTruthy();
    // The application in 补正 says so and leads back to /apply.
    const live = (await screen.findByRole('heading', { name: item().call.title })).closest('li')!;
    expect(within(live).getByRole('link', { name: '去补正（1 项）' }).getAttribute('href')).toBe(
      '/pc/apply?id=41',
    );
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('申报中');

    fireEvent.click(within(card).getByRole('button', { name: /确认享受/ }));
    const dialog = await screen.findByRole('dialog', { name: '确认享受' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认享受/ }));
    expect(await within(dialog).findByText('请填写开户银行')).toBeTruthy();
    expect(bodiesOf(applicationCalls.exempt_case_confirm.path)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('开户银行'), {
      target: { value: '中国工商银行杭州西湖支行' },
    });
    fireEvent.change(within(dialog).getByLabelText('账户名称'), {
      target: { value: '杭州云栖智造科技有限公司' },
    });
    fireEvent.change(within(dialog).getByLabelText('银行账号'), {
      target: { value: '6222 0212 3456 7890' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认享受/ }));
    await waitFor(() =>
      expect(bodiesOf(applicationCalls.exempt_case_confirm.path)).toHaveLength(1),
    );
    expect(bodiesOf(applicationCalls.exempt_case_confirm.path)[0]).toMatchObject({
      id: 7,
      version: 2,
      bank_account: {
        bank: '中国工商银行杭州西湖支行',
        accountName: '杭州云栖智造科技有限公司',
        accountNumber: '6222021234567890',
      },
    });
  });

  it('/sbNow: the applications’ page is in the address, and the pager changes it', async () => {
    answers[applicationCalls.exempt_case_list.path] = ok([]);
    answers[applicationCalls.application_list.path] = ok({
      list: [item()],
      total: 25,
      page: 2,
      pageSize: 10,
    });
    const { router } = await renderApp('/pc/sbNow?page=2', api.origin);
    await screen.findByRole('heading', { name: item().call.title });
    expect(
      screen.getByText('暂无待办的免申即享事项。符合条件时系统会通知您确认享受。'),
    ).toBeTruthy();
    expect(bodiesOf(applicationCalls.application_list.path)[0]).toMatchObject({ page: 2 });
    fireEvent.click(within(screen.getByRole('region', { name: '进行中的申报' })).getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3 }));
    await waitFor(() =>
      expect(bodiesOf(applicationCalls.application_list.path).at(-1)).toMatchObject({ page: 3 }),
    );
  });

  it('/sbNow: a 补正 past its period says 已逾期 and offers no 去补正 (issue 25)', async () => {
    answers[applicationCalls.exempt_case_list.path] = ok([]);
    const overdueStep =
      '补正已逾期：补正期限 2026-11-25 已过，不能再重新提交。如仍需申报，可撤回后在申报期内重新申报，或联系受理部门。';
    answers[applicationCalls.application_list.path] = ok({
      list: [
        item({
          next_step: overdueStep,
          deadline: { due_on: '2026-11-25', label: '补正截止', overdue: true },
        }),
        item({
          id: 301,
          call: { id: 42, title: '2026年度西湖区专精特新企业奖励', delivery_mode: 'review' },
          deadline: { due_on: '2026-12-01', label: '补正截止', overdue: false },
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    await renderApp('/pc/sbNow', api.origin);
    const overdue = (await screen.findByRole('heading', { name: item().call.title })).closest(
      'li',
    )!;
    expect(within(overdue as HTMLElement).getByText('已逾期')).toBeTruthy();
    expect(within(overdue as HTMLElement).getByText(overdueStep)).toBeTruthy();
    expect(within(overdue as HTMLElement).queryByText(/在 .* 前重新提交/)).toBeNull();
    expect(within(overdue as HTMLElement).queryByRole('link', { name: /去补正/ })).toBeNull();
    const open = screen
      .getByRole('heading', { name: '2026年度西湖区专精特新企业奖励' })
      .closest('li')!;
    expect(within(open as HTMLElement).queryByText('已逾期')).toBeNull();
    expect(within(open as HTMLElement).getByRole('link', { name: /去补正/ })).toBeTruthy();
  });

  it('/annual: the filters of the address are the list’s, and changing one goes back to page 1', async () => {
    answers[applicationCalls.application_list.path] = ok({
      list: [item({ state: 'paid', amount: 60 })],
      total: 11,
      page: 2,
      pageSize: 10,
    });
    const { router } = await renderApp('/pc/annual?state=paid&year=2026&page=2', api.origin);
    expect(await screen.findByText('60 万元')).toBeTruthy();
    expect(document.title).toBe('申报记录 - 企业服务门户');
    expect(bodiesOf(applicationCalls.application_list.path)[0]).toMatchObject({
      page: 2,
      pageSize: 10,
      state: ['paid'],
      year: 2026,
    });
    // Newest first unless the member chooses; the order lives in the address.
    expect(bodiesOf(applicationCalls.application_list.path)[0]).toMatchObject({ order: 'newest' });
    // Every state of the flow table is offered, 已撤回 too.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '申报状态' }));
    expect(await screen.findByTitle('已撤回')).toBeTruthy();
    // A row opens its application (the call's /apply page shows it with its history).
    const open = screen.getByRole('link', { name: /查看申报/ });
    expect(open.getAttribute('href')).toMatch(/^\/pc\/apply\?id=\d+$/);
    const keyword = screen.getByRole('searchbox', { name: '关键词' });
    fireEvent.change(keyword, { target: { value: 'SB2026' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        state: 'paid',
        year: 2026,
        keyword: 'SB2026',
        page: 1,
      }),
    );
    await waitFor(() =>
      expect(bodiesOf(applicationCalls.application_list.path).at(-1)).toMatchObject({
        page: 1,
        keyword: 'SB2026',
      }),
    );
  });

  it('/yinformation: support obtained with totals by year, and 确认到账 of a paid application', async () => {
    answers[applicationCalls.policy_obtained.path] = obtainedAnswer();
    answers[applicationCalls.application_confirm_receipt.path] = ok({});
    await renderApp('/pc/yinformation', api.origin);
    const totals = await screen.findByRole('list', { name: '按年度合计' });
    expect(within(totals).getByText('90 万元')).toBeTruthy();
    expect(within(totals).getByText('2025 年')).toBeTruthy();
    expect(document.title).toBe('已获政策 - 企业服务门户');
    fireEvent.click(
      screen.getByRole('button', { name: '确认到账：2026年度西湖区数字经济企业研发投入奖励' }),
    );
    await waitFor(() =>
      expect(bodiesOf(applicationCalls.application_confirm_receipt.path)[0]).toMatchObject({
        id: 300,
        version: 8,
      }),
    );
    // Only the paid application offers it.
    expect(screen.getAllByRole('button', { name: /确认到账/ })).toHaveLength(1);
  });

  it('/yinformation: source and year filters live in the address; the count follows them', async () => {
    answers[applicationCalls.policy_obtained.path] = obtainedAnswer();
    const { router } = await renderApp('/pc/yinformation?year=2025', api.origin);
    const table = await screen.findByRole('region', { name: '已获扶持' });
    await waitFor(() => expect(within(table).getByText('共 1 条')).toBeTruthy());
    expect(within(table).getByText('2025年度杭州市专精特新中小企业认定')).toBeTruthy();
    expect(within(table).queryByText('2026年度西湖区数字经济企业研发投入奖励')).toBeNull();
    // The totals stay the enterprise's whole record.
    expect(
      within(screen.getByRole('list', { name: '按年度合计' })).getByText('90 万元'),
    ).toBeTruthy();
    const filters = within(screen.getByRole('search', { name: '筛选已获扶持' }));
    fireEvent.mouseDown(filters.getByRole('combobox', { name: '来源' }));
    fireEvent.click(await screen.findByTitle('政策申报'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ year: 2025, source: 'application' }),
    );
    expect(await within(table).findByText('没有符合条件的已获扶持')).toBeTruthy();
    expect(within(table).getByText('共 0 条')).toBeTruthy();
  });

  it('/yinformation: says so when nothing was obtained', async () => {
    answers[applicationCalls.policy_obtained.path] = ok({ list: [], totals: [], total_amount: 0 });
    await renderApp('/pc/yinformation', api.origin);
    expect(await screen.findByText('暂未获得政策扶持')).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('/yinformation: a failure offers 重试, which loads the list', async () => {
    answers[applicationCalls.policy_obtained.path] = {
      status: 500,
      body: { code: 500, msg: '服务器内部错误' },
    };
    await renderApp('/pc/yinformation', api.origin);
    expect(await screen.findByText('已获政策加载失败')).toBeTruthy();
    answers[applicationCalls.policy_obtained.path] = obtainedAnswer();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('list', { name: '按年度合计' })).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });
});
