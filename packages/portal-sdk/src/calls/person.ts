// The member's own account: user info, the renewal-warning snooze, completing account info.
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { enterpriseAuthFlow } from '../flows/enterprise-auth.js';
import { ROLE_NAMES } from '../roles.js';
import type { Role } from '../roles.js';
import { creditCodeSchema, usernameSchema } from '../validators.js';
import { epochSecondsSchema, idSchema, noDataSchema } from './common.js';

/** The enterprise edit record; its enterprise id counts when status is 2 (contract §6). */
export const qyeditSchema = z.object({
  status: z.number().int(),
  enterprise_id: idSchema,
});

/** The enterprise authentication record (contract §6). */
export const qiyeauthenticationSchema = z.object({
  enterprise_id: idSchema,
});

/**
 * The member's enterprise as the personal center's card shows it (ours): the enterprise the member
 * belongs to, else the one their latest authentication request names, with that request's state.
 */
export const memberEnterpriseSchema = z.object({
  name: z.string(),
  credit_code: z.string(),
  /** 已认证 for a member of the enterprise; else the latest request's state. */
  auth_state: z.enum(enterpriseAuthFlow.stateNames),
});
export type MemberEnterprise = z.infer<typeof memberEnterpriseSchema>;

/** A role as the server names it (design §6). */
export const roleSchema = z.enum(ROLE_NAMES as readonly [Role, ...Role[]]);

/** The handling unit (承办单位) a handler belongs to. */
export const userUnitSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
});
export type UserUnit = z.infer<typeof userUnitSchema>;

/**
 * User info (contract §3), from user_detail and login. A member who logged in by SMS with a new phone
 * has no username yet (→ /bindInfo); contact fields are null when not bound.
 */
export const userInfoSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  nickname: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The avatar (an upload of purpose avatar, read with GET /api/upload/:id); null: none (ours). */
  avatar_id: idSchema.nullable(),
  /** Until when the renewal warning is snoozed; null when never snoozed. */
  notice_time: epochSecondsSchema.nullable(),
  qyedit: qyeditSchema.nullable(),
  qiyeauthentication: qiyeauthenticationSchema.nullable(),
  /** Null before the member names an enterprise (bind_info or /identity). */
  enterprise: memberEnterpriseSchema.nullable(),
  /**
   * The caller's roles as the server checks them now (ours, design §6): a front end builds its
   * menu from them. Never a permission in itself: the server checks every call.
   */
  roles: z.array(roleSchema).min(1),
  /** A handler's unit (承办单位); absent for other roles and for a handler placed in none. */
  unit: userUnitSchema.optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const user_detail = defineCall({
  name: 'user_detail',
  method: 'POST',
  path: '/api/Person/user_detail1',
  auth: 'user',
  summary: '当前用户信息（昵称、联系方式、企业认证）',
  body: z.object({}),
  data: userInfoSchema,
});

export const edit_notice_time = defineCall({
  name: 'edit_notice_time',
  method: 'POST',
  // Lower-case "person", exactly as the spec's table spells it.
  path: '/api/person/edit_notice_time',
  auth: 'user',
  summary: '续费预警今日不再提醒（提醒时间设为今天结束）',
  body: z.object({}),
  data: z.object({ notice_time: epochSecondsSchema }),
});

export const bind_info = defineCall({
  name: 'bind_info',
  method: 'POST',
  path: '/api/Person/bind_info',
  auth: 'user',
  summary: '补全账号信息：用户名、企业名称、统一社会信用代码',
  body: z.object({
    username: usernameSchema,
    enterprise_name: z
      .string({ error: '请输入企业名称' })
      .trim()
      .min(2, { error: '请输入企业名称', abort: true })
      .max(100, { error: '企业名称不能超过100个字符' }),
    credit_code: creditCodeSchema,
  }),
  data: noDataSchema,
});
