// The registry cases of the account domain (spread into test/calls.test.ts).
import type { callDomains } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type AccountCallName = keyof typeof callDomains.account;

const userPost = (name: string) =>
  ({
    method: 'POST',
    path: `/api/account/${name}`,
    family: 'standard',
    auth: 'user',
  }) as const;

const loginRecord = {
  id: 12,
  createtime: 1767225600,
  place: '浙江省杭州市',
  device: 'Chrome 131 · Windows 10',
  ip: '203.0.113.*',
  method: 'password',
  current: true,
  active: true,
};

export const accountCases: Record<AccountCallName, CallCase> = {
  profile_update: {
    ...userPost('profile_update'),
    validBodies: [
      { nickname: '小王', avatar_upload_id: 3 },
      { nickname: '' },
      { avatar_upload_id: null },
      { username: 'new_member' },
      {},
    ],
    invalidBodies: [
      ['a 21-character nickname', { nickname: '一'.repeat(21) }],
      ['an avatar id of 0', { avatar_upload_id: 0 }],
      ['an avatar id as a string', { avatar_upload_id: '3' }],
      ['a username starting with a digit', { username: '1member' }],
    ],
    validData: null,
  },
  security_overview: {
    ...userPost('security_overview'),
    validBodies: [{}],
    validData: {
      has_password: true,
      password_changed_at: null,
      wechat_bound: false,
      calendar_feed: { created_at: 1_767_225_600 },
    },
    invalidData: [
      [
        'calendar_feed missing',
        { has_password: true, password_changed_at: null, wechat_bound: false },
      ],
      [
        'has_password missing',
        { password_changed_at: null, wechat_bound: false, calendar_feed: null },
      ],
      [
        'a time in milliseconds',
        {
          has_password: true,
          password_changed_at: '1767225600000',
          wechat_bound: false,
          calendar_feed: null,
        },
      ],
    ],
  },
  password_change: {
    ...userPost('password_change'),
    validBodies: [
      { current_password: 'Demo@2026', password: 'Qyfw2026pass' },
      { code: '123456', password: 'Qyfw2026pass' },
    ],
    invalidBodies: [
      ['a new password without digits', { current_password: 'x', password: 'onlyletters' }],
      ['a 7-character new password', { current_password: 'x', password: 'abc1234' }],
      ['no new password', { current_password: 'Demo@2026' }],
      ['a 5-digit code', { code: '12345', password: 'Qyfw2026pass' }],
    ],
    validData: null,
  },
  login_history: {
    ...userPost('login_history'),
    validBodies: [{}, { page: 2, pageSize: 20 }],
    invalidBodies: [
      ['page 0', { page: 0 }],
      ['page size 101', { pageSize: 101 }],
    ],
    validData: { list: [loginRecord], total: 1, page: 1, pageSize: 10 },
    invalidData: [
      [
        'an unknown method',
        { list: [{ ...loginRecord, method: 'fingerprint' }], total: 1, page: 1, pageSize: 10 },
      ],
      [
        'current missing',
        { list: [{ ...loginRecord, current: undefined }], total: 1, page: 1, pageSize: 10 },
      ],
    ],
  },
  session_end: {
    ...userPost('session_end'),
    validBodies: [{ id: 12 }],
    invalidBodies: [
      ['no id', {}],
      ['id 0', { id: 0 }],
      ['id as a string', { id: '12' }],
    ],
    validData: null,
  },
  reauth_send: {
    ...userPost('reauth_send'),
    validBodies: [{ purpose: 'phone' }, { purpose: 'email' }, { purpose: 'password' }],
    invalidBodies: [
      ['an unknown purpose', { purpose: 'wechat' }],
      ['no purpose', {}],
    ],
    validData: { channel: 'sms', to: '138****0001' },
    invalidData: [['an unknown channel', { channel: 'fax', to: '1' }]],
  },
  reauth: {
    ...userPost('reauth'),
    validBodies: [
      { purpose: 'phone', method: 'password', password: 'Demo@2026' },
      { purpose: 'email', method: 'code', code: '123456' },
    ],
    invalidBodies: [
      ['no method', { purpose: 'phone', password: 'Demo@2026' }],
      ['a password method without the password', { purpose: 'phone', method: 'password' }],
      ['a code method with a short code', { purpose: 'email', method: 'code', code: '123' }],
      [
        'purpose password (grants are for contacts)',
        { purpose: 'password', method: 'password', password: 'x' },
      ],
    ],
    validData: { grant: 'abc', expires: 1767226200 },
    invalidData: [['an empty grant', { grant: '', expires: 1767226200 }]],
  },
  contact_send_code: {
    ...userPost('contact_send_code'),
    validBodies: [
      { grant: 'abc', purpose: 'phone', phone: '13900000009' },
      { grant: 'abc', purpose: 'email', email: 'new@qyfw.example.cn' },
    ],
    invalidBodies: [
      ['no grant', { purpose: 'phone', phone: '13900000009' }],
      ['a landline', { grant: 'abc', purpose: 'phone', phone: '0571-88886666' }],
      ['an email for the phone', { grant: 'abc', purpose: 'phone', email: 'new@qyfw.example.cn' }],
      ['a bad email', { grant: 'abc', purpose: 'email', email: 'new@' }],
    ],
    validData: null,
  },
  contact_change: {
    ...userPost('contact_change'),
    validBodies: [
      { grant: 'abc', purpose: 'phone', phone: '13900000009', code: '123456' },
      { grant: 'abc', purpose: 'email', email: 'new@qyfw.example.cn', code: '123456' },
    ],
    invalidBodies: [
      ['no code', { grant: 'abc', purpose: 'phone', phone: '13900000009' }],
      ['no grant', { purpose: 'email', email: 'new@qyfw.example.cn', code: '123456' }],
    ],
    validData: null,
  },
  wechat_status: {
    ...userPost('wechat_status'),
    validBodies: [{}],
    validData: { configured: true, bound: true, nickname: '微信用户', bound_at: 1767225600 },
    invalidData: [['configured missing', { bound: false, nickname: null, bound_at: null }]],
  },
  wechat_bind_start: {
    ...userPost('wechat_bind_start'),
    validBodies: [{}],
    validData: { url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1#wechat_redirect' },
    invalidData: [['a relative url', { url: '/connect/qrconnect' }]],
  },
  wechat_unbind: {
    ...userPost('wechat_unbind'),
    validBodies: [{}],
    validData: null,
  },
};
