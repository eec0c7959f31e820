// The member's own account and its security (personal center /basics, /email, /phone, /wechat):
// the profile, the password, the login history, changing a contact after re-authenticating, and
// binding WeChat. Identity always comes from the session, never from the body.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  emailSchema,
  loginPasswordSchema,
  mobileSchema,
  passwordSchema,
  usernameSchema,
  verificationCodeSchema,
} from '../validators.js';
import { epochSecondsSchema, idSchema, noDataSchema, pageShape } from './common.js';

export const NICKNAME_MAX_LENGTH = 20;

/** A nickname: trimmed, at most 20 characters; '' clears it (the username is shown instead). */
export const nicknameSchema = z
  .string({ error: '昵称有误' })
  .trim()
  .max(NICKNAME_MAX_LENGTH, { error: `昵称不能超过${NICKNAME_MAX_LENGTH}个字符` });

export const profile_update = defineCall({
  name: 'profile_update',
  method: 'POST',
  path: '/api/account/profile_update',
  auth: 'user',
  summary: '修改基本信息：昵称、头像，用户名（仅未设置时可设置一次）',
  body: z.object({
    nickname: nicknameSchema.optional(),
    /** Set once, only while the member has none (as bind_info). */
    username: usernameSchema.optional(),
    /** An avatar upload of the member's own; null removes the avatar. */
    avatar_upload_id: idSchema.nullable().optional(),
  }),
  data: noDataSchema,
});

/** What /basics shows about the account's security beyond user_detail. */
export const securityOverviewSchema = z.object({
  /** False for a member who only ever logged in by SMS: they set a password with a code. */
  has_password: z.boolean(),
  password_changed_at: epochSecondsSchema.nullable(),
  wechat_bound: z.boolean(),
  /**
   * The live calendar feed of the deadline inbox (its private URL opens the member's deadlines
   * without a login), or null without one. A password change or reset stops it.
   */
  calendar_feed: z.object({ created_at: epochSecondsSchema }).nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const security_overview = defineCall({
  name: 'security_overview',
  method: 'POST',
  path: '/api/account/security_overview',
  auth: 'user',
  summary: '账号安全概况：是否已设置密码、上次修改密码时间、是否绑定微信、日历订阅地址',
  body: z.object({}),
  data: securityOverviewSchema,
});

/**
 * A member with a password names it; a member without one (SMS sign-up) proves the phone with a
 * code from reauth_send (purpose password) instead.
 */
export const password_change = defineCall({
  name: 'password_change',
  method: 'POST',
  path: '/api/account/password_change',
  auth: 'user',
  summary:
    '修改密码（须当前密码；未设置过密码的账号用手机验证码设置），其它会话与日历订阅地址随即失效',
  body: z.object({
    current_password: loginPasswordSchema.optional(),
    code: verificationCodeSchema.optional(),
    password: passwordSchema,
  }),
  data: noDataSchema,
});

/** How a session began, as the login history labels it. */
export const LOGIN_METHOD_LABELS = {
  password: '密码登录',
  sms: '短信验证码登录',
  qr: '扫码登录',
  register: '注册后登录',
} as const;
export type LoginMethodName = keyof typeof LOGIN_METHOD_LABELS;

export const loginRecordSchema = z.object({
  /** The session's id (session_end takes it). */
  id: idSchema,
  createtime: epochSecondsSchema,
  /** From the address: '北京市', '广东省深圳市', '本机', '局域网' or '位置未知'. */
  place: z.string().max(100),
  /** From the browser: 'Chrome 156 · Windows 10' or '未知浏览器'. */
  device: z.string().max(100),
  /** The address with its last part hidden: '203.0.113.*'; '' when unknown. */
  ip: z.string().max(64),
  method: z.enum(Object.keys(LOGIN_METHOD_LABELS) as [LoginMethodName, ...LoginMethodName[]]),
  /** The session making this call. */
  current: z.boolean(),
  /** Neither ended nor expired. */
  active: z.boolean(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const login_history = defineCall({
  name: 'login_history',
  method: 'POST',
  path: '/api/account/login_history',
  auth: 'user',
  summary: '登录记录：时间、地点、设备、登录方式，是否当前会话、是否仍有效（分页，最新在前）',
  body: z.object({ ...pageShape(10) }),
  data: pagedSchema(loginRecordSchema),
});

export const session_end = defineCall({
  name: 'session_end',
  method: 'POST',
  path: '/api/account/session_end',
  auth: 'user',
  summary: '结束自己的另一个会话（当前会话请用退出登录）',
  body: z.object({ id: idSchema }),
  data: noDataSchema,
});

/** What a re-authentication is for: changing the email or the phone. */
export const contactPurposeSchema = z.enum(['email', 'phone'], { error: '请选择要修改的联系方式' });
export type ContactPurpose = z.infer<typeof contactPurposeSchema>;

/** Where reauth_send sends: the email or phone being changed, or the phone to set a password. */
export const reauthSendPurposeSchema = z.enum(['email', 'phone', 'password'], {
  error: '请选择验证方式',
});

export const reauth_send = defineCall({
  name: 'reauth_send',
  method: 'POST',
  path: '/api/account/reauth_send',
  auth: 'user',
  summary: '身份验证：向当前绑定的邮箱或手机发送验证码',
  body: z.object({ purpose: reauthSendPurposeSchema }),
  data: z.object({
    channel: z.enum(['sms', 'email']),
    /** The contact the code went to, masked: '138****0001', 'd***@qyfw.example.cn'. */
    to: z.string().max(260),
  }),
});

/** The short-lived proof of identity step 1 hands to steps 2 and 3 (10 minutes, single use). */
export const grantSchema = z
  .string({ error: '请先完成身份验证' })
  .trim()
  .min(1, { error: '请先完成身份验证', abort: true })
  .max(128, { error: '身份验证已失效，请重新验证' });

export const reauth = defineCall({
  name: 'reauth',
  method: 'POST',
  path: '/api/account/reauth',
  auth: 'user',
  summary: '身份验证：当前密码或发往原联系方式的验证码，换取10分钟内有效的一次性凭证',
  body: z.discriminatedUnion(
    'method',
    [
      z.object({
        purpose: contactPurposeSchema,
        method: z.literal('password'),
        password: loginPasswordSchema,
      }),
      z.object({
        purpose: contactPurposeSchema,
        method: z.literal('code'),
        code: verificationCodeSchema,
      }),
    ],
    { error: '请选择验证方式' },
  ),
  data: z.object({ grant: z.string().min(1), expires: epochSecondsSchema }),
});

/** The new contact, by what is changed. */
const newEmailSchema = z.object({
  grant: grantSchema,
  purpose: z.literal('email'),
  email: emailSchema,
});
const newPhoneSchema = z.object({
  grant: grantSchema,
  purpose: z.literal('phone'),
  phone: mobileSchema,
});
const WHICH_CONTACT = { error: '请选择要修改的联系方式' };

export const contact_send_code = defineCall({
  name: 'contact_send_code',
  method: 'POST',
  path: '/api/account/contact_send_code',
  auth: 'user',
  summary: '修改联系方式：向新邮箱或新手机发送验证码（须身份验证凭证）',
  body: z.discriminatedUnion('purpose', [newEmailSchema, newPhoneSchema], WHICH_CONTACT),
  data: noDataSchema,
});

export const contact_change = defineCall({
  name: 'contact_change',
  method: 'POST',
  path: '/api/account/contact_change',
  auth: 'user',
  summary: '修改联系方式：校验新邮箱或新手机的验证码后更换，并通知原联系方式',
  body: z.discriminatedUnion(
    'purpose',
    [
      newEmailSchema.extend({ code: verificationCodeSchema }),
      newPhoneSchema.extend({ code: verificationCodeSchema }),
    ],
    WHICH_CONTACT,
  ),
  data: noDataSchema,
});

export const wechatStatusSchema = z.object({
  /** Whether the platform has a WeChat Open Platform app (WECHAT_APP_ID and WECHAT_APP_SECRET). */
  configured: z.boolean(),
  bound: z.boolean(),
  nickname: z.string().max(100).nullable(),
  bound_at: epochSecondsSchema.nullable(),
});
export type WechatStatus = z.infer<typeof wechatStatusSchema>;

export const wechat_status = defineCall({
  name: 'wechat_status',
  method: 'POST',
  path: '/api/account/wechat_status',
  auth: 'user',
  summary: '微信绑定状态：平台是否已开通、是否已绑定、微信昵称与绑定时间',
  body: z.object({}),
  data: wechatStatusSchema,
});

export const wechat_bind_start = defineCall({
  name: 'wechat_bind_start',
  method: 'POST',
  path: '/api/account/wechat_bind_start',
  auth: 'user',
  summary: '开始绑定微信：答微信开放平台的授权地址（10分钟内有效），浏览器前往该地址扫码授权',
  body: z.object({}),
  data: z.object({ url: z.string().startsWith('http').max(2048) }),
});

export const wechat_unbind = defineCall({
  name: 'wechat_unbind',
  method: 'POST',
  path: '/api/account/wechat_unbind',
  auth: 'user',
  summary: '解除微信绑定（须仍可用密码或手机验证码登录）',
  body: z.object({}),
  data: noDataSchema,
});
