// The registry cases of the application domain (政策申报, 免申即享, 材料库 and the operators'
// review; spread into test/calls.test.ts; DOMAIN §3).
import type { callDomains } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type ApplicationCallName =
  keyof typeof callDomains.application | keyof (typeof callDomains)['application-admin'];

// Every member call of the domain acts for the caller's enterprise.
const member = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: 'enterprise' }) as const;
const operator = (path: string) =>
  ({
    method: 'POST',
    path,
    family: 'standard',
    auth: { roles: ['operator'] },
  }) as const;

const call = {
  id: 4,
  title: '2026年度研发投入补助申报',
  policy: {
    id: 2,
    title: '关于支持企业加大研发投入的若干意见',
    level: 20,
    issuing_unit: '杭州市科技局',
  },
  delivery_mode: 'review',
  delivery_mode_label: '申报审批',
  apply_start_on: '2026-03-01',
  apply_end_on: '2026-12-31',
  window: 'open',
  window_label: '申报中',
  support_type: '无偿资助',
  support_ceiling: 200,
  support_text: '按研发投入的 10% 给予补助，最高 200 万元',
  handling_unit: '杭州市科技局',
  consult_phone: '0571-88888888',
};

const callForm = {
  ...call,
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
      key: 'rd_spending',
      label: '上年度研发费用',
      type: 'number',
      required: true,
      options: [],
      unit: '万元',
      prefill: 'rd_spending',
    },
  ],
  materials: [
    {
      key: 'audit_report',
      name: '审计报告',
      required: true,
      description: '上年度审计报告，加盖公章',
      library_kind: 'audit_report',
    },
  ],
  checklist: ['项目具有示范带动作用'],
};

const file = { id: 13, name: '审计报告.pdf', mime: 'application/pdf', size: 20480 };

const application = {
  id: 7,
  call_id: 4,
  state: 'correction',
  version: 3,
  serial_number: 'SB2026-000007',
  form: { project_name: '智能传感器研发', rd_spending: 320.5 },
  materials: { audit_report: [13] },
  files: [file],
  corrections: [
    { kind: 'material', key: 'audit_report', label: '审计报告', note: '请上传加盖公章的审计报告' },
  ],
  reason: '材料不全',
  amount: null,
  createtime: 1_795_000_000,
  updatetime: 1_795_100_000,
  submittime: 1_795_050_000,
  paidtime: null,
  receivedtime: null,
};

const timelineEntry = {
  id: 2,
  from: 'submitted',
  to: 'correction',
  event: 'request_correction',
  actor: 'operator',
  actor_user_id: 3,
  actor_name: '平台运营',
  reason: '材料不全',
  version: 3,
  createtime: 1_795_100_000,
};

const detail = {
  ...application,
  call: callForm,
  timeline: [timelineEntry],
  next_step: '请按要求补正所列材料后重新提交',
  deadline: { due_on: '2026-12-08', label: '补正截止' },
  actions: ['resubmit', 'withdraw'],
};

const enterprise = { id: 9, name: '杭州示范科技有限公司', credit_code: '91330100MA2XXXXX1X' };

const libraryItem = {
  id: 5,
  kind: 'audit_report',
  kind_label: '审计报告',
  name: '2025年度审计报告',
  file,
  valid_until: '2026-12-31',
  expired: false,
  createtime: 1_795_000_000,
};

const exemptCase = {
  id: 3,
  call: {
    ...call,
    delivery_mode: 'exempt',
    delivery_mode_label: '免申即享',
    window: 'always',
    window_label: '常年受理',
    apply_start_on: null,
    apply_end_on: null,
  },
  state: 'notified',
  version: 1,
  amount: 20,
  snapshot: [
    {
      id: 'c1',
      label: '上年度研发费用不少于 300 万元',
      field: 'rd_spending',
      outcome: 'met',
      value: 320.5,
      source: '企业填报',
      as_of: '2026-03-01',
    },
  ],
  bank_account: null,
  member_note: null,
  reason: null,
  next_step: '请确认是否享受并填写收款账户',
  deadline: { due_on: '2026-12-08', label: '确认截止' },
  actions: ['confirm', 'decline', 'dispute'],
  createtime: 1_795_000_000,
  updatetime: 1_795_000_000,
  notifytime: 1_795_000_000,
  answertime: null,
  paidtime: null,
};

const bank = {
  bank: '中国工商银行杭州西湖支行',
  accountName: '杭州示范科技有限公司',
  accountNumber: '1202020209000012345',
};

const item = {
  id: 7,
  state: 'submitted',
  version: 1,
  serial_number: 'SB2026-000007',
  call: { id: 4, title: call.title, delivery_mode: 'review' },
  policy: { id: 2, title: call.policy.title },
  amount: null,
  corrections_count: 0,
  next_step: '已提交，等待受理',
  deadline: null,
  createtime: 1_795_000_000,
  updatetime: 1_795_000_000,
  submittime: 1_795_000_000,
};

const paged = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

export const applicationCases: Record<ApplicationCallName, CallCase> = {
  application_form: {
    ...member('/api/application/form'),
    validBodies: [{ call_id: 4 }],
    invalidBodies: [
      ['no call id', {}],
      ['a call id of 0', { call_id: 0 }],
    ],
    validData: {
      call: callForm,
      application: detail,
      prefill: [{ key: 'rd_spending', value: 320.5, source: '企业填报', at: 1_795_000_000 }],
      library: [{ material_key: 'audit_report', items: [libraryItem] }],
    },
    invalidData: [
      [
        'a window outside the vocabulary',
        { call: { ...callForm, window: 'soon' }, application: null, prefill: [], library: [] },
      ],
    ],
  },
  application_save: {
    ...member('/api/application/save'),
    validBodies: [
      {
        call_id: 4,
        form: { project_name: '智能传感器研发', rd_spending: 320.5 },
        materials: { audit_report: [13] },
      },
      { call_id: 4, version: 2, form: { note: null }, materials: {} },
    ],
    invalidBodies: [
      ['no form', { call_id: 4, materials: {} }],
      ['an upload id as text', { call_id: 4, form: {}, materials: { audit_report: ['13'] } }],
      ['a field key with a space', { call_id: 4, form: { 'a b': 'x' }, materials: {} }],
      ['an object as a form value', { call_id: 4, form: { a: { b: 1 } }, materials: {} }],
      [
        'too many files for one material',
        { call_id: 4, form: {}, materials: { a: Array.from({ length: 21 }, (_, i) => i + 1) } },
      ],
    ],
    validData: application,
    invalidData: [['an unknown state', { ...application, state: 'approved' }]],
  },
  application_submit: {
    ...member('/api/application/submit'),
    validBodies: [
      { id: 7, version: 3, submit_key: 'c0ffee12-submit' },
      { id: 7, version: 3, submit_key: 'c0ffee12-submit', save_to_library: ['audit_report'] },
    ],
    invalidBodies: [
      ['no submit key', { id: 7, version: 3 }],
      ['a short submit key', { id: 7, version: 3, submit_key: 'abc' }],
      ['no version', { id: 7, submit_key: 'c0ffee12-submit' }],
    ],
    validData: { ...application, state: 'submitted', corrections: [] },
  },
  application_withdraw: {
    ...member('/api/application/withdraw'),
    validBodies: [
      { id: 7, version: 3 },
      { id: 7, version: 3, reason: '项目计划调整' },
    ],
    invalidBodies: [['a reason too long', { id: 7, version: 3, reason: '长'.repeat(501) }]],
    validData: { ...application, state: 'withdrawn', corrections: [] },
  },
  application_confirm_receipt: {
    ...member('/api/application/confirm_receipt'),
    validBodies: [{ id: 7, version: 9 }],
    invalidBodies: [['a negative version', { id: 7, version: -1 }]],
    validData: { ...application, state: 'received', amount: 150, corrections: [] },
  },
  application_detail: {
    ...member('/api/application/detail'),
    validBodies: [{ id: 7 }],
    invalidBodies: [['no id', {}]],
    validData: detail,
    invalidData: [['no next step', { ...detail, next_step: undefined }]],
  },
  application_list: {
    ...member('/api/application/list'),
    validBodies: [
      {},
      { page: 2, pageSize: 20, state: ['draft', 'correction'], year: 2026, keyword: '研发' },
    ],
    invalidBodies: [
      ['a state outside the flow', { state: ['approved'] }],
      ['a year out of range', { year: 1900 }],
    ],
    validData: paged([item]),
  },
  policy_obtained: {
    ...member('/api/application/obtained'),
    validBodies: [{}],
    validData: {
      list: [
        {
          source: 'award',
          id: 11,
          policy: { id: 2, title: call.policy.title },
          call: { id: 4, title: call.title },
          title: '2026年度研发投入补助拟支持名单',
          amount: 150,
          date: '2026-10-01',
          state: null,
          state_label: '已公示',
          version: null,
        },
      ],
      totals: [{ year: 2026, amount: 150, count: 1 }],
      total_amount: 150,
    },
    invalidData: [['a negative total', { list: [], totals: [], total_amount: -1 }]],
  },
  material_library_list: {
    ...member('/api/material/list'),
    validBodies: [{}, { kind: 'audit_report' }],
    invalidBodies: [['a kind in capitals', { kind: 'AUDIT' }]],
    validData: [libraryItem],
  },
  material_library_add: {
    ...member('/api/material/add'),
    validBodies: [
      { kind: 'audit_report', name: '2025年度审计报告', upload_id: 13 },
      { kind: 'licence', name: '营业执照', upload_id: 12, valid_until: '2030-01-01' },
    ],
    invalidBodies: [
      ['an empty name', { kind: 'licence', name: ' ', upload_id: 12 }],
      [
        'an impossible date',
        { kind: 'licence', name: '营业执照', upload_id: 12, valid_until: '2026-02-30' },
      ],
    ],
    validData: libraryItem,
  },
  material_library_remove: {
    ...member('/api/material/remove'),
    validBodies: [{ id: 5 }],
    invalidBodies: [['no id', {}]],
    validData: { id: 5 },
  },
  exempt_case_list: {
    ...member('/api/exempt/list'),
    validBodies: [{}, { state: ['notified', 'disputed'] }],
    invalidBodies: [['a state outside the flow', { state: ['waiting'] }]],
    validData: [exemptCase],
  },
  exempt_case_detail: {
    ...member('/api/exempt/detail'),
    validBodies: [{ id: 3 }],
    validData: {
      ...exemptCase,
      timeline: [
        {
          ...timelineEntry,
          from: 'matched',
          to: 'notified',
          event: 'notify',
          actor: 'system',
          actor_user_id: null,
          actor_name: '系统',
          reason: null,
          version: 1,
        },
      ],
    },
  },
  exempt_case_confirm: {
    ...member('/api/exempt/confirm'),
    validBodies: [{ id: 3, version: 1, bank_account: bank }],
    invalidBodies: [
      ['no bank account', { id: 3, version: 1 }],
      [
        'a 7-digit account number',
        { id: 3, version: 1, bank_account: { ...bank, accountNumber: '1234567' } },
      ],
      [
        'letters in the account number',
        { id: 3, version: 1, bank_account: { ...bank, accountNumber: '12345678ab' } },
      ],
    ],
    validData: {
      ...exemptCase,
      state: 'confirmed',
      bank_account: { ...bank, accountNumber: '************2345' },
      actions: [],
    },
  },
  exempt_case_decline: {
    ...member('/api/exempt/decline'),
    validBodies: [{ id: 3, version: 1, reason: '本年度已享受同类补贴' }],
    invalidBodies: [['no reason', { id: 3, version: 1 }]],
    validData: { ...exemptCase, state: 'declined', actions: [] },
  },
  exempt_case_dispute: {
    ...member('/api/exempt/dispute'),
    validBodies: [{ id: 3, version: 1, note: '研发费用应为 520 万元' }],
    invalidBodies: [['a blank note', { id: 3, version: 1, note: '  ' }]],
    validData: { ...exemptCase, state: 'disputed', actions: [] },
  },
  exempt_case_confirm_receipt: {
    ...member('/api/exempt/confirm_receipt'),
    validBodies: [{ id: 3, version: 4 }],
    invalidBodies: [['no version', { id: 3 }]],
    validData: { ...exemptCase, state: 'received', actions: [] },
  },
  admin_application_list: {
    ...operator('/api/console/application/list'),
    validBodies: [{}, { page: 1, pageSize: 20, state: 'submitted', call_id: 4, keyword: '示范' }],
    invalidBodies: [['a state outside the flow', { state: 'approved' }]],
    validData: paged([
      {
        id: 7,
        state: 'submitted',
        version: 1,
        serial_number: 'SB2026-000007',
        enterprise,
        call: { id: 4, title: call.title },
        amount: null,
        submittime: 1_795_000_000,
        updatetime: 1_795_000_000,
      },
    ]),
  },
  admin_application_detail: {
    ...operator('/api/console/application/detail'),
    validBodies: [{ id: 7 }],
    validData: {
      ...detail,
      enterprise,
      operator_actions: ['accept', 'reject', 'request_correction'],
    },
  },
  admin_application_transition: {
    ...operator('/api/console/application/transition'),
    validBodies: [
      { id: 7, version: 1, event: 'accept' },
      {
        id: 7,
        version: 2,
        event: 'request_correction',
        reason: '材料不全',
        items: [{ kind: 'material', key: 'audit_report', note: '请加盖公章' }],
      },
      { id: 7, version: 4, event: 'propose', amount: 150.5 },
    ],
    invalidBodies: [
      ['reject without a reason', { id: 7, version: 1, event: 'reject' }],
      [
        'a correction without items',
        { id: 7, version: 1, event: 'request_correction', reason: '材料不全', items: [] },
      ],
      ['propose without an amount', { id: 7, version: 4, event: 'propose' }],
      ['an amount with three decimals', { id: 7, version: 4, event: 'propose', amount: 1.234 }],
      ['a member event', { id: 7, version: 1, event: 'submit' }],
    ],
    validData: { ...detail, enterprise, operator_actions: [] },
  },
  admin_exempt_case_list: {
    ...operator('/api/console/exempt-case/list'),
    validBodies: [{}, { state: 'disputed', call_id: 4, keyword: '示范' }],
    validData: paged([{ ...exemptCase, enterprise, operator_actions: [] }]),
  },
  admin_exempt_case_detail: {
    ...operator('/api/console/exempt-case/detail'),
    validBodies: [{ id: 3 }],
    invalidBodies: [['no id', {}]],
    validData: {
      ...exemptCase,
      enterprise,
      operator_actions: ['renotify', 'close'],
      timeline: [timelineEntry],
    },
    invalidData: [['no timeline', { ...exemptCase, enterprise, operator_actions: [] }]],
  },
  admin_exempt_case_bulk_transition: {
    ...operator('/api/console/exempt-case/bulk_transition'),
    validBodies: [
      { event: 'pay', items: [{ id: 3, version: 3 }] },
      {
        event: 'publicize',
        items: [
          { id: 3, version: 2 },
          { id: 4, version: 2 },
        ],
        reason: '2026年第一批公示',
      },
    ],
    invalidBodies: [
      ['no items', { event: 'pay', items: [] }],
      ['an event needing a 复核意见', { event: 'close', items: [{ id: 3, version: 1 }] }],
      ['a member event', { event: 'confirm', items: [{ id: 3, version: 1 }] }],
      [
        'the same case twice',
        {
          event: 'pay',
          items: [
            { id: 3, version: 3 },
            { id: 3, version: 3 },
          ],
        },
      ],
    ],
    validData: {
      succeeded: 1,
      failed: 1,
      results: [
        { id: 3, ok: true, state: 'paid', version: 4, message: null },
        {
          id: 4,
          ok: false,
          state: null,
          version: null,
          message: '免申即享当前为“企业已确认”，不能拨付资金',
        },
      ],
    },
  },
  admin_exempt_case_transition: {
    ...operator('/api/console/exempt-case/transition'),
    validBodies: [
      { id: 3, version: 2, event: 'renotify', reason: '复核后仍符合' },
      { id: 3, version: 3, event: 'pay', amount: 20 },
    ],
    invalidBodies: [
      ['close without a reason', { id: 3, version: 2, event: 'close' }],
      ['a member event', { id: 3, version: 2, event: 'confirm' }],
    ],
    validData: { ...exemptCase, enterprise, operator_actions: ['publicize'] },
  },
  admin_award_list_publish: {
    ...operator('/api/console/application/award_list_publish'),
    validBodies: [{ call_id: 4, entry_name: '2026年度研发投入补助拟支持名单' }],
    invalidBodies: [['no entry name', { call_id: 4 }]],
    validData: {
      group_id: 11,
      entry_name: '2026年度研发投入补助拟支持名单',
      level: 20,
      companies: 3,
      total_money: 420,
    },
    invalidData: [
      [
        'a level outside 18–21',
        { group_id: 11, entry_name: 'x', level: 22, companies: 0, total_money: 0 },
      ],
    ],
  },
};
