// Signing in to the operator console (issue 26): account + password + a TOTP second factor, with
// enrolment at the first sign-in. Staff only (operator, handler, admin): a member's account is
// refused. Console sessions are their own kind (shorter, ended by idleness); the portal never
// imports this domain.
import { z } from 'zod';
import { CONSOLE_ROLES } from '../roles.js';
import { defineCall } from '../define-call.js';
import { accountSchema, loginPasswordSchema } from '../validators.js';
import { idSchema, noDataSchema } from './common.js';

/** A 6-digit authenticator code, or a recovery code (xxxx-xxxx) in its place. */
export const totpCodeSchema = z
  .string({ error: '请输入动态验证码' })
  .trim()
  .min(1, { error: '请输入动态验证码', abort: true })
  .regex(/^(\d{6}|[0-9a-z]{4}-?[0-9a-z]{4})$/i, { error: '动态验证码为6位数字或恢复码' });

export const consoleRoleSchema = z.enum(CONSOLE_ROLES);

/** Who is signed in to the console: the menu is built from `role` (the server checks anyway). */
export const consoleMeSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  role: consoleRoleSchema,
  role_label: z.string(),
  /** A handler's unit (承办单位); null for other roles. */
  unit: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** When the session ends at the latest (ISO); idleness may end it sooner. */
  expires_at: z.string(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

const signedInSchema = z.object({
  step: z.literal('signed_in'),
  token: z.string().min(1),
  me: consoleMeSchema,
});

export const signInAnswerSchema = z.discriminatedUnion('step', [
  /** The password was right; the account has an authenticator: ask for its code. */
  z.object({ step: z.literal('code') }),
  /** First sign-in: show the QR and the secret, then confirm one code with admin_totp_enrol. */
  z.object({
    step: z.literal('enrol'),
    enrol_token: z.string().min(1),
    /** The QR of the otpauth:// address as an SVG data URL, made by the server. */
    qr: z.string().startsWith('data:image/svg+xml'),
    /** The same secret as text (base32), for an authenticator without a camera. */
    secret: z.string().min(16),
  }),
  signedInSchema,
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const admin_sign_in = defineCall({
  name: 'admin_sign_in',
  method: 'POST',
  path: '/api/console/auth/sign-in',
  summary: '管理后台登录（账号、密码、动态验证码）',
  body: z.object({
    account: accountSchema,
    password: loginPasswordSchema,
    code: totpCodeSchema.optional(),
  }),
  data: signInAnswerSchema,
});

export const admin_totp_enrol = defineCall({
  name: 'admin_totp_enrol',
  method: 'POST',
  path: '/api/console/auth/totp-enrol',
  summary: '管理后台首次登录：绑定动态验证码并领取恢复码',
  body: z.object({
    enrol_token: z.string({ error: '绑定已失效，请重新登录' }).trim().min(1).max(128),
    code: z
      .string({ error: '请输入动态验证码' })
      .trim()
      .regex(/^\d{6}$/, { error: '请输入6位动态验证码' }),
  }),
  data: signedInSchema.extend({
    /** Shown once; only their hashes are kept. */
    recovery_codes: z.array(z.string()).min(1),
  }),
});

export const admin_me = defineCall({
  name: 'admin_me',
  method: 'POST',
  path: '/api/console/auth/me',
  auth: { roles: [...CONSOLE_ROLES] },
  summary: '管理后台：当前登录的工作人员（姓名、角色、单位）',
  body: z.object({}),
  data: consoleMeSchema,
});

export const admin_sign_out = defineCall({
  name: 'admin_sign_out',
  method: 'POST',
  path: '/api/console/auth/sign-out',
  auth: { roles: [...CONSOLE_ROLES] },
  summary: '管理后台退出登录',
  body: z.object({}),
  data: noDataSchema,
});
