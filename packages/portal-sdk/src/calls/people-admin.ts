// 人员与角色 (issue 26): the system administrators' screens of the console — members and the
// enterprises they belong to (search, detail, 停用 / 启用 a member: their sessions end and every
// sign-in refuses them), staff (operators, handlers, administrators: new accounts, role and unit
// changes, 重置二次验证, 停用 / 启用) and the 承办单位 handlers belong to. Every change is audited
// with its before → after. Console only (paths /api/console/people/…), administrators only.
//
// Role changes (admin_staff_role), decided here once:
// - among staff roles, freely (a handler needs a unit; other roles have none);
// - a member may become staff only with no enterprise (no authentication, no request in review or
//   approved: staff decide enterprises' requests and must not hold one) and with a username and a
//   password (the console signs in with them; the second factor is enrolled at the first sign-in);
// - staff never become members: whoever leaves the service centre is 停用'd, so the audit log
//   keeps naming them as the staff they were and the account can hold no enterprise afterwards;
// - the last active administrator cannot be demoted or disabled, and nobody disables, or resets
//   the second factor of, their own account.
// A role change ends every session of the person, so the new role acts at once.
import { z } from 'zod';
import { TRANSITION_REASON_MAX } from '../transition-body.js';
import { defineCall } from '../define-call.js';
import type { RoleAuth } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { mobileSchema, passwordSchema, usernameSchema } from '../validators.js';
import { LOGIN_METHOD_LABELS } from './account.js';
import type { LoginMethodName } from './account.js';
import { epochSecondsSchema, filterTextSchema, idSchema, pageShape } from './common.js';
import { consoleRoleSchema } from './console-auth.js';
import { enterpriseAuthStateSchema } from './identity.js';

/** Who manages people: the system administrators only. */
export const PEOPLE_AUTH = { roles: ['admin'] } as const satisfies RoleAuth;

// ——— Vocabulary ———

/** An account's state: 正常 (may sign in) or 已停用 (every sign-in refused, sessions ended). */
export const ACCOUNT_STATE_LABELS = { active: '正常', disabled: '已停用' } as const;
export type AccountState = keyof typeof ACCOUNT_STATE_LABELS;
export const accountStateSchema = z.enum(['active', 'disabled'], { error: '账号状态不正确' });

/** The member list's enterprise filter: members of an authenticated enterprise, or the others. */
export const MEMBER_ENTERPRISE_FILTER_LABELS = {
  authenticated: '已认证企业成员',
  none: '未认证企业',
} as const;
export const memberEnterpriseFilterSchema = z.enum(['authenticated', 'none'], {
  error: '企业认证筛选不正确',
});

/**
 * An enterprise of the directory as the platform knows it: 已认证 (some member authenticated it),
 * 认证审核中 (a request naming it waits for a decision) or 未认证.
 */
export const ENTERPRISE_STATUS_LABELS = {
  authenticated: '已认证',
  pending: '认证审核中',
  none: '未认证',
} as const;
export type EnterpriseStatus = keyof typeof ENTERPRISE_STATUS_LABELS;
export const enterpriseStatusSchema = z.enum(['authenticated', 'pending', 'none'], {
  error: '认证状态不正确',
});

/** What kind of body a 承办单位 is (the API's units table checks these keys). */
export const UNIT_KIND_LABELS = {
  department: '职能部门',
  subdistrict: '街道（镇）',
  park: '园区',
} as const;
export type UnitKindName = keyof typeof UNIT_KIND_LABELS;
export const unitKindSchema = z.enum(
  Object.keys(UNIT_KIND_LABELS) as [UnitKindName, ...UnitKindName[]],
  {
    error: '请选择单位类型',
  },
);

/**
 * The actions a row may offer, as the server lists them for the caller (停用 is never offered on
 * one's own account, 变更角色 never to a disabled one …); the labels are the buttons'.
 */
export const PEOPLE_ACTION_LABELS = {
  disable: '停用',
  enable: '启用',
  change_role: '变更角色',
  reset_totp: '重置二次验证',
} as const;
export type PeopleAction = keyof typeof PEOPLE_ACTION_LABELS;
export const peopleActionSchema = z.enum(['disable', 'enable', 'change_role', 'reset_totp']);

/** The longest 停用原因: as long as a workflow step's reason. */
export const DISABLE_REASON_MAX = TRANSITION_REASON_MAX;

export const disableReasonSchema = z
  .string({ error: '请填写停用原因' })
  .trim()
  .min(1, { error: '请填写停用原因', abort: true })
  .max(DISABLE_REASON_MAX, { error: `停用原因不能超过${DISABLE_REASON_MAX}个字符` });

/** A staff member's name as colleagues and the audit log read it (stored as the nickname). */
export const STAFF_NAME_MAX = 20;
export const staffNameSchema = z
  .string({ error: '请填写姓名' })
  .trim()
  .min(1, { error: '请填写姓名', abort: true })
  .max(STAFF_NAME_MAX, { error: `姓名不能超过${STAFF_NAME_MAX}个字符` });

/** A unit's full official name (杭州市西湖区市场监督管理局). */
export const UNIT_NAME_MAX = 50;
export const unitNameSchema = z
  .string({ error: '请填写单位名称' })
  .trim()
  .min(2, { error: '请填写单位全称（至少2个字）', abort: true })
  .max(UNIT_NAME_MAX, { error: `单位名称不能超过${UNIT_NAME_MAX}个字符` });

/** A handler's unit: required for a handler, refused for every other role. */
const unitOfRole = (body: { role: string; unit_id?: number | null | undefined }) =>
  body.role === 'handler' ? typeof body.unit_id === 'number' : body.unit_id == null;
const UNIT_OF_ROLE = {
  error: '办理人员须选择承办单位；其他角色不属于承办单位',
  path: ['unit_id'],
};

// ——— Shared shapes ———

const unitRefSchema = z.object({ id: idSchema, name: z.string() });

/** The member's enterprise: the authenticated one, else the one their latest request names. */
export const memberEnterpriseRefSchema = z.object({
  /** null: the request names an enterprise not in the directory yet. */
  id: idSchema.nullable(),
  name: z.string(),
  credit_code: z.string(),
  /** approved (已认证) for a member of it; else the latest request's state. */
  auth_state: enterpriseAuthStateSchema,
  auth_state_label: z.string(),
});
export type MemberEnterpriseRef = z.infer<typeof memberEnterpriseRefSchema>;

const accountFacts = {
  id: idSchema,
  /** The nickname, else the username, else the masked mobile. */
  name: z.string(),
  username: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Masked as the portal masks it: 138****0002. */
  mobile: z.string().nullable(),
  state: accountStateSchema,
  state_label: z.string(),
  created_at: epochSecondsSchema,
  /** The newest session's start (portal or console); null: never signed in. */
  last_sign_in_at: epochSecondsSchema.nullable(),
  /** What the caller may do with this account now, computed by the server. */
  actions: z.array(peopleActionSchema),
};

export const memberItemSchema = z.object({
  ...accountFacts,
  enterprise: memberEnterpriseRefSchema.nullable(),
});
export type MemberItem = z.infer<typeof memberItemSchema>;

/** One sign-in (a session) of the account, newest first. */
export const signInRecordSchema = z.object({
  id: idSchema,
  at: epochSecondsSchema,
  method: z.enum(Object.keys(LOGIN_METHOD_LABELS) as [LoginMethodName, ...LoginMethodName[]]),
  /** 密码登录 …; 管理后台登录 for a console session. */
  method_label: z.string(),
  /** 门户 or 管理后台. */
  front_end: z.string(),
  /** 北京市, 本机, 位置未知 …. */
  place: z.string(),
  /** Chrome 131 · Windows 10. */
  device: z.string(),
  /** The address with its last part hidden: 203.0.113.*; '' when unknown. */
  ip: z.string(),
  /** Neither ended nor expired. */
  active: z.boolean(),
});
export type SignInRecord = z.infer<typeof signInRecordSchema>;

/** How many sign-ins a detail shows. */
export const SIGN_INS_SHOWN = 10;

const disabledFacts = {
  disabled_at: epochSecondsSchema.nullable(),
  /** As the administrator wrote it; '' while the account is active. */
  disabled_reason: z.string(),
};

export const memberDetailSchema = memberItemSchema.extend({
  /** Masked: d***o@qyfw.example.cn. */
  email: z.string().nullable(),
  password_set: z.boolean(),
  wechat_bound: z.boolean(),
  ...disabledFacts,
  sign_ins: z.array(signInRecordSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const enterpriseItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  credit_code: z.string().nullable(),
  district: z.string(),
  industry: z.string(),
  status: enterpriseStatusSchema,
  status_label: z.string(),
  /** Members bound to it (authenticated). */
  member_count: z.number().int().nonnegative(),
});
export type EnterpriseItem = z.infer<typeof enterpriseItemSchema>;

export const enterpriseDetailSchema = enterpriseItemSchema.extend({
  legal_person: z.string(),
  scale: z.string(),
  established_on: z.string().nullable(),
  members: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      username: z.string().nullable(),
      mobile: z.string().nullable(),
      state: accountStateSchema,
      state_label: z.string(),
    }),
  ),
  /** Every authentication request naming it (by id or credit code), newest first. */
  requests: z.array(
    z.object({
      id: idSchema,
      applicant: z.object({ id: idSchema, name: z.string() }),
      state: enterpriseAuthStateSchema,
      state_label: z.string(),
      submitted_at: epochSecondsSchema,
      reviewed_at: epochSecondsSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type EnterpriseDetail = z.infer<typeof enterpriseDetailSchema>;

export const staffItemSchema = z.object({
  ...accountFacts,
  role: consoleRoleSchema,
  role_label: z.string(),
  /** A handler's unit; null for other roles (and a handler not placed yet). */
  unit: unitRefSchema.nullable(),
  /** Whether the authenticator is enrolled (false: the next console sign-in enrols it). */
  totp_enrolled: z.boolean(),
  ...disabledFacts,
});
export type StaffItem = z.infer<typeof staffItemSchema>;

/** An account's state after 停用 / 启用. */
export const accountStateAnswerSchema = z.object({
  id: idSchema,
  state: accountStateSchema,
  state_label: z.string(),
  ...disabledFacts,
});

export const unitItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: unitKindSchema,
  kind_label: z.string(),
  /** Handlers placed in it (disabled ones included). */
  handler_count: z.number().int().nonnegative(),
  created_at: epochSecondsSchema,
});
export type UnitItem = z.infer<typeof unitItemSchema>;

// ——— 会员管理 ———

export const admin_member_list = defineCall({
  name: 'admin_member_list',
  method: 'POST',
  path: '/api/console/people/members',
  auth: PEOPLE_AUTH,
  summary: '会员管理：按用户名、昵称或手机号搜索会员，按账号状态、是否已认证企业筛选',
  body: z.object({
    ...pageShape(20),
    keyword: filterTextSchema,
    state: accountStateSchema.optional(),
    enterprise: memberEnterpriseFilterSchema.optional(),
  }),
  data: pagedSchema(memberItemSchema),
});

export const admin_member_detail = defineCall({
  name: 'admin_member_detail',
  method: 'POST',
  path: '/api/console/people/member',
  auth: PEOPLE_AUTH,
  summary: '会员详情：账号信息（手机号脱敏）、所属企业与认证状态、最近登录、停用原因',
  body: z.object({ id: idSchema }),
  data: memberDetailSchema,
});

// ——— 停用 / 启用 (members and staff) ———

export const admin_account_disable = defineCall({
  name: 'admin_account_disable',
  method: 'POST',
  path: '/api/console/people/disable',
  auth: PEOPLE_AUTH,
  summary: '停用账号（会员或工作人员）：须填写原因，其全部会话立即结束，此后无法登录',
  body: z.object({ id: idSchema, reason: disableReasonSchema }),
  data: accountStateAnswerSchema,
});

export const admin_account_enable = defineCall({
  name: 'admin_account_enable',
  method: 'POST',
  path: '/api/console/people/enable',
  auth: PEOPLE_AUTH,
  summary: '启用已停用的账号（会员或工作人员）',
  body: z.object({ id: idSchema }),
  data: accountStateAnswerSchema,
});

// ——— 企业管理 ———

export const admin_enterprise_list = defineCall({
  name: 'admin_enterprise_list',
  method: 'POST',
  path: '/api/console/people/enterprises',
  auth: PEOPLE_AUTH,
  summary: '企业管理：按企业名称或统一社会信用代码搜索，按认证状态筛选',
  body: z.object({
    ...pageShape(20),
    keyword: filterTextSchema,
    status: enterpriseStatusSchema.optional(),
  }),
  data: pagedSchema(enterpriseItemSchema),
});

export const admin_enterprise_detail = defineCall({
  name: 'admin_enterprise_detail',
  method: 'POST',
  path: '/api/console/people/enterprise',
  auth: PEOPLE_AUTH,
  summary: '企业详情：已绑定的会员与企业认证申请记录',
  body: z.object({ id: idSchema }),
  data: enterpriseDetailSchema,
});

// ——— 工作人员 ———

export const admin_staff_list = defineCall({
  name: 'admin_staff_list',
  method: 'POST',
  path: '/api/console/people/staff',
  auth: PEOPLE_AUTH,
  summary: '工作人员：平台运营、办理人员、系统管理员（角色、单位、二次验证、账号状态）',
  body: z.object({
    ...pageShape(20),
    keyword: filterTextSchema,
    role: consoleRoleSchema.optional(),
    unit_id: idSchema.optional(),
    state: accountStateSchema.optional(),
  }),
  data: pagedSchema(staffItemSchema),
});

export const admin_staff_create = defineCall({
  name: 'admin_staff_create',
  method: 'POST',
  path: '/api/console/people/staff-create',
  auth: PEOPLE_AUTH,
  summary: '新建工作人员：用户名、姓名、手机号、角色（办理人员须选承办单位）、初始密码',
  body: z
    .object({
      username: usernameSchema,
      name: staffNameSchema,
      mobile: mobileSchema,
      role: consoleRoleSchema,
      unit_id: idSchema.nullable().optional(),
      /** The initial password the administrator typed; without one the server makes one. */
      password: passwordSchema.optional(),
    })
    .refine(unitOfRole, UNIT_OF_ROLE),
  data: z.object({
    staff: staffItemSchema,
    /** The generated password, shown once and never again; null when one was typed. */
    initial_password: z.string().nullable(),
  }),
});

export const admin_staff_role = defineCall({
  name: 'admin_staff_role',
  method: 'POST',
  path: '/api/console/people/staff-role',
  auth: PEOPLE_AUTH,
  summary: '变更角色（角色与承办单位一并设置）：其全部会话结束，新角色立即生效',
  body: z
    .object({
      /** A staff account, or a member without an enterprise to make staff. */
      id: idSchema,
      role: consoleRoleSchema,
      unit_id: idSchema.nullable().optional(),
    })
    .refine(unitOfRole, UNIT_OF_ROLE),
  data: staffItemSchema,
});

export const admin_staff_totp_reset = defineCall({
  name: 'admin_staff_totp_reset',
  method: 'POST',
  path: '/api/console/people/staff-totp-reset',
  auth: PEOPLE_AUTH,
  summary: '重置二次验证：清除动态验证码与恢复码，其会话结束，下次登录重新绑定',
  body: z.object({ id: idSchema }),
  data: staffItemSchema,
});

// ——— 承办单位 ———

export const admin_unit_list = defineCall({
  name: 'admin_unit_list',
  method: 'POST',
  path: '/api/console/people/units',
  auth: PEOPLE_AUTH,
  summary: '承办单位：名称、类型与所属办理人员人数',
  body: z.object({ ...pageShape(20), keyword: filterTextSchema }),
  data: pagedSchema(unitItemSchema),
});

export const admin_unit_create = defineCall({
  name: 'admin_unit_create',
  method: 'POST',
  path: '/api/console/people/unit-create',
  auth: PEOPLE_AUTH,
  summary: '新建承办单位（名称不可重复）',
  body: z.object({ name: unitNameSchema, kind: unitKindSchema }),
  data: unitItemSchema,
});

export const admin_unit_rename = defineCall({
  name: 'admin_unit_rename',
  method: 'POST',
  path: '/api/console/people/unit-rename',
  auth: PEOPLE_AUTH,
  summary: '修改承办单位名称（名称不可重复）',
  body: z.object({ id: idSchema, name: unitNameSchema }),
  data: unitItemSchema,
});
