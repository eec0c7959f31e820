// The registry cases of the 政策库 calls (spread into test/calls.test.ts).
import type { callDomains } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type PolicyLibraryCallName = keyof (typeof callDomains)['policy-library'];

const visitor = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: 'public' }) as const;

const result = {
  id: 7,
  title: '杭州市高新技术企业认定奖励办法',
  document_number: '杭科高〔2026〕3号',
  issuing_unit: '杭州市科学技术局',
  level: 20,
  region: '杭州市',
  published_on: '2026-03-01',
  validity: 'current',
  validity_label: '现行有效',
  themes: ['资质认定', '科技创新'],
  support_ceiling: 50,
  open_calls: 1,
  next_deadline: '2026-12-01',
  snippet: '对首次认定的高新技术企业给予奖励……',
  highlight: ['高新技术'],
};

const call = {
  id: 3,
  title: '2026年度高新技术企业认定奖励申报',
  window: 'closing',
  window_label: '即将截止',
  start_on: '2026-11-01',
  end_on: '2026-11-30',
  days_left: 6,
  mode: 'review',
  mode_label: '申报审批',
  support_type: '奖励',
  support_ceiling: 50,
  support_text: '首次认定奖励 50 万元',
  materials: [{ key: 'licence', name: '营业执照', required: true, description: '' }],
  checklist: ['项目具有示范带动作用'],
  conditions: ['注册地在杭州市'],
  handling_unit: '杭州市科学技术局',
  consult_phone: '0571-12345678',
  my_status: { kind: 'application', id: 9, state: 'submitted', state_label: '已提交' },
};

const link = { id: 6, title: '旧办法', validity: 'revised', validity_label: '已修订' };

const detail = {
  ...result,
  written_on: '2026-02-20',
  valid_until: null,
  successor: null,
  predecessor: link,
  industry_codes: ['M'],
  summary: '高企奖励',
  content: '<p>正文</p>',
  interpretation: '',
  attachments: [{ id: 1, name: '申报表.docx', url: '/files/1', size_bytes: 1024 }],
  verified_on: '2026-11-01',
  consult_phone: '0571-12345678',
  calls: [call],
  related: [link],
  award_lists: [],
  knowledge: [{ id: 2, title: '高企认定问答', kind: 'qa', kind_label: '问答' }],
  subscribed: false,
};

const paged = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

export const policyLibraryCases: Record<PolicyLibraryCallName, CallCase> = {
  policy_search: {
    ...visitor('/api/policy/search'),
    validBodies: [
      {},
      {
        keyword: '高新 奖励',
        level: [20, 21],
        theme: ['资质认定'],
        industry: 'M',
        validity: 'expired',
        window: 'closing',
        mode: 'exempt',
        published_from: '2026-01-01',
        published_to: '2026-12-31',
        sort: 'ceiling',
        page: 2,
        pageSize: 50,
      },
    ],
    invalidBodies: [
      ['a page size above 50', { pageSize: 51 }],
      ['an unknown sort', { sort: 'hot' }],
      ['an unknown window', { window: 'soon' }],
      ['an unknown validity', { validity: 'old' }],
      ['a bad industry code', { industry: 'zz' }],
      ['a bad date', { published_from: '2026/01/01' }],
      ['a day the platform cannot store (year 0)', { published_to: '0000-02-29' }],
      ['dates out of order', { published_from: '2026-02-01', published_to: '2026-01-01' }],
      ['a level outside 18..21', { level: [17] }],
    ],
    validData: paged([result]),
    invalidData: [['an unknown validity', paged([{ ...result, validity: 'old' }])]],
  },
  policy_facets: {
    ...visitor('/api/policy/facets'),
    validBodies: [{}, { level: [19], keyword: '高新技术', theme: ['科技创新'] }],
    invalidBodies: [
      ['an unknown level', { level: [7] }],
      [
        'a range ending before it starts',
        { published_from: '2026-05-01', published_to: '2026-04-01' },
      ],
    ],
    validData: {
      issuing_units: [{ value: '杭州市科学技术局', count: 3 }],
      regions: [{ value: '杭州市', count: 3 }],
      themes: [],
    },
    invalidData: [
      ['a negative count', { issuing_units: [{ value: 'x', count: -1 }], regions: [], themes: [] }],
    ],
  },
  policy_detail: {
    method: 'POST',
    path: '/api/policy/detail',
    family: 'standard',
    auth: 'optional',
    validBodies: [{ id: 1 }],
    invalidBodies: [['id 0', { id: 0 }]],
    validData: detail,
    invalidData: [
      ['an unknown window', { ...detail, calls: [{ ...call, window: 'soon' }] }],
      ['subscribed missing', { ...detail, subscribed: undefined }],
    ],
  },
  policy_subscribe: {
    method: 'POST',
    path: '/api/policy/subscribe',
    family: 'standard',
    auth: 'user',
    validBodies: [{ policy_id: 1 }],
    invalidBodies: [['no policy', {}]],
    validData: { subscribed: true },
  },
  policy_unsubscribe: {
    method: 'POST',
    path: '/api/policy/unsubscribe',
    family: 'standard',
    auth: 'user',
    validBodies: [{ policy_id: 1 }],
    invalidBodies: [['no policy', {}]],
    validData: { subscribed: false },
  },
  policy_call_list: {
    ...visitor('/api/policy/calls'),
    validBodies: [
      {},
      { window: 'always', mode: 'instant', level: 19, keyword: '高新', month: '2026-11' },
    ],
    invalidBodies: [
      ['a bad month', { month: '2026-13' }],
      ['an unknown mode', { mode: 'fast' }],
    ],
    validData: paged([
      {
        ...call,
        policy: { id: 7, title: result.title, level: 20, issuing_unit: result.issuing_unit },
      },
    ]),
  },
  knowledge_list: {
    ...visitor('/api/knowledge/list'),
    validBodies: [{}, { keyword: '研发', kind: 'qa', policy_id: 3 }],
    invalidBodies: [['an unknown kind', { kind: 'news' }]],
    validData: paged([
      {
        id: 2,
        title: '高企认定问答',
        kind: 'qa',
        kind_label: '问答',
        snippet: '……',
        createtime: 1_795_000_000,
        highlight: [],
      },
    ]),
  },
  knowledge_detail: {
    ...visitor('/api/knowledge/detail'),
    validBodies: [{ id: 2 }],
    invalidBodies: [['id 0', { id: 0 }]],
    validData: {
      id: 2,
      title: '高企认定问答',
      kind: 'qa',
      kind_label: '问答',
      source: '杭州市科学技术局',
      createtime: 1_795_000_000,
      content: '<p>问答</p>',
      policies: [link],
      prev: null,
      next: { id: 1, title: '上一篇' },
    },
  },
};
