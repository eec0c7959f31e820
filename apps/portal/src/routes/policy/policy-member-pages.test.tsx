import * as applicationCalls from '@qyfw/portal-sdk/calls/application';
import * as matchCalls from '@qyfw/portal-sdk/calls/policy-match';
import { message_unread_count } from '@qyfw/portal-sdk/calls/message';
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../test/fake-api-server';
import { recordScrolls } from '../../../test/record-scrolls';
import { renderApp } from '../../../test/render-app';
import { enterpriseMember, ok, PATHS, storeSession } from '../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../test/site-config.fixture';

const T = 1_763_000_000;

const call = {
  id: 41,
  title: '2026年度西湖区数字经济企业研发投入奖励',
  policy: {
    id: 9,
    title: '西湖区促进数字经济企业加大研发投入的奖励办法',
    level: 21,
    issuing_unit: '西湖区科学技术局',
  },
  delivery_mode: 'review',
  delivery_mode_label: '申报审批',
  apply_start_on: '2026-11-01',
  apply_end_on: '2026-12-31',
  window: 'open',
  window_label: '申报中',
  support_type: '奖励',
  support_ceiling: 100,
  support_text: '按上年度研发费用增量的 10% 给予奖励',
  handling_unit: '西湖区科学技术局',
  consult_phone: '0571-88888888',
  form_fields: [
    {
      key: 'revenue',
      label: '上年度营业收入',
      type: 'number',
      required: true,
      options: [],
      unit: '万元',
      prefill: 'revenue',
    },
    {
      key: 'project_name',
      label: '项目名称',
      type: 'text',
      required: true,
      options: [],
      unit: null,
      prefill: null,
    },
  ],
  materials: [
    {
      key: 'audit_report',
      name: '上一年度财务审计报告',
      required: true,
      description: '加盖公章',
      library_kind: 'audit_report',
    },
  ],
  checklist: ['研发项目具有示范带动作用'],
};

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 300,
    call_id: 41,
    state: 'draft',
    version: 1,
    serial_number: null,
    form: { revenue: 18650.5, project_name: '平台研发' },
    materials: { audit_report: [77] },
    files: [{ id: 77, name: '审计报告.pdf', mime: 'application/pdf', size: 2048 }],
    corrections: [],
    reason: null,
    amount: null,
    createtime: T,
    updatetime: T,
    submittime: null,
    paidtime: null,
    receivedtime: null,
    ...overrides,
  };
}

const detail = (overrides: Record<string, unknown> = {}) => ({
  call,
  timeline: [],
  next_step: '请补全后提交',
  deadline: null,
  actions: [],
  ...application(overrides),
});

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer | ((request: { body: unknown }) => FakeAnswer)>;

let scrolledTo: Element[] = [];

beforeEach(async () => {
  scrolledTo = recordScrolls();
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
  vi.restoreAllMocks();
  await api.close();
  localStorage.clear();
});

const bodiesOf = (path: string) =>
  api.requests.filter((request) => request.url === path).map((request) => request.body);

describe('/apply', () => {
  it('prefills with the source and lists every missing item before sending anything', async () => {
    answers[applicationCalls.application_form.path] = ok({
      call,
      application: null,
      prefill: [{ key: 'revenue', value: 18650.5, source: '企业填报', at: T }],
      library: [{ material_key: 'audit_report', items: [] }],
    });
    await renderApp('/pc/apply?id=41', api.origin);
    const form = await screen.findByRole('form', { name: `申报：${call.title}` });
    expect(document.title).toBe('政策申报 - 企业服务门户');
    expect(within(form).getByText(/已由企业信息预填 · 来源：企业填报/)).toBeTruthy();
    expect((within(form).getByLabelText('上年度营业收入') as HTMLInputElement).value).toBe(
      '18650.5',
    );

    fireEvent.click(within(form).getByRole('button', { name: /提\s*交\s*申\s*报/ }));
    const missing = await within(form).findByText('还有 2 项必填内容未完成');
    const list = missing.closest('.ant-alert')!;
    expect(within(list as HTMLElement).getByText('项目名称')).toBeTruthy();
    expect(within(list as HTMLElement).getByText('上一年度财务审计报告')).toBeTruthy();
    expect(bodiesOf(applicationCalls.application_submit.path)).toHaveLength(0);

    // The summary follows the answers: one item filled, one left; the last filled, none.
    fireEvent.change(within(form).getByLabelText('项目名称'), { target: { value: '平台研发' } });
    await within(form).findByText('还有 1 项必填内容未完成');
    expect(within(form).queryByText('还有 2 项必填内容未完成')).toBeNull();
  });

  it('refuses a number out of its unit’s bounds at the field and sends nothing', async () => {
    answers[applicationCalls.application_form.path] = ok({
      call,
      application: detail({ form: { revenue: -12345.678, project_name: '平台研发' } }),
      prefill: [],
      library: [],
    });
    answers[applicationCalls.application_save.path] = ok(application({ version: 2 }));
    await renderApp('/pc/apply?id=41', api.origin);
    const form = await screen.findByRole('form', { name: `申报：${call.title}` });
    fireEvent.click(within(form).getByRole('button', { name: /提\s*交\s*申\s*报/ }));
    await within(form).findByText('“上年度营业收入”不能为负数');
    fireEvent.change(within(form).getByLabelText('上年度营业收入'), { target: { value: '1e308' } });
    await within(form).findByText('“上年度营业收入”不能超过1000000000万元');
    expect(bodiesOf(applicationCalls.application_submit.path)).toHaveLength(0);
  });

  it('keeps the submit key across a retry after a lost answer', async () => {
    answers[applicationCalls.application_form.path] = ok({
      call,
      application: detail(),
      prefill: [],
      library: [],
    });
    answers[applicationCalls.application_save.path] = ok(application({ version: 2 }));
    let submits = 0;
    answers[applicationCalls.application_submit.path] = () => {
      submits += 1;
      return submits === 1
        ? { status: 502, body: 'Bad Gateway' }
        : ok(application({ state: 'submitted', version: 3, serial_number: 'SB2026-000300' }));
    };
    await renderApp('/pc/apply?id=41', api.origin);
    const form = await screen.findByRole('form', { name: `申报：${call.title}` });
    const submit = within(form).getByRole('button', { name: /提\s*交\s*申\s*报/ });
    fireEvent.click(submit);
    await within(form).findByText(/提交结果未知|网络|服务/);
    fireEvent.click(submit);
    await screen.findByText('申报已提交');
    expect(screen.getByText(/申报编号：SB2026-000300/)).toBeTruthy();
    // It replaces the form the member scrolled down to submit: scrolled to and focused.
    const confirmation = screen.getByRole('region', { name: '申报已提交' });
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(scrolledTo).toContain(confirmation);
    const sent = bodiesOf(applicationCalls.application_submit.path) as {
      id: number;
      version: number;
      submit_key: string;
    }[];
    expect(sent).toHaveLength(2);
    expect(sent[0]!.submit_key).toBe(sent[1]!.submit_key);
    expect(sent[1]).toMatchObject({ id: 300, version: 2 });
    // The draft was saved with its version before the submit.
    expect(bodiesOf(applicationCalls.application_save.path)[0]).toMatchObject({
      call_id: 41,
      version: 1,
      form: { revenue: 18650.5, project_name: '平台研发' },
      materials: { audit_report: [77] },
    });
  });

  it('in 补正 lists every requested item with its note and opens only those', async () => {
    answers[applicationCalls.application_form.path] = ok({
      call,
      application: detail({
        state: 'correction',
        version: 5,
        serial_number: 'SB2026-000300',
        reason: '材料不完整',
        corrections: [
          {
            kind: 'material',
            key: 'audit_report',
            label: '上一年度财务审计报告',
            note: '缺少签章页',
          },
        ],
        deadline: { due_on: '2026-12-01', label: '补正截止', overdue: false },
        actions: ['resubmit', 'withdraw'],
      }),
      prefill: [],
      library: [],
    });
    await renderApp('/pc/apply?id=41', api.origin);
    const items = await screen.findByRole('list', { name: '需要补正的项' });
    expect(within(items).getByText(/缺少签章页/)).toBeTruthy();
    const form = screen.getByRole('form', { name: `申报：${call.title}` });
    expect((within(form).getByLabelText('项目名称') as HTMLInputElement).disabled).toBe(true);
    const resubmit = within(form).getByRole('button', { name: /补正后重新提交/ });
    expect((resubmit as HTMLButtonElement).disabled).toBe(false);
    // The material asked for can be replaced.
    expect(within(form).getByRole('button', { name: /删除/ })).toBeTruthy();
  });

  it('in 补正 past its period says 已逾期 and cannot be resubmitted (issue 25)', async () => {
    answers[applicationCalls.application_form.path] = ok({
      call,
      application: detail({
        state: 'correction',
        version: 5,
        serial_number: 'SB2026-000300',
        reason: '材料不完整',
        corrections: [
          {
            kind: 'material',
            key: 'audit_report',
            label: '上一年度财务审计报告',
            note: '缺少签章页',
          },
        ],
        deadline: { due_on: '2026-11-25', label: '补正截止', overdue: true },
        // The server's flow table no longer offers resubmit.
        actions: ['withdraw'],
      }),
      prefill: [],
      library: [],
    });
    await renderApp('/pc/apply?id=41', api.origin);
    expect(
      await screen.findByText('补正已逾期：补正期限 2026-11-25 已过，不能再重新提交'),
    ).toBeTruthy();
    expect(screen.queryByText(/请于 2026-11-25 前/)).toBeNull();
    const form = screen.getByRole('form', { name: `申报：${call.title}` });
    const resubmit = within(form).getByRole('button', { name: /补正后重新提交/ });
    expect((resubmit as HTMLButtonElement).disabled).toBe(true);
  });
});

const matchRun = (whatIf: boolean) => ({
  profile: [
    {
      field: 'rd_spending',
      label: '上年度研发费用',
      value: whatIf ? 2500 : 2310,
      value_text: whatIf ? '2500 万元' : '2310 万元',
      source: whatIf ? '假设值' : '企业填报',
      as_of: '2026-03-01',
      settled_at: '/information',
    },
    {
      field: 'credit_clean',
      label: '近三年无严重失信记录',
      value: null,
      value_text: null,
      source: null,
      as_of: null,
      settled_at: '/information',
    },
  ],
  results: [
    {
      call: {
        id: 51,
        title: '2026年度杭州市高新技术企业研发投入补助',
        policy: { id: 8, title: '杭州市高新技术企业研发投入补助实施办法', level: 20 },
        window: 'open',
        window_label: '申报中',
        start_on: '2026-11-01',
        end_on: '2026-12-31',
        days_left: 37,
        mode: 'review',
        mode_label: '申报审批',
        support_type: '无偿资助',
        support_ceiling: 200,
        support_text: '最高 200 万元',
      },
      level: whatIf ? 'eligible' : 'ineligible',
      level_label: whatIf ? '可申报' : '暂不符合',
      summary: whatIf ? '4 项可核验条件符合 4 项' : '4 项可核验条件符合 3 项，1 项不符合',
      conditions: [
        {
          id: 'c4',
          label: '上年度研发费用不低于2500万元',
          clause: '第二条第（三）项',
          field: 'rd_spending',
          op: 'gte',
          threshold: '≥ 2500 万元',
          value: whatIf ? 2500 : 2310,
          value_text: whatIf ? '2500 万元' : '2310 万元',
          source: whatIf ? '假设值' : '企业填报',
          as_of: '2026-03-01',
          outcome: whatIf ? 'met' : 'failed',
          outcome_label: whatIf ? '符合' : '不符合',
          settled_at: null,
          gap: whatIf ? null : { amount: 190, unit: '万元', text: '研发费用还差 190 万元' },
        },
      ],
      checklist: ['研发项目立项资料齐全'],
      near_miss: !whatIf,
      gaps: whatIf ? [] : [{ id: 'c4', text: '研发费用还差 190 万元' }],
      my_status: null,
    },
  ],
  counts: whatIf
    ? { eligible: 1, possible: 0, ineligible: 0, near: 0 }
    : { eligible: 0, possible: 0, ineligible: 1, near: 1 },
  total: 1,
  page: 1,
  what_if: whatIf,
  evaluated_at: T,
});

describe('/match', () => {
  it('keeps the tab, the words and the page in the address', async () => {
    answers[matchCalls.policy_match.path] = ok({ ...matchRun(false), total: 25, page: 2 });
    const { router } = await renderApp('/pc/match?only=near&keyword=研发&page=2', api.origin);
    const near = await screen.findByRole('tab', { name: '差一点（1）' });
    expect(near.getAttribute('aria-selected')).toBe('true');
    expect(bodiesOf(matchCalls.policy_match.path)[0]).toMatchObject({
      only: 'near',
      keyword: '研发',
      page: 2,
    });
    // Another tab starts at page 1: the address drops ?page= (page 1 is the plain address).
    fireEvent.click(screen.getByRole('tab', { name: '暂不符合（1）' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ only: 'ineligible', keyword: '研发' }),
    );
    await waitFor(() =>
      expect(bodiesOf(matchCalls.policy_match.path).at(-1)).toMatchObject({
        only: 'ineligible',
        page: 1,
      }),
    );
  });

  it('explains the levels and re-runs on a 假设 value without saving it', async () => {
    // The server answers the page of the tab asked for (only).
    answers[matchCalls.policy_match.path] = (request) => {
      const body = request.body as { overrides?: object; only?: string };
      const run = matchRun(body.overrides !== undefined);
      const results = run.results.filter((result) =>
        body.only === 'near' ? result.near_miss : result.level === body.only,
      );
      return ok({ ...run, results, total: results.length, page: 1 });
    };
    await renderApp('/pc/match', api.origin);
    expect(await screen.findByRole('tab', { name: '暂不符合（1）' })).toBeTruthy();
    expect(document.title).toBe('政策匹配 - 企业服务门户');
    // The record with its source; a missing value links to the screen that settles it.
    expect(screen.getByText('来源：企业填报 · 2026-03-01')).toBeTruthy();
    // …at the field itself (the record form focuses it).
    expect(
      screen.getByRole('link', { name: '去企业信息填写近三年无严重失信记录' }).getAttribute('href'),
    ).toBe('/pc/information#credit_clean');

    fireEvent.click(screen.getByRole('tab', { name: '差一点（1）' }));
    expect(await screen.findByText('研发费用还差 190 万元')).toBeTruthy();
    expect(screen.getAllByText('4 项可核验条件符合 3 项，1 项不符合').length).toBeGreaterThan(0);

    const whatIf = screen.getByRole('form', { name: '假设分析' });
    fireEvent.change(within(whatIf).getByLabelText('假设上年度研发费用'), {
      target: { value: '2500' },
    });
    fireEvent.click(within(whatIf).getByRole('button', { name: /按假设重新匹配/ }));
    expect(
      await screen.findByText('以下为假设试算结果，所用假设值未保存，企业信息保持不变'),
    ).toBeTruthy();
    expect(screen.getByText('上年度研发费用：2310 万元 → 2500 万元')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '可申报（1）' })).toBeTruthy();
    const sent = bodiesOf(matchCalls.policy_match.path) as { overrides?: object }[];
    expect(sent.at(-1)).toMatchObject({ overrides: { rd_spending: 2500 }, only: 'near', page: 1 });
    expect(sent[0]).not.toHaveProperty('overrides');
    // Nothing was saved: no call but the match.
    expect(api.requests.some((request) => /record_save/.test(request.url))).toBe(false);

    fireEvent.click(within(whatIf).getByRole('button', { name: /恢复实际数据/ }));
    await waitFor(() => expect(screen.queryByText(/以下为假设试算结果/)).toBeNull());
  });
});
