// Registry cases of 人员与角色's calls (test/calls.test.ts): members, enterprises, staff, units.
import type { CallName } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type PeopleCallName =
  | Extract<CallName, `admin_member_${string}` | `admin_account_${string}`>
  | Extract<
      CallName,
      `admin_enterprise_${string}` | `admin_staff_${string}` | `admin_unit_${string}`
    >;

const admin = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: { roles: ['admin'] } }) as const;
const paged = <T>(item: T) => ({ list: [item], total: 1, page: 1, pageSize: 20 });

const member = {
  id: 2,
  name: '林雨桐',
  username: 'demo_member',
  nickname: '林雨桐',
  mobile: '138****0002',
  state: 'active',
  state_label: '正常',
  created_at: 1_772_416_800,
  last_sign_in_at: 1_772_420_400,
  actions: ['disable'],
  enterprise: {
    id: null,
    name: '杭州示范科技有限公司',
    credit_code: '91350100M000100Y43',
    auth_state: 'pending',
    auth_state_label: '待审核',
  },
};

const memberDetail = {
  ...member,
  email: null,
  password_set: true,
  wechat_bound: false,
  disabled_at: null,
  disabled_reason: '',
  sign_ins: [
    {
      id: 40,
      at: 1_772_420_400,
      method: 'password',
      method_label: '密码登录',
      front_end: '门户',
      place: '本机',
      device: 'Chrome 131 · Windows 10',
      ip: '127.0.0.*',
      active: true,
    },
  ],
};

const enterprise = {
  id: 1,
  name: '杭州云栖智造科技有限公司',
  credit_code: '91330106MA2KXXXX1X',
  district: '西湖区',
  industry: '新一代信息技术',
  status: 'authenticated',
  status_label: '已认证',
  member_count: 1,
};

const staff = {
  id: 4,
  name: '周晓峰',
  username: 'demo_operator',
  nickname: '周晓峰',
  mobile: '138****0004',
  state: 'active',
  state_label: '正常',
  created_at: 1_772_416_800,
  last_sign_in_at: null,
  actions: ['change_role', 'reset_totp', 'disable'],
  role: 'operator',
  role_label: '平台运营',
  unit: null,
  totp_enrolled: true,
  disabled_at: null,
  disabled_reason: '',
};

const unit = {
  id: 1,
  name: '杭州市西湖区市场监督管理局',
  kind: 'department',
  kind_label: '职能部门',
  handler_count: 1,
  created_at: 1_772_416_800,
};

const newStaff = {
  username: 'zhang_wei',
  name: '张伟',
  mobile: '13912345678',
  role: 'handler',
  unit_id: 1,
};

export const peopleCases: Record<PeopleCallName, CallCase> = {
  admin_member_list: {
    ...admin('/api/console/people/members'),
    validBodies: [{}, { page: 2, keyword: '林', state: 'disabled', enterprise: 'authenticated' }],
    invalidBodies: [
      ['an unknown state', { state: 'banned' }],
      ['an unknown enterprise filter', { enterprise: 'pending' }],
      ['a 65-character keyword', { keyword: '林'.repeat(65) }],
    ],
    validData: paged(member),
    invalidData: [
      ['a mobile missing', paged({ ...member, mobile: undefined })],
      ['an unknown action', paged({ ...member, actions: ['delete'] })],
    ],
  },
  admin_member_detail: {
    ...admin('/api/console/people/member'),
    validBodies: [{ id: 2 }],
    invalidBodies: [
      ['no id', {}],
      ['id 0', { id: 0 }],
    ],
    validData: memberDetail,
    invalidData: [
      ['sign-ins missing', { ...memberDetail, sign_ins: undefined }],
      ['a disabled reason of null', { ...memberDetail, disabled_reason: null }],
    ],
  },
  admin_account_disable: {
    ...admin('/api/console/people/disable'),
    validBodies: [{ id: 2, reason: '冒用他人手机号注册' }],
    invalidBodies: [
      ['no reason', { id: 2 }],
      ['a blank reason', { id: 2, reason: '   ' }],
      ['a 501-character reason', { id: 2, reason: '因'.repeat(501) }],
    ],
    validData: {
      id: 2,
      state: 'disabled',
      state_label: '已停用',
      disabled_at: 1_772_420_400,
      disabled_reason: '冒用他人手机号注册',
    },
  },
  admin_account_enable: {
    ...admin('/api/console/people/enable'),
    validBodies: [{ id: 2 }],
    invalidBodies: [['no id', {}]],
    validData: {
      id: 2,
      state: 'active',
      state_label: '正常',
      disabled_at: null,
      disabled_reason: '',
    },
    invalidData: [
      [
        'an unknown state',
        { id: 2, state: 'deleted', state_label: '', disabled_at: null, disabled_reason: '' },
      ],
    ],
  },
  admin_enterprise_list: {
    ...admin('/api/console/people/enterprises'),
    validBodies: [{}, { keyword: '云栖', status: 'pending' }],
    invalidBodies: [['an unknown status', { status: 'approved' }]],
    validData: paged(enterprise),
    invalidData: [['a negative member count', paged({ ...enterprise, member_count: -1 })]],
  },
  admin_enterprise_detail: {
    ...admin('/api/console/people/enterprise'),
    validBodies: [{ id: 1 }],
    invalidBodies: [['no id', {}]],
    validData: {
      ...enterprise,
      legal_person: '陈静',
      scale: '小型',
      established_on: '2019-05-20',
      members: [
        {
          id: 1,
          name: '陈静',
          username: 'demo_enterprise',
          mobile: '138****0001',
          state: 'active',
          state_label: '正常',
        },
      ],
      requests: [
        {
          id: 3,
          applicant: { id: 1, name: '陈静' },
          state: 'approved',
          state_label: '已认证',
          submitted_at: 1_772_416_800,
          reviewed_at: 1_772_420_400,
          reason: null,
        },
      ],
    },
  },
  admin_staff_list: {
    ...admin('/api/console/people/staff'),
    validBodies: [{}, { keyword: '王', role: 'handler', unit_id: 1, state: 'active' }],
    invalidBodies: [
      ['a member role', { role: 'member' }],
      ['a unit id of 0', { unit_id: 0 }],
    ],
    validData: paged(staff),
    invalidData: [['a member role', paged({ ...staff, role: 'member' })]],
  },
  admin_staff_create: {
    ...admin('/api/console/people/staff-create'),
    validBodies: [
      newStaff,
      { ...newStaff, role: 'operator', unit_id: null, password: 'Qyfw2026pass' },
      { ...newStaff, role: 'admin', unit_id: undefined },
    ],
    invalidBodies: [
      ['a handler without a unit', { ...newStaff, unit_id: null }],
      ['an operator with a unit', { ...newStaff, role: 'operator' }],
      ['a member role', { ...newStaff, role: 'member', unit_id: null }],
      ['a weak password', { ...newStaff, password: '12345678' }],
      ['a username starting with a digit', { ...newStaff, username: '9wei' }],
      ['a landline', { ...newStaff, mobile: '0571-88886666' }],
      ['a blank name', { ...newStaff, name: ' ' }],
    ],
    validData: { staff, initial_password: 'k7Pq2xWm9Rt4' },
    invalidData: [['no initial_password key', { staff }]],
  },
  admin_staff_role: {
    ...admin('/api/console/people/staff-role'),
    validBodies: [
      { id: 5, role: 'operator', unit_id: null },
      { id: 5, role: 'handler', unit_id: 2 },
      { id: 5, role: 'admin' },
    ],
    invalidBodies: [
      ['a handler without a unit', { id: 5, role: 'handler' }],
      ['an administrator with a unit', { id: 5, role: 'admin', unit_id: 2 }],
      ['the member role', { id: 5, role: 'member' }],
    ],
    validData: staff,
  },
  admin_staff_totp_reset: {
    ...admin('/api/console/people/staff-totp-reset'),
    validBodies: [{ id: 5 }],
    invalidBodies: [['no id', {}]],
    validData: { ...staff, totp_enrolled: false },
  },
  admin_unit_list: {
    ...admin('/api/console/people/units'),
    validBodies: [{}, { page: 1, keyword: '西湖' }],
    validData: paged(unit),
    invalidData: [['an unknown kind', paged({ ...unit, kind: 'company' })]],
  },
  admin_unit_create: {
    ...admin('/api/console/people/unit-create'),
    validBodies: [{ name: '杭州市西湖区人力资源和社会保障局', kind: 'department' }],
    invalidBodies: [
      ['no kind', { name: '杭州市西湖区人力资源和社会保障局' }],
      ['a one-character name', { name: '局', kind: 'department' }],
      ['a 51-character name', { name: '局'.repeat(51), kind: 'department' }],
      ['an unknown kind', { name: '杭州市西湖区科技园', kind: 'company' }],
    ],
    validData: unit,
  },
  admin_unit_rename: {
    ...admin('/api/console/people/unit-rename'),
    validBodies: [{ id: 1, name: '杭州市西湖区市场监督管理局（知识产权局）' }],
    invalidBodies: [
      ['no id', { name: '杭州市西湖区科学技术局' }],
      ['a blank name', { id: 1, name: '  ' }],
    ],
    validData: unit,
  },
};
