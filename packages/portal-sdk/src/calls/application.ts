// 政策申报 and 免申即享 (DOMAIN §3): the member applies to a call for applications for their
// enterprise (any member of it may continue the draft), follows it through the operator's review,
// and answers the 免申即享 cases the system opens from data. The states and events are those of
// `policyApplicationFlow` and `exemptCaseFlow` (`@qyfw/portal-sdk/flows`); their labels are what a
// screen shows. The operators' calls over them are in `application-admin.ts` (console only).
import { z } from 'zod';
import { boundedDateSchema, boundedNumberSchema } from '../bounds.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { exemptCaseFlow } from '../flows/exempt-case.js';
import { policyApplicationFlow } from '../flows/policy-application.js';
import {
  epochSecondsSchema,
  filterTextSchema,
  idSchema,
  INT4_MAX,
  intSchema,
  pageShape,
  policyLevelSchema,
} from './common.js';
import { workflowEventSchema } from './workflow-event.js';

// ---- vocabulary ----

export const applicationStateSchema = z.enum(policyApplicationFlow.stateNames, {
  error: '申报状态有误',
});
export type ApplicationState = z.infer<typeof applicationStateSchema>;
export const exemptCaseStateSchema = z.enum(exemptCaseFlow.stateNames, {
  error: '免申即享状态有误',
});
export type ExemptCaseStateName = z.infer<typeof exemptCaseStateSchema>;

/** States of an application still under way: /sbNow 申报中 lists these. */
export const LIVE_APPLICATION_STATES = [
  'draft',
  'submitted',
  'accepted',
  'correction',
  'reviewing',
  'publicized',
  'paid',
] as const satisfies readonly ApplicationState[];

// A call's delivery mode and window state (DOMAIN §1), with the keys and labels of
// calls/policy-library (CALL_WINDOW_LABELS, DELIVERY_MODE_LABELS); the answers below carry
// the label too, so a screen needs no second import.
const deliveryModeSchema = z.enum(['exempt', 'instant', 'review']);
const callWindowSchema = z.enum(['upcoming', 'open', 'closing', 'closed', 'always']);

/** Names of the material library's kinds a call's material may take (others show their key). */
export const MATERIAL_KIND_LABELS: Readonly<Record<string, string>> = {
  licence: '营业执照',
  audit_report: '审计报告',
  tax_certificate: '纳税证明',
  financial_statement: '财务报表',
  hitech_certificate: '高新技术企业证书',
  ip_certificate: '知识产权证书',
  social_security: '社保缴纳证明',
  credit_report: '信用报告',
  other: '其他材料',
};

/** The longest reason or note a member or an operator may give. */
export const APPLICATION_REASON_MAX = 500;
/** Files one material may hold. */
export const MATERIAL_FILES_MAX = 20;
/** A form answer's longest text. */
export const FORM_TEXT_MAX = 5000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A day as YYYY-MM-DD (the call's window, a material's validity, a deadline). */
export const isoDateSchema = z.string().regex(ISO_DATE);

/** 万元, at most two decimals. */
export const amountSchema = z
  .number({ error: '金额须为数字' })
  .min(0, { error: '金额不能为负数' })
  .max(100_000_000, { error: '金额不能超过100000000万元' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: '金额最多保留两位小数',
  });

const versionSchema = intSchema(0);

function reasonSchema(missing: string, label: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(APPLICATION_REASON_MAX, { error: `${label}不能超过${APPLICATION_REASON_MAX}个字符` });
}

/** A form field's or material's key as the call defines it. */
const itemKeySchema = z
  .string({ error: '字段名有误' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: '字段名有误' });

const uploadIdSchema = z
  .number({ error: '文件编号有误' })
  .int({ error: '文件编号有误' })
  .min(1, { error: '文件编号有误' })
  .max(INT4_MAX, { error: '文件编号有误' });

// ---- the call as an application form shows it ----

export const applicationFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'number', 'date', 'select']),
  required: z.boolean(),
  /** The choices of a select; [] otherwise. */
  options: z.array(z.string()),
  /** Shown after a number: 万元, 人 … */
  unit: z.string().nullable(),
  /** The enterprise-record field it starts from (see `prefill` of application_form). */
  prefill: z.string().nullable(),
});
export type ApplicationField = z.infer<typeof applicationFieldSchema>;

/** What formValueProblem needs of a field: the call's definition or the form's view of it. */
export interface FormFieldRule {
  readonly label: string;
  readonly type: ApplicationField['type'];
  readonly unit?: string | null | undefined;
  readonly options?: readonly string[] | null | undefined;
}

/**
 * Why one answer does not fit its field, or undefined when it does — the server's check at save
 * and submit and the application form's field rule, so both refuse alike with the same message
 * naming the field. A number is bounded by its unit (bounds.ts: 万元 ≥ 0 with two decimals, 人
 * whole, finite maxima), a date runs from 1949-01-01 to 2099-12-31, a select takes one of its
 * options. Empty (null, '') passes: a required field left empty is listed as missing at submit.
 */
export function formValueProblem(field: FormFieldRule, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const name = `“${field.label}”`;
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : (result.error?.issues[0]?.message ?? `${name}填写有误`);
  if (field.type === 'number') {
    if (typeof value !== 'number') return `${name}须为数字`;
    return first(boundedNumberSchema(name, field.unit).safeParse(value));
  }
  if (typeof value !== 'string') return `${name}须为文本`;
  if (value === '') return undefined;
  if (field.type === 'date')
    return first(boundedDateSchema(name, { past: false }).safeParse(value));
  if (field.type === 'select' && !(field.options ?? []).includes(value)) {
    return `${name}须为以下之一：${(field.options ?? []).join('、')}`;
  }
  return undefined;
}

export const applicationMaterialSchema = z.object({
  key: z.string(),
  name: z.string(),
  required: z.boolean(),
  description: z.string(),
  /** The material library's kind that can supply it; null when the library cannot. */
  library_kind: z.string().nullable(),
});
export type ApplicationMaterial = z.infer<typeof applicationMaterialSchema>;

/** The call and its document, as an application or a case names them. */
export const callBriefSchema = z.object({
  id: idSchema,
  title: z.string(),
  policy: z.object({
    id: idSchema,
    title: z.string(),
    level: policyLevelSchema,
    issuing_unit: z.string(),
  }),
  delivery_mode: deliveryModeSchema,
  delivery_mode_label: z.string(),
  apply_start_on: isoDateSchema.nullable(),
  apply_end_on: isoDateSchema.nullable(),
  /** upcoming 未开始 / open 申报中 / closing 即将截止 / closed 已截止 / always 常年受理. */
  window: callWindowSchema,
  window_label: z.string(),
  support_type: z.string(),
  /** 最高 … 万元; null when the call awards no money. */
  support_ceiling: z.number().nonnegative().nullable(),
  support_text: z.string(),
  handling_unit: z.string(),
  consult_phone: z.string(),
});
export type CallBrief = z.infer<typeof callBriefSchema>;

export const callFormSchema = callBriefSchema.extend({
  form_fields: z.array(applicationFieldSchema),
  materials: z.array(applicationMaterialSchema),
  /** Conditions that need human judgement: a self-check list, never scored. */
  checklist: z.array(z.string()),
});
export type CallForm = z.infer<typeof callFormSchema>;

/** An uploaded file as a list shows it (the bytes: GET /api/upload/:id, `fetchUpload`). */
export const fileBriefSchema = z.object({
  id: idSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
});
export type FileBrief = z.infer<typeof fileBriefSchema>;

/** A form answer: text (dates as YYYY-MM-DD, a select's choice), a number, or empty. */
export const formValueSchema = z.union([
  z.string().max(FORM_TEXT_MAX, { error: `填写内容不能超过${FORM_TEXT_MAX}个字符` }),
  z.number({ error: '填写内容须为文本或数字' }).finite(),
  z.null(),
]);
export type FormValue = z.infer<typeof formValueSchema>;

export const correctionItemSchema = z.object({
  kind: z.enum(['field', 'material'], { error: '补正项的类型须为 field 或 material' }),
  key: itemKeySchema,
  note: reasonSchema('请填写补正说明', '补正说明'),
});
export type CorrectionItemInput = z.input<typeof correctionItemSchema>;

/** An open 补正 item as the member sees it: the item's label with the operator's note. */
export const correctionItemViewSchema = z.object({
  kind: z.enum(['field', 'material']),
  key: z.string(),
  label: z.string(),
  note: z.string(),
});

/** What the member has to do by when (a 补正 or a 免申即享 confirmation). */
export const nextDeadlineSchema = z.object({
  due_on: isoDateSchema,
  label: z.string(),
  /**
   * True once due_on has passed (the server's Shanghai day): the screen says 已逾期 instead of
   * "在 … 前". An application's 补正 is then closed to resubmission. Absent where not computed.
   */
  overdue: z.boolean().optional(),
});

/** One transition of the timeline, with who made it (名称 masked for other people). */
export const timelineEntrySchema = workflowEventSchema.extend({
  /** 企业成员张** / 平台运营 / 系统. */
  actor_name: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const applicationSchema = z.object({
  id: idSchema,
  call_id: idSchema,
  state: applicationStateSchema,
  /** The version a change must name (a stale one is refused with 409). */
  version: intSchema(0),
  /** 申报编号 (SB2026-000123), set at the first submit. */
  serial_number: z.string().nullable(),
  form: z.record(z.string(), formValueSchema),
  /** Upload ids by material key. */
  materials: z.record(z.string(), z.array(idSchema)),
  /** Every file the materials name. */
  files: z.array(fileBriefSchema),
  /** The open 补正 request: only these may change until resubmitted; [] otherwise. */
  corrections: z.array(correctionItemViewSchema),
  /** The last refusal, failure, correction or withdrawal reason. */
  reason: z.string().nullable(),
  /** Support proposed and paid, 万元. */
  amount: z.number().nonnegative().nullable(),
  createtime: epochSecondsSchema,
  updatetime: epochSecondsSchema,
  submittime: epochSecondsSchema.nullable(),
  paidtime: epochSecondsSchema.nullable(),
  receivedtime: epochSecondsSchema.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationDetailSchema = applicationSchema.extend({
  call: callFormSchema,
  /** Oldest first: who, when, why. */
  timeline: z.array(timelineEntrySchema),
  /** What is expected of the member now, one Chinese sentence. */
  next_step: z.string(),
  deadline: nextDeadlineSchema.nullable(),
  /** The events the member may make now (buttons): submit, resubmit, withdraw, confirm_receipt. */
  actions: z.array(z.string()),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationItemSchema = z.object({
  id: idSchema,
  state: applicationStateSchema,
  version: intSchema(0),
  serial_number: z.string().nullable(),
  call: z.object({ id: idSchema, title: z.string(), delivery_mode: deliveryModeSchema }),
  policy: z.object({ id: idSchema, title: z.string() }),
  amount: z.number().nonnegative().nullable(),
  corrections_count: z.number().int().nonnegative(),
  next_step: z.string(),
  deadline: nextDeadlineSchema.nullable(),
  createtime: epochSecondsSchema,
  updatetime: epochSecondsSchema,
  submittime: epochSecondsSchema.nullable(),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

/** A value the form starts from, taken from the enterprise record, with where it came from. */
export const prefillValueSchema = z.object({
  key: z.string(),
  value: formValueSchema,
  /** 企业填报 / 公开数据 / 平台核验 / 企业认证. */
  source: z.string(),
  /** When the record's value was set (epoch seconds); null when unknown. */
  at: epochSecondsSchema.nullable(),
});

export const libraryMaterialSchema = z.object({
  id: idSchema,
  kind: z.string(),
  kind_label: z.string(),
  name: z.string(),
  file: fileBriefSchema,
  valid_until: isoDateSchema.nullable(),
  /** Past valid_until: shown as 已过期, never offered to an application. */
  expired: z.boolean(),
  createtime: epochSecondsSchema,
});
export type LibraryMaterial = z.infer<typeof libraryMaterialSchema>;

// ---- the member's application calls ----

export const application_form = defineCall({
  name: 'application_form',
  method: 'POST',
  path: '/api/application/form',
  auth: 'enterprise',
  summary: '申报表单：申报通知、本企业已有的申报、由企业信息预填的值与材料库中可用的材料',
  body: z.object({ call_id: idSchema }),
  data: z.object({
    call: callFormSchema,
    /** The enterprise's live application to this call (any member's), or null. */
    application: applicationDetailSchema.nullable(),
    prefill: z.array(prefillValueSchema),
    /** Per material with a library kind: the enterprise's unexpired library files of that kind. */
    library: z.array(z.object({ material_key: z.string(), items: z.array(libraryMaterialSchema) })),
  }),
});

const formInputSchema = z
  .record(itemKeySchema, formValueSchema, { error: '申报表单须为对象' })
  .refine((form) => Object.keys(form).length <= 200, { error: '申报表单的字段过多' });

const materialsInputSchema = z
  .record(
    itemKeySchema,
    z
      .array(uploadIdSchema, { error: '材料须为文件编号列表' })
      .max(MATERIAL_FILES_MAX, { error: `每项材料最多${MATERIAL_FILES_MAX}个文件` }),
    { error: '申报材料须为对象' },
  )
  .refine((materials) => Object.keys(materials).length <= 100, { error: '申报材料过多' });

export const application_save = defineCall({
  name: 'application_save',
  method: 'POST',
  path: '/api/application/save',
  auth: 'enterprise',
  summary: '保存申报草稿（新建或修改；补正时只能修改要求补正的项）',
  body: z.object({
    call_id: idSchema,
    /** Required when the enterprise already has a live application to the call. */
    version: versionSchema.optional(),
    form: formInputSchema,
    materials: materialsInputSchema,
  }),
  data: applicationSchema,
});

export const application_submit = defineCall({
  name: 'application_submit',
  method: 'POST',
  path: '/api/application/submit',
  auth: 'enterprise',
  summary:
    '提交申报（草稿或补正后重新提交），缺少的必填项一次列出；同一 submit_key 重试得到同一结果',
  body: z.object({
    id: idSchema,
    version: versionSchema,
    /** Made once per attempt by the client and kept across its retries. */
    submit_key: z
      .string({ error: '缺少提交标识' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '提交标识有误' }),
    /** Material keys whose files go to the enterprise's material library too (存入材料库). */
    save_to_library: z.array(itemKeySchema).max(100).default([]),
  }),
  data: applicationSchema,
});

export const application_withdraw = defineCall({
  name: 'application_withdraw',
  method: 'POST',
  path: '/api/application/withdraw',
  auth: 'enterprise',
  summary: '撤回申报（受理前、补正中或已受理未审核时）',
  body: z.object({
    id: idSchema,
    version: versionSchema,
    reason: z
      .string({ error: '撤回原因须为文本' })
      .trim()
      .max(APPLICATION_REASON_MAX, { error: `撤回原因不能超过${APPLICATION_REASON_MAX}个字符` })
      .optional(),
  }),
  data: applicationSchema,
});

export const application_confirm_receipt = defineCall({
  name: 'application_confirm_receipt',
  method: 'POST',
  path: '/api/application/confirm_receipt',
  auth: 'enterprise',
  summary: '确认扶持资金已到账',
  body: z.object({ id: idSchema, version: versionSchema }),
  data: applicationSchema,
});

export const application_detail = defineCall({
  name: 'application_detail',
  method: 'POST',
  path: '/api/application/detail',
  auth: 'enterprise',
  summary: '一条申报的详情：表单、材料、进度（谁、何时、为何）、补正项、下一步与期限',
  body: z.object({ id: idSchema }),
  data: applicationDetailSchema,
});

/** The filters of /annual and /sbNow (and of the export). */
/** 申报记录's orders: by submission time (a draft's creation), newest or oldest first. */
export const APPLICATION_ORDERS = ['newest', 'oldest'] as const;
export type ApplicationOrder = (typeof APPLICATION_ORDERS)[number];

export const applicationFiltersShape = {
  state: z.array(applicationStateSchema).max(11).optional(),
  /** The year the application was created in. */
  year: intSchema(2000, 2100).optional(),
  /** In the call's or the policy's title, or the 申报编号. */
  keyword: filterTextSchema,
  /** By submission time (a draft's creation): newest first unless asked otherwise. */
  order: z.enum(APPLICATION_ORDERS, { error: '排序方式不正确' }).optional(),
};

export const application_list = defineCall({
  name: 'application_list',
  method: 'POST',
  path: '/api/application/list',
  auth: 'enterprise',
  summary: '本企业的申报记录（按状态、年度、关键词筛选；申报中用进行中的状态）',
  body: z.object({ ...pageShape(10), ...applicationFiltersShape }),
  data: pagedSchema(applicationItemSchema),
});

/**
 * Not a JSON call: POST this path with the `token` header and a JSON body of the list's filters;
 * the answer is an .xlsx file (Content-Disposition names it), at most APPLICATION_EXPORT_MAX rows.
 * A refusal is the usual `{ code, msg }` envelope (401 not logged in, 400 bad filters).
 */
export const APPLICATION_EXPORT_PATH = '/api/application/export';
export const APPLICATION_EXPORT_MAX = 10_000;
export const applicationExportBodySchema = z.object(applicationFiltersShape);
export type ApplicationExportBody = z.input<typeof applicationExportBodySchema>;

// ---- support obtained (/yinformation) ----

export const obtainedSourceSchema = z.enum(['award', 'application', 'exempt']);
export const OBTAINED_SOURCE_LABELS = {
  award: '获扶持公示',
  application: '政策申报',
  exempt: '免申即享',
} as const;

export const obtainedItemSchema = z.object({
  source: obtainedSourceSchema,
  /** The award-list row, the application or the case. */
  id: idSchema,
  policy: z.object({ id: idSchema, title: z.string() }).nullable(),
  call: z.object({ id: idSchema, title: z.string() }).nullable(),
  /** The project as published (award lists) or the call's title. */
  title: z.string(),
  /** 万元. */
  amount: z.number().nonnegative(),
  /** Published, paid or received (YYYY-MM-DD, Asia/Shanghai). */
  date: isoDateSchema,
  /** The application's or case's state (paid / received); null for an award-list row. */
  state: z.string().nullable(),
  state_label: z.string(),
  /** For 确认到账 of a paid application or case. */
  version: intSchema(0).nullable(),
});
export type ObtainedItem = z.infer<typeof obtainedItemSchema>;

export const policy_obtained = defineCall({
  name: 'policy_obtained',
  method: 'POST',
  path: '/api/application/obtained',
  auth: 'enterprise',
  summary: '本企业已获政策扶持：公示名单、已拨付或已到账的申报与免申即享，按年度合计',
  body: z.object({}),
  data: z.object({
    list: z.array(obtainedItemSchema),
    /** Newest year first. */
    totals: z.array(
      z.object({
        year: intSchema(2000, 2100),
        amount: z.number().nonnegative(),
        count: z.number().int().nonnegative(),
      }),
    ),
    total_amount: z.number().nonnegative(),
  }),
});

// ---- the material library ----

export const materialKindSchema = z
  .string({ error: '请选择材料类型' })
  .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: '材料类型有误' });

export const material_library_list = defineCall({
  name: 'material_library_list',
  method: 'POST',
  path: '/api/material/list',
  auth: 'enterprise',
  summary: '本企业材料库（可按类型筛选；过期的标注已过期）',
  body: z.object({ kind: materialKindSchema.optional() }),
  data: z.array(libraryMaterialSchema),
});

export const material_library_add = defineCall({
  name: 'material_library_add',
  method: 'POST',
  path: '/api/material/add',
  auth: 'enterprise',
  summary: '把已上传的文件存入本企业材料库',
  body: z.object({
    kind: materialKindSchema,
    name: z
      .string({ error: '请填写材料名称' })
      .trim()
      .min(1, { error: '请填写材料名称', abort: true })
      .max(100, { error: '材料名称不能超过100个字符' }),
    upload_id: uploadIdSchema,
    valid_until: z
      .string({ error: '有效期须为 YYYY-MM-DD 格式' })
      .refine(isRealIsoDate, { error: '有效期须为有效日期（YYYY-MM-DD）' })
      .optional(),
  }),
  data: libraryMaterialSchema,
});

export const material_library_remove = defineCall({
  name: 'material_library_remove',
  method: 'POST',
  path: '/api/material/remove',
  auth: 'enterprise',
  summary: '从本企业材料库移除一份材料（已提交的申报仍保留其文件）',
  body: z.object({ id: idSchema }),
  data: z.object({ id: idSchema }),
});

// ---- 免申即享 (the member's answers) ----

export const bankAccountSchema = z.object(
  {
    bank: z
      .string({ error: '请填写开户银行' })
      .trim()
      .min(2, { error: '请填写开户银行', abort: true })
      .max(100, { error: '开户银行不能超过100个字符' }),
    accountName: z
      .string({ error: '请填写账户名称' })
      .trim()
      .min(2, { error: '请填写账户名称', abort: true })
      .max(100, { error: '账户名称不能超过100个字符' }),
    accountNumber: z
      .string({ error: '请填写银行账号' })
      .trim()
      .regex(/^\d{8,30}$/, { error: '银行账号须为8至30位数字' }),
  },
  { error: '请填写收款账户' },
);
export type BankAccountInput = z.input<typeof bankAccountSchema>;

export const snapshotConditionSchema = z.object({
  id: z.string(),
  label: z.string(),
  field: z.string(),
  /** met 符合 / failed 不符合 / unknown 待确认. */
  outcome: z.enum(['met', 'failed', 'unknown']),
  value: z.unknown(),
  source: z.string(),
  as_of: z.string().nullable(),
});

export const exemptCaseSchema = z.object({
  id: idSchema,
  call: callBriefSchema,
  state: exemptCaseStateSchema,
  version: intSchema(0),
  amount: z.number().nonnegative().nullable(),
  /** The data the match used, condition by condition. */
  snapshot: z.array(snapshotConditionSchema),
  /** The receiving account, its number masked but the last 4 digits. */
  bank_account: z
    .object({ bank: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
  /** What the member said when declining or disputing. */
  member_note: z.string().nullable(),
  /** The operator's reason when re-notifying or closing. */
  reason: z.string().nullable(),
  next_step: z.string(),
  deadline: nextDeadlineSchema.nullable(),
  /** The events the member may make now: confirm, decline, dispute, confirm_receipt. */
  actions: z.array(z.string()),
  createtime: epochSecondsSchema,
  updatetime: epochSecondsSchema,
  notifytime: epochSecondsSchema.nullable(),
  answertime: epochSecondsSchema.nullable(),
  paidtime: epochSecondsSchema.nullable(),
});
export type ExemptCase = z.infer<typeof exemptCaseSchema>;

export const exemptCaseDetailSchema = exemptCaseSchema.extend({
  timeline: z.array(timelineEntrySchema),
});
export type ExemptCaseDetail = z.infer<typeof exemptCaseDetailSchema>;

const caseTarget = { id: idSchema, version: versionSchema };

export const exempt_case_list = defineCall({
  name: 'exempt_case_list',
  method: 'POST',
  path: '/api/exempt/list',
  auth: 'enterprise',
  summary: '本企业的免申即享事项（待确认的在前）',
  body: z.object({ state: z.array(exemptCaseStateSchema).max(9).optional() }),
  data: z.array(exemptCaseSchema),
});

export const exempt_case_detail = defineCall({
  name: 'exempt_case_detail',
  method: 'POST',
  path: '/api/exempt/detail',
  auth: 'enterprise',
  summary: '一项免申即享的详情：比对所用的数据（逐项条件）、进度与下一步',
  body: z.object({ id: idSchema }),
  data: exemptCaseDetailSchema,
});

export const exempt_case_confirm = defineCall({
  name: 'exempt_case_confirm',
  method: 'POST',
  path: '/api/exempt/confirm',
  auth: 'enterprise',
  summary: '确认享受免申即享政策并填写收款账户',
  body: z.object({ ...caseTarget, bank_account: bankAccountSchema }),
  data: exemptCaseSchema,
});

export const exempt_case_decline = defineCall({
  name: 'exempt_case_decline',
  method: 'POST',
  path: '/api/exempt/decline',
  auth: 'enterprise',
  summary: '放弃享受免申即享政策（须说明原因）',
  body: z.object({ ...caseTarget, reason: reasonSchema('请填写放弃原因', '放弃原因') }),
  data: exemptCaseSchema,
});

export const exempt_case_dispute = defineCall({
  name: 'exempt_case_dispute',
  method: 'POST',
  path: '/api/exempt/dispute',
  auth: 'enterprise',
  summary: '对比对所用的数据提出异议（说明哪项数据有误），转平台复核',
  body: z.object({ ...caseTarget, note: reasonSchema('请说明哪项数据有误', '异议说明') }),
  data: exemptCaseSchema,
});

export const exempt_case_confirm_receipt = defineCall({
  name: 'exempt_case_confirm_receipt',
  method: 'POST',
  path: '/api/exempt/confirm_receipt',
  auth: 'enterprise',
  summary: '确认免申即享资金已到账',
  body: z.object(caseTarget),
  data: exemptCaseSchema,
});
