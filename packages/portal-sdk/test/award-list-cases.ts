// Registry cases of 获扶持名单's calls (test/calls.test.ts).
import type { CallCase } from './call-case.js';

const operator = { roles: ['operator'] } as const;
const awardList = {
  id: 12,
  entry_name: '2026年度杭州市研发投入补助拟支持企业名单',
  level: 20,
  policy_id: 3,
  policy_title: '杭州市研发投入补助实施办法',
  call_id: 9,
  call_title: '2026年度研发投入补助申报',
  companies: 2,
  unmatched: 1,
  total_money: 75.5,
  created_at: 1_772_416_800,
};
const company = {
  id: 301,
  enterprise_id: 5,
  enterprise_name: '杭州云栖智造科技有限公司',
  credit_code: '91330100MA27Y5QK7Q',
  topic_name: '研发投入补助',
  unit: '杭州市科学技术局',
  total_money: 50,
};

export const awardListCases = {
  admin_award_list_list: {
    method: 'POST',
    path: '/api/console/award-list/list',
    family: 'standard',
    auth: operator,
    validBodies: [{}, { page: 2, pageSize: 50, keyword: '研发', level: 21 }],
    invalidBodies: [
      ['a level that is no policy level', { level: 17 }],
      ['the level as text', { level: '20' }],
      ['a keyword of 65 characters', { keyword: '研'.repeat(65) }],
    ],
    validData: { list: [awardList], total: 1, page: 1, pageSize: 20 },
    invalidData: [
      [
        'a negative total',
        { list: [{ ...awardList, total_money: -1 }], total: 1, page: 1, pageSize: 20 },
      ],
      [
        'no count of unmatched',
        { list: [{ ...awardList, unmatched: undefined }], total: 1, page: 1, pageSize: 20 },
      ],
    ],
  },
  admin_award_list_detail: {
    method: 'POST',
    path: '/api/console/award-list/detail',
    family: 'standard',
    auth: operator,
    validBodies: [{ id: 12 }, { id: 12, page: 3, pageSize: 100 }],
    invalidBodies: [
      ['no id', {}],
      ['id 0', { id: 0 }],
    ],
    validData: {
      award_list: awardList,
      companies: {
        list: [company, { ...company, id: 302, enterprise_id: null, credit_code: null }],
        total: 2,
        page: 1,
        pageSize: 50,
      },
    },
    invalidData: [
      [
        'an enterprise id of 0',
        {
          award_list: awardList,
          companies: { list: [{ ...company, enterprise_id: 0 }], total: 1, page: 1, pageSize: 50 },
        },
      ],
    ],
  },
  admin_award_list_delete: {
    method: 'POST',
    path: '/api/console/award-list/delete',
    family: 'standard',
    auth: operator,
    validBodies: [{ id: 12, reason: '金额有误，重新导入' }],
    invalidBodies: [
      ['no reason', { id: 12 }],
      ['a blank reason', { id: 12, reason: '   ' }],
      ['a reason of 201 characters', { id: 12, reason: '误'.repeat(201) }],
    ],
    validData: { id: 12, entry_name: awardList.entry_name, companies: 2 },
    invalidData: [['no name', { id: 12, companies: 2 }]],
  },
} satisfies Record<string, CallCase>;
