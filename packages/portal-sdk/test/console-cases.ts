// Registry cases of the console's sign-in, work queue and 转办 calls (test/calls.test.ts).
import type { CallCase } from './call-case.js';

const staff = { roles: ['operator', 'handler', 'admin'] } as const;
const me = {
  user_id: 4,
  name: '演示平台运营',
  role: 'operator',
  role_label: '平台运营',
  unit: null,
  expires_at: '2026-04-01T08:00:00.000Z',
};

export const consoleCases = {
  admin_sign_in: {
    method: 'POST',
    path: '/api/console/auth/sign-in',
    family: 'standard',
    auth: 'public',
    validBodies: [
      { account: 'demo_operator', password: 'Demo@2026' },
      { account: 'demo_operator', password: 'Demo@2026', code: '123456' },
      { account: 'demo_operator', password: 'Demo@2026', code: 'ab12-cd34' },
    ],
    invalidBodies: [
      ['no account', { password: 'x' }],
      ['a 5-digit code', { account: 'a', password: 'x', code: '12345' }],
    ],
    validData: { step: 'code' },
    invalidData: [
      ['an unknown step', { step: 'done' }],
      [
        'an enrolment QR that is not SVG',
        { step: 'enrol', enrol_token: 't', qr: 'x', secret: 'ABCDEFGHIJKLMNOP' },
      ],
    ],
  },
  admin_totp_enrol: {
    method: 'POST',
    path: '/api/console/auth/totp-enrol',
    family: 'standard',
    auth: 'public',
    validBodies: [{ enrol_token: 'token', code: '123456' }],
    invalidBodies: [['letters for a code', { enrol_token: 'token', code: 'abcdef' }]],
    validData: { step: 'signed_in', token: 't', me, recovery_codes: ['ab12-cd34'] },
    invalidData: [['no recovery codes', { step: 'signed_in', token: 't', me, recovery_codes: [] }]],
  },
  admin_me: {
    method: 'POST',
    path: '/api/console/auth/me',
    family: 'standard',
    auth: staff,
    validBodies: [{}],
    validData: me,
    invalidData: [['a member', { ...me, role: 'member' }]],
  },
  admin_sign_out: {
    method: 'POST',
    path: '/api/console/auth/sign-out',
    family: 'standard',
    auth: staff,
    validBodies: [{}],
    validData: null,
  },
  admin_work_queue: {
    method: 'POST',
    path: '/api/console/work-queue/list',
    family: 'standard',
    auth: staff,
    validBodies: [{}, { tab: 'done', page: 2, pageSize: 10 }],
    invalidBodies: [['an unknown tab', { tab: 'later' }]],
    validData: {
      list: [
        {
          kind: 'enterprise_auth',
          kind_label: '企业认证申请',
          id: 1,
          title: '杭州示范科技有限公司',
          state: 'pending',
          state_label: '待审核',
          since: '2026-03-01T08:00:00.000Z',
          waited_ms: 3600000,
          pending: true,
          assignee_id: 7,
          assignee_name: '李婷',
          assigned_to_me: false,
          transfer_reason: '回避：本人对接企业的关联方',
          transferred_by_name: '周晓峰',
          transferred_at: '2026-03-01T09:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      counts: { enterprise_auth: 1, policy_application: 0, exempt_case: 0 },
    },
    invalidData: [['no counts', { list: [], total: 0, page: 1, pageSize: 20 }]],
  },
  admin_work_queue_colleagues: {
    method: 'POST',
    path: '/api/console/work-queue/colleagues',
    family: 'standard',
    auth: { roles: ['operator'] },
    validBodies: [{ kind: 'enterprise_auth' }, { kind: 'exempt_case' }],
    invalidBodies: [
      ['no kind', {}],
      ['an unknown kind', { kind: 'appeal' }],
    ],
    validData: { list: [{ id: 7, name: '李婷', role: 'operator', role_label: '平台运营' }] },
    invalidData: [
      ['a member', { list: [{ id: 3, name: '林雨桐', role: 'member', role_label: '会员' }] }],
    ],
  },
  admin_work_queue_transfer: {
    method: 'POST',
    path: '/api/console/work-queue/transfer',
    family: 'standard',
    auth: { roles: ['operator'] },
    validBodies: [{ kind: 'policy_application', id: 3, assignee_id: 7, reason: '请李婷复核' }],
    invalidBodies: [
      ['no assignee', { kind: 'enterprise_auth', id: 3, reason: '请复核' }],
      ['a blank reason', { kind: 'enterprise_auth', id: 3, assignee_id: 7, reason: '   ' }],
      [
        'a reason too long',
        { kind: 'enterprise_auth', id: 3, assignee_id: 7, reason: '长'.repeat(501) },
      ],
    ],
    validData: {
      kind: 'policy_application',
      id: 3,
      assignee_id: 7,
      assignee_name: '李婷',
      transfer_reason: '请李婷复核',
      transferred_by_name: '周晓峰',
      transferred_at: '2026-03-01T09:00:00.000Z',
    },
    invalidData: [['no assignee', { kind: 'policy_application', id: 3, transfer_reason: 'x' }]],
  },
} satisfies Record<string, CallCase>;
