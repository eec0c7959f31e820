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

describe('the personal center’s 政策 pages', { timeout: 30_000 }, () => {
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
    answers[applicationCalls.policy_obtained.path] = ok({
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
});
