// The registry cases of the 企业认证 calls (spread into test/calls.test.ts; DOMAIN §7).
import type { CallName } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type IdentityCallName = Extract<CallName, `auth_${string}` | `admin_auth_${string}`>;

const member = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: 'user' }) as const;
const operator = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: { roles: ['operator'] } }) as const;

const submission = {
  enterprise_name: '杭州示范科技有限公司',
  credit_code: '91350100M000100Y43',
  legal_person: '张三',
  licence_upload_id: 11,
  authorisation_upload_id: 12,
};

const event = {
  id: 1,
  from: 'pending',
  to: 'returned',
  event: 'return',
  actor: 'operator',
  actor_user_id: 3,
  reason: '营业执照不清晰',
  version: 1,
  createtime: 1_795_000_000,
};

export const authRequest = {
  id: 5,
  state: 'returned',
  version: 1,
  enterprise_name: '杭州示范科技有限公司',
  credit_code: '91350100M000100Y43',
  legal_person: '张三',
  licence_upload_id: 11,
  authorisation_upload_id: 12,
  enterprise_id: null,
  reason: '营业执照不清晰',
  resubmit_by: 1_797_592_000,
  createtime: 1_794_999_000,
  submittime: 1_794_999_000,
  reviewtime: 1_795_000_000,
  history: [event],
};

const applicant = { id: 9, name: '李四', mobile: '139****0001' };

const target = { id: 5, version: 1 };
const targetBodies: [string, Record<string, unknown>][] = [
  ['no id', { version: 1 }],
  ['no version', { id: 5 }],
  ['a negative version', { id: 5, version: -1 }],
  ['id 0', { id: 0, version: 1 }],
];

export const identityCases: Record<IdentityCallName, CallCase> = {
  auth_request_mine: {
    ...member('/api/identity/mine'),
    validBodies: [{}],
    validData: authRequest,
    invalidData: [
      ['an unknown state', { ...authRequest, state: 'rejected' }],
      ['resubmit_by in milliseconds', { ...authRequest, resubmit_by: '1797592000000' }],
      ['history missing', { ...authRequest, history: undefined }],
    ],
  },
  auth_request_submit: {
    ...member('/api/identity/submit'),
    validBodies: [
      submission,
      { ...submission, id: 5, version: 1 },
      { ...submission, credit_code: '91440300708461136t' },
    ],
    invalidBodies: [
      ['a wrong check character', { ...submission, credit_code: '91350100M000100Y44' }],
      ['a one-character enterprise name', { ...submission, enterprise_name: '某' }],
      ['no legal person', { ...submission, legal_person: undefined }],
      ['no licence', { ...submission, licence_upload_id: undefined }],
      ['an authorisation id as a string', { ...submission, authorisation_upload_id: '12' }],
    ],
    validData: authRequest,
  },
  auth_request_withdraw: {
    ...member('/api/identity/withdraw'),
    validBodies: [target],
    invalidBodies: targetBodies,
    validData: { ...authRequest, state: 'withdrawn', reason: null, resubmit_by: null },
  },
  auth_join_list: {
    ...member('/api/identity/join_list'),
    validBodies: [{}],
    validData: [
      {
        id: 7,
        version: 0,
        applicant,
        enterprise_name: '杭州示范科技有限公司',
        credit_code: '91350100M000100Y43',
        legal_person: '张三',
        licence_upload_id: 21,
        authorisation_upload_id: 22,
        submittime: 1_795_000_000,
      },
    ],
    invalidData: [['an applicant without a name', [{ id: 7, applicant: { id: 9 } }]]],
  },
  auth_join_decide: {
    ...member('/api/identity/join_decide'),
    validBodies: [
      { ...target, decision: 'approve' },
      { ...target, decision: 'return', reason: '不是本企业员工' },
    ],
    invalidBodies: [
      ['a return without a reason', { ...target, decision: 'return' }],
      ['a blank reason', { ...target, decision: 'return', reason: '   ' }],
      ['a 501-character reason', { ...target, decision: 'return', reason: '因'.repeat(501) }],
      ['an unknown decision', { ...target, decision: 'maybe' }],
      ['no version', { id: 5, decision: 'approve' }],
    ],
    validData: { id: 5, state: 'approved', version: 2 },
  },
  admin_auth_request_list: {
    ...operator('/api/console/identity/list'),
    validBodies: [{}, { page: 2, pageSize: 50, state: 'awaiting_enterprise', keyword: '示范' }],
    invalidBodies: [
      ['an unknown state', { state: 'rejected' }],
      ['page 0', { page: 0 }],
      ['pageSize 101', { pageSize: 101 }],
    ],
    validData: {
      list: [
        {
          id: 5,
          state: 'pending',
          version: 0,
          enterprise_name: '杭州示范科技有限公司',
          credit_code: '91350100M000100Y43',
          legal_person: '张三',
          applicant,
          enterprise_id: null,
          submittime: 1_795_000_000,
          reviewtime: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  admin_auth_request_detail: {
    ...operator('/api/console/identity/detail'),
    validBodies: [{ id: 5 }],
    invalidBodies: [['no id', {}]],
    validData: {
      ...authRequest,
      applicant: { ...applicant, username: 'lisi', email: null },
      licence: { id: 11, name: '营业执照.png', mime: 'image/png', size: 2048 },
      authorisation: null,
      audit: [
        {
          id: 1,
          action: 'enterprise_auth.return',
          actor_user_id: 3,
          actor_role: 'operator',
          before: { state: 'pending' },
          after: { state: 'returned' },
          createtime: 1_795_000_000,
        },
      ],
    },
    invalidData: [['the applicant missing', { ...authRequest, licence: null }]],
  },
  admin_auth_request_approve: {
    ...operator('/api/console/identity/approve'),
    validBodies: [target],
    invalidBodies: targetBodies,
    validData: { ...authRequest, state: 'approved', enterprise_id: 4, reason: null },
  },
  admin_auth_request_return: {
    ...operator('/api/console/identity/return'),
    validBodies: [{ ...target, reason: '营业执照不清晰' }],
    invalidBodies: [
      ['no reason', target],
      ['a blank reason', { ...target, reason: ' ' }],
      ['a 501-character reason', { ...target, reason: '因'.repeat(501) }],
    ],
    validData: authRequest,
  },
};
