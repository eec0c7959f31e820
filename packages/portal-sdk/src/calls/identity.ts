// 企业认证 (DOMAIN §7, issue 13): a member submits the enterprise (name, credit code, legal person,
// licence image, authorisation letter) → 待审核 → 已认证 | 已退回 (with the reason) → corrected and
// resubmitted. A credit code another member already authenticated waits for that enterprise's
// members (待企业确认), who see it among their join requests. The states and events are those of
// `enterpriseAuthFlow` (`@qyfw/portal-sdk/flows`); its labels are what a screen shows. The
// operators' calls (list, open, approve, return) are in `identity-admin.ts` (console only).
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { enterpriseAuthFlow } from '../flows/enterprise-auth.js';
import { creditCodeSchema } from '../validators.js';
import { epochSecondsSchema, idSchema, INT4_MAX, intSchema } from './common.js';
import { workflowEventSchema } from './workflow-event.js';

export const enterpriseAuthStateSchema = z.enum(enterpriseAuthFlow.stateNames);

/** The longest reason a reviewer may give when returning a request. */
export const AUTH_REASON_MAX = 500;

/**
 * How many requests a member may file or resubmit in 24 hours (a join request messages every
 * member of the enterprise it names; withdrawing does not give the try back).
 */
export const AUTH_SUBMITS_PER_DAY = 5;

/** How many requests naming one directory enterprise may be filed or resubmitted in 24 hours. */
export const AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY = 20;

/**
 * How many join requests one enterprise member may decide in 24 hours (each decision messages the
 * applicant and the other members; room for a backlog of AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY).
 */
export const AUTH_DECISIONS_PER_DAY = 50;

export const enterpriseNameSchema = z
  .string({ error: '请输入企业名称' })
  .trim()
  .min(2, { error: '请输入企业名称', abort: true })
  .max(100, { error: '企业名称不能超过100个字符' });

export const legalPersonSchema = z
  .string({ error: '请输入法定代表人' })
  .trim()
  .min(2, { error: '请输入法定代表人姓名', abort: true })
  .max(50, { error: '法定代表人不能超过50个字符' });

/** An upload id the member names; the server checks it is the member's own of the right purpose. */
function uploadIdSchema(missing: string) {
  return z
    .number({ error: missing })
    .int({ error: missing })
    .min(1, { error: missing })
    .max(INT4_MAX);
}

/** The version the caller saw: a change naming an older one is refused (409 数据已被他人修改). */
const versionSchema = intSchema(0);

/** Why a request is returned (the member's join decision and the operator's return). */
export const returnReasonSchema = z
  .string({ error: '请填写退回原因' })
  .trim()
  .min(1, { error: '请填写退回原因', abort: true })
  .max(AUTH_REASON_MAX, { error: `退回原因不能超过${AUTH_REASON_MAX}个字符` });

/** What the member submitted: the enterprise and the two documents. */
const submissionShape = {
  enterprise_name: enterpriseNameSchema,
  credit_code: creditCodeSchema,
  legal_person: legalPersonSchema,
  licence_upload_id: uploadIdSchema('请上传营业执照'),
  authorisation_upload_id: uploadIdSchema('请上传授权书'),
};

/** One authentication request as its applicant sees it. */
export const authRequestSchema = z.object({
  id: idSchema,
  state: enterpriseAuthStateSchema,
  /** The version a change must name. */
  version: intSchema(0),
  enterprise_name: z.string(),
  credit_code: z.string(),
  legal_person: z.string(),
  /** Null for a request filed by bind_info, which carries no documents. */
  licence_upload_id: idSchema.nullable(),
  authorisation_upload_id: idSchema.nullable(),
  /** The directory enterprise it names (joining one, or once approved). */
  enterprise_id: idSchema.nullable(),
  /** The reviewer's reason while returned; null otherwise. */
  reason: z.string().nullable(),
  /** Until when a returned request may be resubmitted. */
  resubmit_by: epochSecondsSchema.nullable(),
  /** First filed, last (re)submitted, last decided. */
  createtime: epochSecondsSchema,
  submittime: epochSecondsSchema,
  reviewtime: epochSecondsSchema.nullable(),
  /** Every state change, oldest first (the workflow_events rows). */
  history: z.array(workflowEventSchema),
});
export type AuthRequest = z.infer<typeof authRequestSchema>;

/** Who filed a request, as the enterprise's members and operators see them (contacts masked). */
export const authApplicantSchema = z.object({
  id: idSchema,
  /** Nickname, else username, else the masked mobile. */
  name: z.string(),
  mobile: z.string().nullable(),
});
export type AuthApplicant = z.infer<typeof authApplicantSchema>;

/** A request to join the member's enterprise (待企业确认). */
export const authJoinRequestSchema = z.object({
  id: idSchema,
  version: intSchema(0),
  applicant: authApplicantSchema,
  enterprise_name: z.string(),
  credit_code: z.string(),
  legal_person: z.string(),
  licence_upload_id: idSchema.nullable(),
  authorisation_upload_id: idSchema.nullable(),
  submittime: epochSecondsSchema,
});
export type AuthJoinRequest = z.infer<typeof authJoinRequestSchema>;

/** A row of the operators' queue. */
export const authRequestItemSchema = z.object({
  id: idSchema,
  state: enterpriseAuthStateSchema,
  version: intSchema(0),
  enterprise_name: z.string(),
  credit_code: z.string(),
  legal_person: z.string(),
  applicant: authApplicantSchema,
  /** The directory enterprise it names; set for a join (待企业确认) and once approved. */
  enterprise_id: idSchema.nullable(),
  submittime: epochSecondsSchema,
  reviewtime: epochSecondsSchema.nullable(),
});
export type AuthRequestItem = z.infer<typeof authRequestItemSchema>;

/** An uploaded document as a reviewer sees it (the bytes: GET /api/upload/:id). */
export const authDocumentSchema = z.object({
  id: idSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
});

/** One audit row of a request: who decided what, when, the record before and after. */
export const authAuditEntrySchema = z.object({
  id: idSchema,
  action: z.string(),
  actor_user_id: idSchema.nullable(),
  actor_role: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createtime: epochSecondsSchema,
});

export const authRequestDetailSchema = authRequestSchema.extend({
  applicant: authApplicantSchema.extend({
    username: z.string().nullable(),
    email: z.string().nullable(),
  }),
  licence: authDocumentSchema.nullable(),
  authorisation: authDocumentSchema.nullable(),
  audit: z.array(authAuditEntrySchema),
});
export type AuthRequestDetail = z.infer<typeof authRequestDetailSchema>;

export const decisionTarget = { id: idSchema, version: versionSchema };

export const auth_request_mine = defineCall({
  name: 'auth_request_mine',
  method: 'POST',
  path: '/api/identity/mine',
  auth: 'user',
  summary: '我的企业认证申请（状态、退回原因、重新提交期限、历史）',
  body: z.object({}),
  data: authRequestSchema.nullable(),
});

export const auth_request_submit = defineCall({
  name: 'auth_request_submit',
  method: 'POST',
  path: '/api/identity/submit',
  auth: 'user',
  summary: '提交企业认证申请，或修改被退回的申请后重新提交',
  body: z.object({
    /** With `version`: resubmit this returned request instead of filing a new one. */
    id: idSchema.optional(),
    /** Required with `id` (the server says so in Chinese when it is missing). */
    version: versionSchema.optional(),
    ...submissionShape,
  }),
  data: authRequestSchema,
});

export const auth_request_withdraw = defineCall({
  name: 'auth_request_withdraw',
  method: 'POST',
  path: '/api/identity/withdraw',
  auth: 'user',
  summary: '撤回待审核、待企业确认或已退回的企业认证申请',
  body: z.object(decisionTarget),
  data: authRequestSchema,
});

export const auth_join_list = defineCall({
  name: 'auth_join_list',
  method: 'POST',
  path: '/api/identity/join_list',
  auth: 'user',
  summary: '申请加入本企业、等待本企业成员确认的认证申请',
  body: z.object({}),
  data: z.array(authJoinRequestSchema),
});

// Returning needs a reason; approving takes none.
const decisionBody = z.discriminatedUnion(
  'decision',
  [
    z.object({ ...decisionTarget, decision: z.literal('approve') }),
    z.object({ ...decisionTarget, decision: z.literal('return'), reason: returnReasonSchema }),
  ],
  { error: '请选择通过或退回' },
);

export const auth_join_decide = defineCall({
  name: 'auth_join_decide',
  method: 'POST',
  path: '/api/identity/join_decide',
  auth: 'user',
  summary: '企业成员同意或退回他人加入本企业的认证申请',
  body: decisionBody,
  data: z.object({ id: idSchema, state: enterpriseAuthStateSchema, version: intSchema(0) }),
});
