// What each call of the `message` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

const page = { page: 1, pageSize: 10 };

export const messageCallDocs: {
  readonly [Name in keyof (typeof callDomains)['message']]: CallDoc;
} = {
  message_list: {
    description:
      '我的消息（消息中心），新的在前，分页；`type` 按消息类型筛选，`state` 按已读状态筛选（unread 未读、read 已读、all 全部）。只含本人的消息。需要登录。',
    exampleBody: { ...page, type: 'auth', state: 'unread' },
  },
  message_unread_count: {
    description:
      '本人的未读消息数：合计与每种类型（没有的为 0），供页头角标与筛选标签使用。需要登录。',
    exampleBody: {},
  },
  message_read: {
    description:
      '把所列消息标为已读，答实际标记的条数；已读的或他人的消息不计入、不改变。一次最多100条。需要登录。',
    exampleBody: { ids: [1, 2] },
  },
  message_read_all: {
    description:
      '把本人的未读消息全部标为已读（给出 `type` 时只标该类型），答标记的条数。需要登录。',
    exampleBody: { type: 'auth' },
  },
  message_preferences: {
    description:
      '每种消息类型是否同时发送短信、邮件副本（默认都发送；站内消息始终保留）。副本发往已绑定的手机、邮箱。需要登录。',
    exampleBody: {},
  },
  message_preferences_save: {
    description:
      '保存所列类型的短信、邮件副本开关（未列的类型不变），答保存后的全部偏好。需要登录。',
    exampleBody: { list: [{ type: 'policy', sms: false, email: true }] },
  },
  deadline_list: {
    description:
      '本人及所在企业的全部待办期限，按截止日期排序（已逾期的在前）：被退回的企业认证申请的重新提交期限、申报补正与免申即享确认期限，以及续费预警（list_count）所计的每一项资质、专利年费、著作权与商标续展（类别见 `RENEWAL_DEADLINE_CATEGORIES`），后续加入诉求与挂牌的期限。`days_left` 为距截止日（北京时间）的天数，负数表示已逾期。需要登录。',
    exampleBody: {},
  },
  calendar_feed: {
    description: '日历订阅地址的状态：是否已生成及生成时间。地址本身只在生成时显示一次。需要登录。',
    exampleBody: {},
  },
  calendar_feed_create: {
    description:
      '生成新的私密日历订阅地址（iCalendar，可在手机或电脑的日历应用中订阅），原有地址随即失效。地址只显示这一次，请妥善保管。需要登录。',
    exampleBody: {},
  },
  calendar_feed_revoke: {
    description: '停用日历订阅地址：之后用该地址订阅将答 404。没有地址时也答成功。需要登录。',
    exampleBody: {},
  },
};
