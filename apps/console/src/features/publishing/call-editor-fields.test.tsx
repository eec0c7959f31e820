// The call editor's 兑现规则 and 申报表单 and the policy editor's 适用行业 (issue 26: an operator
// publishes a working 免申即享 call from the console alone): what is chosen is what
// admin_call_save / admin_policy_save receive, and a saved call's rule, fields and materials go
// back with their keys (antd submits only the fields it renders: keys were once renamed m1, m2 …).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { describe, expect, it } from 'vitest';
import { choose } from '../../testing/antd-select';
import { typeDate } from '../../testing/antd-date';
import { ok } from '../../testing/open-console';
import { openWithPolicy, westLakePolicy } from '../../testing/publishing-fixtures';

// The policy's saved industries are shown by name and saved again.
const policy = { ...westLakePolicy, industry_codes: ['65'] };

const exemptCall = {
  id: 41,
  version: 3,
  state: 'draft',
  policy_id: 7,
  policy_title: policy.title,
  title: '2026年度研发费用补助（免申即享）',
  start_on: null,
  end_on: null,
  mode: 'exempt',
  support_type: '无偿资助',
  support_ceiling: 50,
  support_text: '按上年度研发费用的 2% 给予补助，最高 50 万元',
  amount_rule: { kind: 'share', field: 'rd_spending', percent: 2 },
  conditions: {
    all: [
      {
        id: 'c1',
        label: '注册地（区） = 西湖区',
        clause: '',
        field: 'district',
        op: 'eq',
        value: '西湖区',
      },
    ],
  },
  checklist: [],
  form_fields: [
    { key: 'project_name', label: '项目名称', type: 'text', required: true },
    {
      key: 'category',
      label: '项目类别',
      type: 'select',
      required: false,
      options: ['新产品研发', '工艺改进'],
    },
  ],
  materials: [
    {
      key: 'audit_report',
      name: '审计报告',
      required: true,
      description: '上年度财务审计报告',
      library_kind: 'audit_report',
    },
  ],
  handling_unit: '西湖区科学技术局',
  consult_phone: '',
  published_at: null,
  updated_at: 1_795_000_000,
};

function openCall() {
  return openWithPolicy({
    path: '/console/publishing/calls/41',
    policy,
    answers: {
      '/api/console/call/list': ok({ list: [exemptCall], total: 1, page: 1, pageSize: 1 }),
      '/api/console/call/save': (request: { body: unknown }) =>
        ok({ ...exemptCall, ...(request.body as object), version: 4 }),
    },
  });
}

const sentBody = async (server: Awaited<ReturnType<typeof openWithPolicy>>, url: string) => {
  await waitFor(() => expect(server.requests.some((r) => r.url === url)).toBe(true));
  return server.requests.find((r) => r.url === url)!.body as Record<string, unknown>;
};

describe('申报通知的兑现规则与申报表单', () => {
  it('reads a saved rule and fields back, and saves the rule and fields as changed', async () => {
    const server = await openCall();
    // The saved share rule reads back.
    expect(await screen.findByRole('radio', { name: '按比例' })).toHaveProperty('checked', true);
    expect(screen.getByRole('spinbutton', { name: '兑现比例（%）' })).toHaveProperty('value', '2');

    // A fixed sum instead, and a third field: a number prefilled from the record.
    fireEvent.click(screen.getByRole('radio', { name: '定额' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: '兑现金额（万元）' }), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByRole('button', { name: '添加表单字段' }));
    const third = await screen.findByRole('group', { name: '表单字段 3' });
    fireEvent.change(within(third).getByRole('textbox', { name: '表单字段 3 名称' }), {
      target: { value: '上年度研发费用' },
    });
    await choose(within(third).getByRole('combobox', { name: '表单字段 3 类型' }), '数字');
    fireEvent.change(await within(third).findByRole('textbox', { name: '表单字段 3 单位' }), {
      target: { value: '万元' },
    });
    // Fourteen record fields: the operator types to find one.
    const prefill = within(third).getByRole('combobox', { name: '表单字段 3 预填' });
    fireEvent.change(prefill, { target: { value: '研发' } });
    await choose(prefill, '研发费用（万元）');

    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    const sent = await sentBody(server, '/api/console/call/save');
    expect(sent.amount_rule).toEqual({ kind: 'fixed', amount: 20 });
    expect(sent.form_fields).toEqual([
      { key: 'project_name', label: '项目名称', type: 'text', required: true },
      {
        key: 'category',
        label: '项目类别',
        type: 'select',
        required: false,
        options: ['新产品研发', '工艺改进'],
      },
      {
        key: 'f1',
        label: '上年度研发费用',
        type: 'number',
        required: true,
        unit: '万元',
        prefill: 'rd_spending',
      },
    ]);
    // A saved material keeps its key and library kind: applications' files are filed under it.
    expect(sent.materials).toEqual(exemptCall.materials);
    expect(policyAdminCalls.admin_call_save.body.safeParse(sent).success).toBe(true);
  });

  it('sends no rule for 申报审批: the amount is decided in the review', async () => {
    const server = await openCall();
    await screen.findByRole('radio', { name: '按比例' });
    await choose(screen.getByRole('combobox', { name: '兑现方式' }), '申报审批');
    await waitFor(() => expect(screen.queryByRole('radio', { name: '按比例' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    const sent = await sentBody(server, '/api/console/call/save');
    expect(sent).toMatchObject({ mode: 'review', amount_rule: null });
  });
});

describe('政策文件的适用行业', () => {
  it('shows the saved industries by name and saves them', async () => {
    const server = await openWithPolicy({
      path: '/console/publishing/policies/7',
      policy,
      pageSize: 1,
      answers: {
        '/api/console/policy/save': (request: { body: unknown }) =>
          ok({ ...policy, ...(request.body as object), version: 2 }),
      },
    });
    expect(await screen.findByText('65 软件和信息技术服务业')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '支持数字经济企业' } });
    await typeDate(screen.getByLabelText('成文日期'), '2026-01-20');
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    const sent = await sentBody(server, '/api/console/policy/save');
    expect(sent).toMatchObject({ industry_codes: ['65'], summary: '支持数字经济企业' });
    // The dates go back as 'YYYY-MM-DD' (as read, or as typed), or null for none.
    expect(sent).toMatchObject({
      published_on: '2026-02-01',
      written_on: '2026-01-20',
      valid_until: null,
      verified_on: null,
    });
    expect(policyAdminCalls.admin_policy_save.body.safeParse(sent).success).toBe(true);
  });
});

describe('一次过时的保存', () => {
  it('tells the operator why, in the server’s words under the editor (the form frame leaves HTTP refusals unsaid)', async () => {
    await openWithPolicy({
      path: '/console/publishing/policies/7',
      policy,
      pageSize: 1,
      answers: {
        '/api/console/policy/save': {
          status: 409,
          body: { code: 409, msg: '该政策已被他人修改，请刷新后再编辑' },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('摘要'), { target: { value: '改一改' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('该政策已被他人修改，请刷新后再编辑')).toBeTruthy();
  });
});
