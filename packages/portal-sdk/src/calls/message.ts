// 消息中心 and the deadline inbox (issue 13, beyond the spec): the member's messages, their read
// state, the per-type SMS / email copy preferences, every dated obligation of the member's
// enterprise, and the private iCal feed of those deadlines. Every call acts on the session's
// member only.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { copiesAlwaysSent, MESSAGE_TYPE_NAMES } from '../message-types.js';
import {
  addressSchema,
  countSchema,
  epochSecondsSchema,
  idSchema,
  intSchema,
  noDataSchema,
  pageShape,
  titleSchema,
} from './common.js';

/** A message kind (MESSAGE_TYPES key). */
export const messageTypeSchema = z.enum(MESSAGE_TYPE_NAMES, { error: '消息类型不正确' });

/** Which messages a list shows by read state. */
export const MESSAGE_READ_STATES = ['unread', 'read', 'all'] as const;
export type MessageReadState = (typeof MESSAGE_READ_STATES)[number];

/** One message of 消息中心. */
export const messageSchema = z.object({
  id: idSchema,
  type: messageTypeSchema,
  title: titleSchema,
  body: z.string(),
  /** A portal path to open (e.g. /identity); null when there is nothing to open. */
  link: z.string().nullable(),
  created_at: epochSecondsSchema,
  /** When the member read it; null while unread. */
  read_at: epochSecondsSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const message_list = defineCall({
  name: 'message_list',
  method: 'POST',
  path: '/api/message/list',
  auth: 'user',
  summary: '我的消息列表（按类型、已读状态筛选，新的在前）',
  body: z.object({
    ...pageShape(10),
    type: messageTypeSchema.optional(),
    state: z.enum(MESSAGE_READ_STATES, { error: '已读状态不正确' }).default('all'),
  }),
  data: pagedSchema(messageSchema),
});

/** Unread counts: every kind is present, 0 when none. */
export const unreadCountSchema = z.object({
  total: countSchema,
  by_type: z.record(messageTypeSchema, countSchema),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const message_unread_count = defineCall({
  name: 'message_unread_count',
  method: 'POST',
  path: '/api/message/unread_count',
  auth: 'user',
  summary: '未读消息数（合计及各类型）',
  body: z.object({}),
  data: unreadCountSchema,
});

/** How many messages a read call marked (already read or not the member's: not counted). */
const markedSchema = z.object({ updated: countSchema });

export const message_read = defineCall({
  name: 'message_read',
  method: 'POST',
  path: '/api/message/read',
  auth: 'user',
  summary: '将指定消息标为已读（只影响本人的消息）',
  body: z.object({
    ids: z
      .array(idSchema, { error: '请选择要标为已读的消息' })
      .min(1, { error: '请选择要标为已读的消息' })
      .max(100, { error: '一次最多标记100条消息' }),
  }),
  data: markedSchema,
});

export const message_read_all = defineCall({
  name: 'message_read_all',
  method: 'POST',
  path: '/api/message/read_all',
  auth: 'user',
  summary: '全部标为已读（可只标某一类型）',
  body: z.object({ type: messageTypeSchema.optional() }),
  data: markedSchema,
});

/** Whether SMS and email copies of one kind are sent (the in-app message always is). */
export const messagePreferenceSchema = z.object({
  type: messageTypeSchema,
  sms: z.boolean({ error: '短信通知开关不正确' }),
  email: z.boolean({ error: '邮件通知开关不正确' }),
});
export type MessagePreference = z.infer<typeof messagePreferenceSchema>;

export const message_preferences = defineCall({
  name: 'message_preferences',
  method: 'POST',
  path: '/api/message/preferences',
  auth: 'user',
  summary: '消息通知偏好（每种类型的短信、邮件副本开关）',
  body: z.object({}),
  data: z.object({ list: z.array(messagePreferenceSchema) }),
});

export const message_preferences_save = defineCall({
  name: 'message_preferences_save',
  method: 'POST',
  path: '/api/message/preferences_save',
  auth: 'user',
  summary: '保存消息通知偏好（只改所列类型，站内消息始终保留）',
  body: z.object({
    list: z
      .array(messagePreferenceSchema, { error: '请选择通知偏好' })
      .min(1, { error: '请选择通知偏好' })
      .max(MESSAGE_TYPE_NAMES.length, { error: '通知偏好的类型重复' })
      .refine((list) => new Set(list.map((item) => item.type)).size === list.length, {
        error: '通知偏好的类型重复',
      })
      .refine(
        (list) => list.every((item) => !copiesAlwaysSent(item.type) || (item.sms && item.email)),
        { error: '账号安全通知的短信和邮件副本不能关闭' },
      ),
  }),
  data: z.object({ list: z.array(messagePreferenceSchema) }),
});

/** One dated obligation of the member's enterprise or account. */
export const deadlineSchema = z.object({
  /** Stable across answers and feeds: `<source>-<record id>`. */
  key: z.string().max(100),
  /** What it belongs to, as a kind of record (e.g. 企业认证). */
  category: titleSchema,
  title: titleSchema,
  /** The last day (YYYY-MM-DD, Asia/Shanghai). */
  due_date: z.iso.date(),
  /** Days from today (Asia/Shanghai) to the last day; negative when overdue. */
  days_left: intSchema(-100_000, 100_000),
  /** The portal path of the record. */
  link: addressSchema,
  /**
   * Whether the member can still settle it at `link` (false: past the point of acting, e.g. a 补正
   * whose period has passed — the link shows the record and what is left to do).
   */
  actionable: z.boolean(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const deadline_list = defineCall({
  name: 'deadline_list',
  method: 'POST',
  path: '/api/message/deadline_list',
  auth: 'user',
  summary: '我的待办期限（按截止日期排序，逾期的在前）',
  body: z.object({}),
  data: z.object({ list: z.array(deadlineSchema) }),
});

/** The member's calendar feed: whether a live URL exists (its token is shown only once). */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  /** When the live URL was created; null without one. */
  created_at: epochSecondsSchema.nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

export const calendar_feed = defineCall({
  name: 'calendar_feed',
  method: 'POST',
  path: '/api/message/calendar_feed',
  auth: 'user',
  summary: '日历订阅地址的状态（是否已生成）',
  body: z.object({}),
  data: calendarFeedStateSchema,
});

export const calendar_feed_create = defineCall({
  name: 'calendar_feed_create',
  method: 'POST',
  path: '/api/message/calendar_feed_create',
  auth: 'user',
  summary: '生成新的日历订阅地址（仅显示一次；原地址随即失效）',
  body: z.object({}),
  data: z.object({
    /** The private URL (…/api/calendar/<token>.ics): shown once, never stored. */
    url: addressSchema,
    created_at: epochSecondsSchema,
  }),
});

export const calendar_feed_revoke = defineCall({
  name: 'calendar_feed_revoke',
  method: 'POST',
  path: '/api/message/calendar_feed_revoke',
  auth: 'user',
  summary: '停用日历订阅地址',
  body: z.object({}),
  data: noDataSchema,
});
