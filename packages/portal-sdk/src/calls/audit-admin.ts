// 审计日志 (issue 26): every audited action — who, what, which record, the record's fields before →
// after as readable text, when, from which address and browser — searched and exported by
// operators and system administrators. Read only: no call changes or removes an audit row (the
// database refuses it as well). Console only (paths /api/console/audit/…).
import { z } from 'zod';
import { boundedDateSchema } from '../bounds.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { enterpriseAuthFlow } from '../flows/enterprise-auth.js';
import { exemptCaseFlow } from '../flows/exempt-case.js';
import { policyApplicationFlow } from '../flows/policy-application.js';
import type { RoleAuth } from '../define-call.js';
import { epochSecondsSchema, filterTextSchema, idSchema, intSchema, pageShape } from './common.js';

/** Who may read the audit log: the operators and the system administrators. */
export const AUDIT_AUTH = { roles: ['operator', 'admin'] } as const satisfies RoleAuth;

/** The kinds of record the audit log names, with what a person calls them (记录类型). */
export const AUDIT_ENTITY_LABELS = {
  enterprise_auth: enterpriseAuthFlow.label,
  policy_application: policyApplicationFlow.label,
  exempt_case: `${exemptCaseFlow.label}案件`,
  enterprise: '企业档案',
  policy: '政策文件',
  policy_call: '申报通知',
  policy_award_group: '获扶持名单',
  work_calendar_year: '工作日历',
  // 内容发布 (content-admin): the four kinds of article and the site settings.
  news: '园区动态',
  knowledge: '政策知识',
  information: '政策资讯',
  bulletin: '公告',
  site_config: '站点设置',
  user: '账号',
  unit: '承办单位',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [
  AuditEntityType,
  ...AuditEntityType[],
];
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES, { error: '记录类型不正确' });

/** The export writes at most this many rows; more matching rows are refused (narrow the filters). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const auditDay = (label: string) => boundedDateSchema(label, { past: false }).optional();

/** The filters of the list and the export (dates are Asia/Shanghai days, both inclusive). */
export const auditFiltersShape = {
  /** The actor's name or account, the action (通过企业认证) or the record (its name or number). */
  keyword: filterTextSchema,
  actor_id: idSchema.optional(),
  entity_type: auditEntityTypeSchema.optional(),
  entity_id: idSchema.optional(),
  from: auditDay('开始日期'),
  to: auditDay('结束日期'),
};

const datesOrdered = (body: { from?: string | undefined; to?: string | undefined }) =>
  !body.from || !body.to || body.from <= body.to;
const DATES_DISORDERED = { error: '开始日期不能晚于结束日期', path: ['to'] };

/** The filters as an object: the export's body and the console's address. */
export const auditFiltersSchema = z
  .object(auditFiltersShape)
  .refine(datesOrdered, DATES_DISORDERED);
export type AuditFilters = z.input<typeof auditFiltersSchema>;

/** One field of the record, before and after, as text (（空） for nothing). */
export const auditChangeSchema = z.object({
  /** The stored key (state, legal_person, documentNumber …). */
  field: z.string(),
  /** What a person calls it (状态, 法定代表人 …); the key itself when unknown. */
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditActorSchema = z.object({
  /** null: the user was removed since (the row keeps their role). */
  id: idSchema.nullable(),
  name: z.string(),
  /** The username, else the masked mobile; null when neither (or the user is gone). */
  account: z.string().nullable(),
  /** The role the actor acted in: a role, a flow relation (enterprise_member) or system. */
  role: z.string(),
  role_label: z.string(),
});

export const auditEntrySchema = z.object({
  id: idSchema,
  /** When, epoch seconds. */
  at: epochSecondsSchema,
  actor: auditActorSchema,
  /** `<entity>.<what>`, e.g. enterprise_auth.approve. */
  action: z.string(),
  /** 通过企业认证; the action itself when unknown. */
  action_label: z.string(),
  entity_type: z.string(),
  entity_label: z.string(),
  entity_id: intSchema(),
  /** The record as a person knows it (the enterprise, the policy's title); null when not found. */
  record_name: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  ip: z.string().nullable(),
  /** The User-Agent header as sent; null for rows written before browsers were kept. */
  user_agent: z.string().nullable(),
  /** Chrome 131 · Windows 10; null without a User-Agent. */
  browser: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const admin_audit_list = defineCall({
  name: 'admin_audit_list',
  method: 'POST',
  path: '/api/console/audit/list',
  auth: AUDIT_AUTH,
  summary: '审计日志：按操作人、记录类型与编号、日期和关键词检索（最新在前）',
  body: z.object({ ...pageShape(20), ...auditFiltersShape }).refine(datesOrdered, DATES_DISORDERED),
  data: pagedSchema(auditEntrySchema),
});

/**
 * The Excel export of the audit log (operators and administrators): POST this path with a token
 * header and an AuditFilters body; the answer is the .xlsx file (first sheet 筛选条件, second
 * 审计日志, newest first), or the usual JSON envelope on an error — 400 when the filters match
 * more than AUDIT_EXPORT_MAX_ROWS rows. Not a defineCall because the answer is bytes.
 */
export const AUDIT_EXPORT = {
  name: 'admin_audit_export',
  method: 'POST',
  path: '/api/console/audit/export',
  auth: AUDIT_AUTH,
  summary: `导出审计日志（Excel，最多${AUDIT_EXPORT_MAX_ROWS}条）`,
  body: auditFiltersSchema,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
