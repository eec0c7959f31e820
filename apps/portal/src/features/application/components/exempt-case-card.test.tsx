// The member's answers to a 免申即享 case other than 确认享受: 放弃 and 数据有误 (DOMAIN §3). Both
// ask a reason because the flow rows say so (needsOf), and the server's refusal shows in the
// dialog, which stays open.
import * as applicationCalls from '@qyfw/portal-sdk/calls/application';
import { message_unread_count } from '@qyfw/portal-sdk/calls/message';
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/render-app';
import { enterpriseMember, ok, PATHS, storeSession } from '../../../../test/session.fixture';
import { PCCONFIG_PATH, siteConfig } from '../../../../test/site-config.fixture';

const T = 1_763_000_000;
const TITLE = '2026年度西湖区企业研发费用补助（免申即享）';

const exemptCase = (state: string, actions: string[]) => ({
  id: 7,
  call: {
    id: 61,
    title: TITLE,
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
  },
  state,
  version: 2,
  amount: 46.2,
  snapshot: [],
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
    [applicationCalls.exempt_case_list.path]: ok([
      exemptCase('notified', ['confirm', 'decline', 'dispute']),
    ]),
    [applicationCalls.application_list.path]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
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

async function openCard() {
  await renderApp('/pc/sbNow', api.origin);
  return (await screen.findByRole('heading', { name: TITLE })).closest('li')!;
}

describe('a 免申即享 case’s 放弃 and 数据有误', () => {
  it('放弃 asks the reason the decline call requires, then sends it', async () => {
    answers[applicationCalls.exempt_case_decline.path] = ok(exemptCase('declined', []));
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: /放\s*弃/ }));
    const dialog = await screen.findByRole('dialog', { name: '放弃享受' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认放弃/ }));
    // The call's own words (exempt_case_decline), judged before anything is sent.
    expect(await within(dialog).findByText('请填写放弃原因')).toBeTruthy();
    expect(bodiesOf(applicationCalls.exempt_case_decline.path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('放弃原因'), {
      target: { value: '  本年度已享受同类补贴  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认放弃/ }));
    await waitFor(() =>
      expect(bodiesOf(applicationCalls.exempt_case_decline.path)).toHaveLength(1),
    );
    expect(bodiesOf(applicationCalls.exempt_case_decline.path)[0]).toMatchObject({
      id: 7,
      version: 2,
      reason: '本年度已享受同类补贴',
    });
    expect(await screen.findByText('已放弃享受')).toBeTruthy();
  });

  it('数据有误 sends the note; a refusal shows in the dialog, which stays open', async () => {
    answers[applicationCalls.exempt_case_dispute.path] = {
      status: 200,
      body: { code: 409, msg: '该事项已被处理，请刷新后再试' },
    };
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: '数据有误' }));
    const dialog = await screen.findByRole('dialog', { name: '数据有误' });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交异议/ }));
    expect(await within(dialog).findByText('请填写异议说明')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('异议说明'), {
      target: { value: '研发费用应为 520 万元' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交异议/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('该事项已被处理，请刷新后再试');
    const sent = bodiesOf(applicationCalls.exempt_case_dispute.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 7, version: 2, note: '研发费用应为 520 万元' });
    expect(screen.getByRole('dialog', { name: '数据有误' })).toBeTruthy();
  });
});
