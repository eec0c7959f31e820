// The registry cases of the enterprise record's calls (spread into test/calls.test.ts).
import type { CallName } from '../src/calls/index.js';
import type { EnterpriseRecord, RecordVersion } from '../src/calls/enterprise.js';
import type { CallCase } from './call-case.js';

type RecordCallName = Extract<CallName, `enterprise_record${string}`>;

const userPost = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: 'enterprise' }) as const;

export const enterpriseRecord: EnterpriseRecord = {
  enterprise_id: 1,
  version: 3,
  name: '杭州云栖智造科技有限公司',
  credit_code: '91330106MA2DEM0017',
  fields: {
    legal_person: '陈立言',
    established_on: '2016-05-18',
    registered_capital: 3000,
    district: '西湖区',
    street: '转塘街道',
    address: '之江路 1 号云栖小镇 8 幢',
    industry_code: '653',
    scale: '中型',
    average_staff: 262,
    revenue: 18650.5,
    rd_spending: 2310,
    tax_paid: 986.4,
    credit_clean: true,
    contacts: [
      { name: '林晓', title: '行政经理', phone: '0571-88886666', email: 'lin@example.cn' },
    ],
  },
  rd_share: 12.39,
  sources: {
    name: { source: 'verified', at: 1_760_000_000 },
    revenue: { source: 'enterprise', at: 1_770_000_000 },
  },
  qualifications: [
    {
      id: 7,
      name: '高新技术企业',
      number: 'GR202433001234',
      issuing_authority: '浙江省科学技术厅',
      status: 'valid',
      issued_on: '2024-12-06',
      due_on: '2027-12-05',
    },
  ],
  ip: {
    invention_patents: 4,
    utility_patents: 9,
    design_patents: 1,
    trademarks: 3,
    copyrights: 2,
    software_copyrights: 12,
  },
  updated_at: 1_770_000_000,
};

const version: RecordVersion = {
  version: 3,
  at: 1_770_000_000,
  editor: '用户139****0001',
  changes: [
    { field: 'revenue', before: 17200, after: 18650.5 },
    { field: 'contacts', before: [], after: enterpriseRecord.fields.contacts },
  ],
};

export const enterpriseRecordCases: Record<RecordCallName, CallCase> = {
  enterprise_record: {
    ...userPost('/api/Enterprise/record'),
    validBodies: [{}],
    invalidBodies: [['an enterprise id', { enterprise_id: 2 }]],
    validData: enterpriseRecord,
    invalidData: [
      [
        'a source that is not one of the three',
        { ...enterpriseRecord, sources: { name: { source: 'guess', at: 1 } } },
      ],
      [
        'a negative IP count',
        { ...enterpriseRecord, ip: { ...enterpriseRecord.ip, trademarks: -1 } },
      ],
    ],
  },
  enterprise_record_save: {
    ...userPost('/api/Enterprise/record_save'),
    validBodies: [
      { version: 3, fields: { revenue: 12800.5 } },
      { version: 0, fields: {} },
      { version: 1, fields: { established_on: null, scale: '', contacts: [] } },
      {
        version: 1,
        fields: { contacts: [{ name: '王', title: '', phone: '13800000001', email: '' }] },
      },
    ],
    invalidBodies: [
      ['negative revenue', { version: 1, fields: { revenue: -1 } }],
      ['revenue with three decimals', { version: 1, fields: { revenue: 1.234 } }],
      ['fractional average staff', { version: 1, fields: { average_staff: 1.5 } }],
      ['an unknown scale', { version: 1, fields: { scale: '特大型' } }],
      ['an industry code of letters', { version: 1, fields: { industry_code: 'I65' } }],
      ['an impossible founding date', { version: 1, fields: { established_on: '2023-02-30' } }],
      [
        'a contact with a bad phone',
        { version: 1, fields: { contacts: [{ name: '王', title: '', phone: '123', email: '' }] } },
      ],
      [
        'a contact with a bad email',
        {
          version: 1,
          fields: { contacts: [{ name: '王', title: '', phone: '13800000001', email: 'x@' }] },
        },
      ],
      ['the name (set by authentication)', { version: 1, fields: { name: '别的名字' } }],
      ['an enterprise id', { version: 1, enterprise_id: 2, fields: {} }],
      ['no version', { fields: {} }],
    ],
    validData: enterpriseRecord,
  },
  enterprise_record_history: {
    ...userPost('/api/Enterprise/record_history'),
    validBodies: [{}, { page: 2, pageSize: 20 }],
    invalidBodies: [
      ['page 0', { page: 0 }],
      ['an enterprise id', { enterprise_id: 2 }],
    ],
    validData: { list: [version], total: 1, page: 1, pageSize: 10 },
    invalidData: [
      [
        'a change without a field',
        {
          list: [{ ...version, changes: [{ before: 1, after: 2 }] }],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      ],
    ],
  },
};
