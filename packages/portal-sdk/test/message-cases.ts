// The registry cases of the 消息中心 and deadline-inbox calls (spread into test/calls.test.ts).
import type { callDomains } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';

type MessageCallName = keyof typeof callDomains.message;

const member = (path: string) =>
  ({ method: 'POST', path: `/api/message/${path}`, family: 'standard', auth: 'user' }) as const;

const message = {
  id: 3,
  type: 'auth',
  title: '企业认证申请已退回',
  body: '退回原因：营业执照照片不清晰。请在30天内修改后重新提交。',
  link: '/identity',
  created_at: 1_795_000_000,
  read_at: null,
};

const byType = {
  auth: 1,
  enterprise: 0,
  security: 2,
  policy: 0,
  ip: 0,
  appeal: 0,
  market: 0,
  system: 3,
};

const preferences = {
  list: [
    { type: 'auth', sms: true, email: true },
    { type: 'policy', sms: false, email: true },
  ],
};

const deadline = {
  key: 'auth_resubmit-5',
  category: '企业认证',
  title: '重新提交企业认证申请',
  due_date: '2026-12-01',
  days_left: 7,
  link: '/identity',
  actionable: true,
};

export const messageCases: Record<MessageCallName, CallCase> = {
  message_list: {
    ...member('list'),
    validBodies: [
      {},
      { page: 2, pageSize: 20, type: 'auth', state: 'unread' },
      { state: 'read' },
      { state: 'all', type: 'system' },
    ],
    invalidBodies: [
      ['an unknown type', { type: 'news' }],
      ['an unknown read state', { state: 'new' }],
      ['page 0', { page: 0 }],
      ['a page size above 100', { pageSize: 101 }],
    ],
    validData: {
      list: [message, { ...message, id: 4, link: null, read_at: 1_795_000_100 }],
      total: 2,
      page: 1,
      pageSize: 10,
    },
    invalidData: [
      [
        'an unknown type',
        { list: [{ ...message, type: 'news' }], total: 1, page: 1, pageSize: 10 },
      ],
      [
        'created_at as a date string',
        { list: [{ ...message, created_at: '2026-11-01' }], total: 1, page: 1, pageSize: 10 },
      ],
      [
        'read_at missing',
        { list: [{ ...message, read_at: undefined }], total: 1, page: 1, pageSize: 10 },
      ],
    ],
  },
  message_unread_count: {
    ...member('unread_count'),
    validBodies: [{}],
    validData: { total: 6, by_type: byType },
    invalidData: [
      ['a negative total', { total: -1, by_type: byType }],
      ['an unknown type', { total: 1, by_type: { ...byType, news: 1 } }],
    ],
  },
  message_read: {
    ...member('read'),
    validBodies: [{ ids: [1] }, { ids: [1, 2, 3] }],
    invalidBodies: [
      ['no ids', {}],
      ['an empty list', { ids: [] }],
      ['an id of 0', { ids: [0] }],
      ['an id as a string', { ids: ['1'] }],
      ['101 ids', { ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
    ],
    validData: { updated: 2 },
    invalidData: [['a negative count', { updated: -1 }]],
  },
  message_read_all: {
    ...member('read_all'),
    validBodies: [{}, { type: 'auth' }],
    invalidBodies: [['an unknown type', { type: 'all' }]],
    validData: { updated: 0 },
  },
  message_preferences: {
    ...member('preferences'),
    validBodies: [{}],
    validData: preferences,
    invalidData: [['sms as a string', { list: [{ type: 'auth', sms: 'yes', email: true }] }]],
  },
  message_preferences_save: {
    ...member('preferences_save'),
    validBodies: [preferences, { list: [{ type: 'system', sms: false, email: false }] }],
    invalidBodies: [
      ['no list', {}],
      ['an empty list', { list: [] }],
      ['a type twice', { list: [preferences.list[0], preferences.list[0]] }],
      ['an unknown type', { list: [{ type: 'news', sms: true, email: true }] }],
      ['email missing', { list: [{ type: 'auth', sms: true }] }],
      ['security copies turned off', { list: [{ type: 'security', sms: false, email: true }] }],
    ],
    validData: preferences,
  },
  deadline_list: {
    ...member('deadline_list'),
    validBodies: [{}],
    validData: {
      list: [
        deadline,
        { ...deadline, key: 'application_correction-6', days_left: -2, actionable: false },
      ],
    },
    invalidData: [
      ['actionable missing', { list: [{ ...deadline, actionable: undefined }] }],
      ['due_date with a time', { list: [{ ...deadline, due_date: '2026-12-01T00:00:00Z' }] }],
      ['days_left as a string', { list: [{ ...deadline, days_left: '7' }] }],
    ],
  },
  calendar_feed: {
    ...member('calendar_feed'),
    validBodies: [{}],
    validData: { active: true, created_at: 1_795_000_000 },
    invalidData: [['active missing', { created_at: null }]],
  },
  calendar_feed_create: {
    ...member('calendar_feed_create'),
    validBodies: [{}],
    validData: { url: 'https://qyfw.example.cn/api/calendar/abc.ics', created_at: 1_795_000_000 },
    invalidData: [['url missing', { created_at: 1_795_000_000 }]],
  },
  calendar_feed_revoke: {
    ...member('calendar_feed_revoke'),
    validBodies: [{}],
    validData: null,
  },
};
