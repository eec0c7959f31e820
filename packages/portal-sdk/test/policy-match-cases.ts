// The registry cases of 政策匹配 and the operators' policy authoring (spread into test/calls.test.ts).
import type { callDomains } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type Name = keyof (typeof callDomains)['policy-match'] | keyof (typeof callDomains)['policy-admin'];

const operator = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: { roles: ['operator'] } }) as const;

const condition = {
  id: 'c2',
  label: '研发费用占营业收入比例不低于 3%',
  clause: '第二条第（三）项',
  field: 'rd_share',
  op: 'gte',
  threshold: '≥ 3%',
  value: 2.8,
  value_text: '2.8%',
  source: '企业填报',
  as_of: '2026-03-31',
  outcome: 'failed',
  outcome_label: '不符合',
  settled_at: null,
  gap: { amount: 0.2, unit: '%', text: '研发费用占营业收入比例还差 0.2 个百分点' },
};

const result = {
  call: {
    id: 3,
    title: '2026年度研发补助申报',
    policy: { id: 7, title: '西湖区数字经济政策', level: 21 },
    window: 'open',
    window_label: '申报中',
    start_on: '2026-11-01',
    end_on: '2026-12-15',
    days_left: 21,
    mode: 'review',
    mode_label: '申报审批',
    support_type: '无偿资助',
    support_ceiling: 200,
    support_text: '最高 200 万元',
  },
  level: 'ineligible',
  level_label: '暂不符合',
  summary: '2 项可核验条件符合 1 项，1 项不符合',
  conditions: [condition],
  checklist: ['项目具有示范带动作用'],
  near_miss: true,
  gaps: [{ id: 'c2', text: '研发费用占营业收入比例还差 0.2 个百分点' }],
  my_status: null,
};

const matchRun = {
  profile: [
    {
      field: 'rd_share',
      label: '研发费用占营业收入比例',
      value: 2.8,
      value_text: '2.8%',
      source: '企业填报',
      as_of: '2026-03-31',
      settled_at: '/information',
    },
  ],
  results: [result],
  total: 1,
  page: 1,
  counts: { eligible: 0, possible: 0, ineligible: 1, near: 1 },
  what_if: false,
  evaluated_at: 1_790_000_000,
};

const policy = {
  id: 7,
  version: 1,
  state: 'draft',
  title: '西湖区数字经济政策',
  document_number: '西政〔2026〕8号',
  issuing_unit: '西湖区人民政府',
  level: 21,
  region: '西湖区',
  industry_codes: ['I'],
  themes: ['科技创新'],
  published_on: '2026-03-01',
  written_on: null,
  valid_until: null,
  validity: 'current',
  successor_id: null,
  summary: '',
  body: '<p>正文</p>',
  interpretation: '',
  consult_phone: '0571-87654321',
  verified_on: null,
  support_ceiling: null,
  call_count: 0,
  updated_at: 1_790_000_000,
};

const leaf = { id: 'c1', label: '注册地在西湖区', field: 'district', op: 'eq', value: '西湖区' };

const call = {
  id: 3,
  version: 0,
  state: 'draft',
  policy_id: 7,
  policy_title: '西湖区数字经济政策',
  title: '2026年度研发补助申报',
  start_on: null,
  end_on: null,
  mode: 'exempt',
  support_type: '奖励',
  support_ceiling: 20,
  support_text: '',
  amount_rule: { kind: 'share', field: 'rd_spending', percent: 2 },
  conditions: { all: [leaf] },
  checklist: [],
  form_fields: [],
  materials: [],
  handling_unit: '',
  consult_phone: '',
  published_at: null,
  updated_at: null,
};

const batch = {
  call_id: 3,
  evaluated: 120,
  eligible: 14,
  created: 14,
  notified: 20,
  duration_ms: 35,
};

const policyInput = {
  title: '西湖区数字经济政策',
  issuing_unit: '西湖区人民政府',
  level: 21,
  region: '西湖区',
  published_on: '2026-03-01',
  body: '<p>正文</p>',
};

const previewExample = {
  enterprise_id: 1,
  name: '杭州云栖智造科技有限公司',
  summary: '1 项可核验条件符合 1 项',
  reasons: [],
};
const preview = {
  counts: { eligible: 1, possible: 0, ineligible: 2, total: 3 },
  examples: {
    eligible: [previewExample],
    possible: [],
    ineligible: [
      {
        ...previewExample,
        enterprise_id: 2,
        name: '杭州星河软件有限公司',
        summary: '1 项可核验条件符合 0 项，1 项不符合',
        reasons: ['研发费用占比不低于 3%：要求 ≥ 3%，企业为 2.8%'],
      },
    ],
  },
  region: '西湖区',
  evaluated_on: '2026-11-24',
  duration_ms: 41,
};

const callInput = {
  policy_id: 7,
  title: '2026年度研发补助申报',
  mode: 'exempt',
  support_type: '奖励',
  conditions: { all: [leaf] },
};

export const policyMatchCases: Record<Name, CallCase> = {
  policy_match: {
    method: 'POST',
    path: '/api/match/run',
    family: 'standard',
    auth: 'enterprise',
    validBodies: [
      {},
      { overrides: { invention_patents: 3, established_on: '2020-01-01' }, only: 'near' },
      { mode: 'exempt', level: 21, only: 'eligible' },
      { only: 'ineligible', keyword: '研发 补助', page: 3, pageSize: 50 },
    ],
    invalidBodies: [
      ['an unknown override field', { overrides: { profit: 1 } }],
      ['a text for a number field', { overrides: { revenue: '100' } }],
      ['a negative number', { overrides: { revenue: -1 } }],
      ['a bad date', { overrides: { established_on: '2020/1/1' } }],
      ['an unknown only', { only: 'best' }],
      ['page 0', { page: 0 }],
      ['a page of 51', { pageSize: 51 }],
      ['a keyword of 65 characters', { keyword: '研'.repeat(65) }],
      ['level 17', { level: 17 }],
    ],
    validData: matchRun,
    invalidData: [
      [
        'an outcome not in the three',
        { ...matchRun, results: [{ ...result, conditions: [{ ...condition, outcome: 'maybe' }] }] },
      ],
      ['an unknown source', { ...matchRun, profile: [{ ...matchRun.profile[0], source: '猜测' }] }],
      ['counts missing', { ...matchRun, counts: undefined }],
      ['no total', { ...matchRun, total: undefined }],
    ],
  },
  admin_policy_save: {
    ...operator('/api/console/policy/save'),
    validBodies: [policyInput, { id: 7, version: 1, ...policyInput, themes: ['人才'] }],
    invalidBodies: [
      ['no title', { ...policyInput, title: '' }],
      ['level 17', { ...policyInput, level: 17 }],
      ['a bad date', { ...policyInput, published_on: '2026-3-1' }],
      ['a bad phone', { ...policyInput, consult_phone: 'abc' }],
      ['a bad industry', { ...policyInput, industry_codes: ['XX'] }],
    ],
    validData: policy,
    invalidData: [['an unknown state', { ...policy, state: 'live' }]],
  },
  admin_policy_publish: {
    ...operator('/api/console/policy/publish'),
    validBodies: [{ id: 7, version: 1 }],
    invalidBodies: [['no version', { id: 7 }]],
    validData: policy,
  },
  admin_policy_set_validity: {
    ...operator('/api/console/policy/validity'),
    validBodies: [
      { id: 7, version: 1, validity: 'revised', successor_id: 8, reason: '已修订' },
      { id: 7, version: 1, validity: 'repealed', valid_until: '2026-12-31', reason: '已废止' },
    ],
    invalidBodies: [
      ['expired is derived, not set', { id: 7, version: 1, validity: 'expired', reason: 'x' }],
      ['no reason', { id: 7, version: 1, validity: 'repealed', reason: '' }],
    ],
    validData: policy,
  },
  admin_policy_list: {
    ...operator('/api/console/policy/list'),
    validBodies: [{}, { page: 2, pageSize: 50, keyword: '数字', state: 'draft' }],
    invalidBodies: [['an unknown state', { state: 'live' }]],
    validData: { list: [policy], total: 1, page: 1, pageSize: 20 },
  },
  admin_call_save: {
    ...operator('/api/console/call/save'),
    validBodies: [
      callInput,
      { id: 3, version: 0, ...callInput, start_on: '2026-11-01', end_on: '2026-12-01' },
      { ...callInput, amount_rule: { kind: 'fixed', amount: 20 } },
    ],
    invalidBodies: [
      [
        'an unknown field in a condition',
        { ...callInput, conditions: { ...leaf, field: 'profit' } },
      ],
      [
        'a list for a number',
        { ...callInput, conditions: { ...leaf, field: 'revenue', op: 'gte', value: ['1'] } },
      ],
      ['conditions missing', { ...callInput, conditions: undefined }],
      ['an unknown mode', { ...callInput, mode: 'fast' }],
      ['a negative ceiling', { ...callInput, support_ceiling: -1 }],
      [
        'an amount rule on an unknown figure',
        { ...callInput, amount_rule: { kind: 'share', field: 'profit', percent: 2 } },
      ],
      [
        'an amount rule over 100 %',
        { ...callInput, amount_rule: { kind: 'share', field: 'rd_spending', percent: 150 } },
      ],
      [
        'duplicate material keys',
        {
          ...callInput,
          materials: [
            { key: 'a', name: 'A', required: true },
            { key: 'a', name: 'B', required: false },
          ],
        },
      ],
    ],
    validData: call,
    invalidData: [['an unknown mode', { ...call, mode: 'fast' }]],
  },
  admin_call_publish: {
    ...operator('/api/console/call/publish'),
    validBodies: [{ id: 3, version: 0 }],
    validData: { call: { ...call, state: 'published' }, exempt: batch },
    invalidData: [['exempt missing', { call }]],
  },
  admin_exempt_batch: {
    ...operator('/api/console/call/exempt_batch'),
    validBodies: [{ call_id: 3 }],
    invalidBodies: [['no call', {}]],
    validData: batch,
    invalidData: [['a negative count', { ...batch, created: -1 }]],
  },
  admin_call_list: {
    ...operator('/api/console/call/list'),
    validBodies: [{}, { policy_id: 7, state: 'published', mode: 'exempt' }, { id: 3 }],
    invalidBodies: [['an unknown mode', { mode: 'fast' }]],
    validData: { list: [call], total: 1, page: 1, pageSize: 20 },
  },
  admin_call_preview: {
    ...operator('/api/console/call/preview'),
    validBodies: [
      { conditions: { all: [leaf] }, policy_id: 7 },
      { conditions: { not: { ...leaf, op: 'ne' } }, call_id: 3 },
    ],
    invalidBodies: [
      ['no conditions', { policy_id: 7 }],
      ['an operator the field cannot use', { conditions: { ...leaf, op: 'contains_none' } }],
    ],
    validData: preview,
    invalidData: [['a negative count', { ...preview, counts: { ...preview.counts, total: -1 } }]],
  },
};
