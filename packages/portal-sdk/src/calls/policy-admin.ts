// Operators' authoring of the policy library (平台运营; issue 14): documents and their calls for
// applications with the conditions as JSON (checked by `conditionNodeSchema`: known fields and
// operators only), publishing, validity (revised → successor, repealed), and the 免申即享 batch.
// Every call is role-checked (`auth: { roles: ['operator'] }`) and audited; an edit names the
// version it read and a stale one is refused (409). Console only: the portal never imports this.
import { z } from 'zod';
import {
  amountRuleAnswerSchema,
  amountRuleSchema,
  conditionNodeSchema,
} from '../conditions/index.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  countSchema,
  epochSecondsSchema,
  idSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
} from './common.js';
import {
  editorFilterShape,
  // The version an edit read.
  editStampSchema as versionSchema,
  labelledText as text,
  publishStateSchema,
  requiredText as required,
} from './editor-fields.js';
import { deliveryModeSchema } from './policy-library.js';

// Shared with content-admin (editor-fields.ts), still exported here: apps import them from this domain.
export { PUBLISH_STATE_LABELS, publishStateSchema } from './editor-fields.js';

const day = (label: string) => z.iso.date({ error: `${label}格式应为YYYY-MM-DD` });

export const ADMIN_VALIDITY_LABELS = {
  current: '现行有效',
  revised: '已修订',
  repealed: '已废止',
} as const;
export const adminValiditySchema = z.enum(['current', 'revised', 'repealed'], {
  error: '有效性须为现行有效、已修订或已废止',
});

/** Empty, a mobile, a landline with its area code, or the 12345 hotline. */
const PHONE = /^(?:1[3-9]\d{9}|(?:\d{3,4}-)?\d{7,8}|12345)?$/;
const phoneSchema = text('咨询电话', 32).regex(PHONE, {
  error: '咨询电话格式有误（手机号或带区号的固定电话）',
});

/** A GB/T 4754 section letter or division code (the library filters by these). */
const industryCodeSchema = z
  .string()
  .trim()
  .regex(/^([A-T]|\d{2,4})$/, { error: '行业代码不正确（门类字母或大类数字）' });
const themeSchema = required('主题', 32);

// ---- documents ----

export const adminPolicyInputShape = {
  title: required('标题', 200),
  document_number: text('发文字号', 100).default(''),
  issuing_unit: required('发文机关', 100),
  level: policyLevelSchema,
  /** 全国 / 浙江省 / 杭州市 / a district of 杭州市 (a district document applies there only). */
  region: required('适用地区', 32),
  industry_codes: z.array(industryCodeSchema).max(30, { error: '行业最多30个' }).default([]),
  themes: z.array(themeSchema).max(10, { error: '主题最多10个' }).default([]),
  published_on: day('发布日期'),
  written_on: day('成文日期').nullable().default(null),
  valid_until: day('有效期至').nullable().default(null),
  summary: text('摘要', 1000).default(''),
  /** HTML; sanitized on the server. */
  body: required('正文', 200_000),
  interpretation: text('政策解读', 200_000).default(''),
  consult_phone: phoneSchema.default(''),
  verified_on: day('最后核验日期').nullable().default(null),
};

export const adminPolicySchema = z.object({
  id: idSchema,
  version: versionSchema,
  state: publishStateSchema,
  title: titleSchema,
  document_number: titleSchema,
  issuing_unit: titleSchema,
  level: policyLevelSchema,
  region: titleSchema,
  industry_codes: z.array(z.string().max(8)),
  themes: z.array(titleSchema),
  published_on: z.iso.date(),
  written_on: z.iso.date().nullable(),
  valid_until: z.iso.date().nullable(),
  validity: adminValiditySchema,
  successor_id: idSchema.nullable(),
  summary: z.string().max(1000),
  body: z.string(),
  interpretation: z.string(),
  consult_phone: titleSchema,
  verified_on: z.iso.date().nullable(),
  /** 万元: the largest ceiling of its published calls. */
  support_ceiling: z.number().nonnegative().nullable(),
  /** Calls under it, drafts included. */
  call_count: countSchema,
  updated_at: epochSecondsSchema.nullable(),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;

export const admin_policy_save = defineCall({
  name: 'admin_policy_save',
  method: 'POST',
  path: '/api/console/policy/save',
  auth: { roles: ['operator'] },
  summary: '运营：新建或编辑政策文件（编辑须带版本号，新建为草稿）',
  body: z.object({
    /** Absent to create a draft. */
    id: idSchema.optional(),
    /** The version read; required with id. */
    version: versionSchema.optional(),
    ...adminPolicyInputShape,
  }),
  data: adminPolicySchema,
});

export const admin_policy_publish = defineCall({
  name: 'admin_policy_publish',
  method: 'POST',
  path: '/api/console/policy/publish',
  auth: { roles: ['operator'] },
  summary: '运营：发布政策文件',
  body: z.object({ id: idSchema, version: versionSchema }),
  data: adminPolicySchema,
});

export const admin_policy_set_validity = defineCall({
  name: 'admin_policy_set_validity',
  method: 'POST',
  path: '/api/console/policy/validity',
  auth: { roles: ['operator'] },
  summary: '运营：标记政策为已修订（须指明新政策）、已废止或现行有效，并通知订阅者',
  body: z.object({
    id: idSchema,
    version: versionSchema,
    validity: adminValiditySchema,
    /** The published document that replaces it; required for revised. */
    successor_id: idSchema.optional(),
    valid_until: day('有效期至').nullable().optional(),
    reason: required('原因', 500),
  }),
  data: adminPolicySchema,
});

export const admin_policy_list = defineCall({
  name: 'admin_policy_list',
  method: 'POST',
  path: '/api/console/policy/list',
  auth: { roles: ['operator'] },
  summary: '运营：政策文件列表（含草稿），新更新的在前',
  body: z.object({
    ...pageShape(20),
    /** One document (the console's editor opens it by its address). */
    id: idSchema.optional(),
    ...editorFilterShape,
  }),
  data: pagedSchema(adminPolicySchema),
});

// ---- calls for applications ----

export const callFormFieldSchema = z.strictObject({
  key: required('表单字段键', 64).regex(/^[a-z][a-z0-9_]*$/, {
    error: '表单字段键须为小写字母开头的字母、数字或下划线',
  }),
  label: required('表单字段名称', 100),
  type: z.enum(['text', 'textarea', 'number', 'date', 'select'], {
    error: '表单字段类型须为 text、textarea、number、date 或 select',
  }),
  required: z.boolean({ error: '表单字段是否必填须为是或否' }),
  options: z.array(required('选项', 100)).max(50).optional(),
  unit: text('单位', 8).optional(),
  /** The enterprise-record field it starts from (revenue, rd_spending …). */
  prefill: text('预填字段', 64).optional(),
});

export const callMaterialInputSchema = z.strictObject({
  key: required('材料键', 64).regex(/^[a-z][a-z0-9_]*$/, {
    error: '材料键须为小写字母开头的字母、数字或下划线',
  }),
  name: required('材料名称', 100),
  required: z.boolean({ error: '材料是否必交须为是或否' }),
  description: text('材料说明', 1000).default(''),
  /** The material-library kind that can supply it (licence, audit_report …). */
  library_kind: text('材料库类别', 64).optional(),
});

const uniqueKeys = (items: readonly { key: string }[]) =>
  new Set(items.map((item) => item.key)).size === items.length;

export const adminCallInputShape = {
  policy_id: idSchema,
  title: required('申报通知标题', 200),
  /** Both null: 常年受理. */
  start_on: day('申报开始日期').nullable().default(null),
  end_on: day('申报截止日期').nullable().default(null),
  mode: deliveryModeSchema,
  support_type: required('支持方式', 32),
  /** 万元; null when it awards no money. */
  support_ceiling: z
    .number({ error: '支持上限须为数字' })
    .nonnegative({ error: '支持上限不能为负数' })
    .max(1e9, { error: '支持上限过大' })
    .nullable()
    .default(null),
  support_text: text('支持说明', 2000).default(''),
  /**
   * How a 免申即享 case's amount is computed — { kind: 'fixed', amount } or { kind: 'share',
   * field, percent } — capped at support_ceiling; null: the operator sets it at 公示.
   */
  amount_rule: amountRuleSchema.nullable().default(null),
  conditions: conditionNodeSchema,
  checklist: z.array(required('自查项', 500)).max(30, { error: '自查项最多30条' }).default([]),
  form_fields: z
    .array(callFormFieldSchema)
    .max(50, { error: '表单字段最多50个' })
    .refine(uniqueKeys, { error: '表单字段键不能重复' })
    .default([]),
  materials: z
    .array(callMaterialInputSchema)
    .max(30, { error: '材料最多30项' })
    .refine(uniqueKeys, { error: '材料键不能重复' })
    .default([]),
  handling_unit: text('受理部门', 200).default(''),
  consult_phone: phoneSchema.default(''),
};

export const adminCallSchema = z.object({
  id: idSchema,
  version: versionSchema,
  state: publishStateSchema,
  policy_id: idSchema,
  policy_title: titleSchema,
  title: titleSchema,
  start_on: z.iso.date().nullable(),
  end_on: z.iso.date().nullable(),
  mode: deliveryModeSchema,
  support_type: titleSchema,
  support_ceiling: z.number().nonnegative().nullable(),
  support_text: z.string().max(2000),
  amount_rule: amountRuleAnswerSchema.nullable(),
  /** As saved (a ConditionNode; see @qyfw/portal-sdk/conditions). */
  conditions: z.unknown(),
  checklist: z.array(z.string().max(500)),
  // Answers strip unknown keys (z.object), as every answer schema does.
  form_fields: z.array(z.object(callFormFieldSchema.shape)),
  materials: z.array(z.object(callMaterialInputSchema.shape)),
  handling_unit: titleSchema,
  consult_phone: titleSchema,
  published_at: epochSecondsSchema.nullable(),
  updated_at: epochSecondsSchema.nullable(),
});
export type AdminCall = z.infer<typeof adminCallSchema>;

export const admin_call_save = defineCall({
  name: 'admin_call_save',
  method: 'POST',
  path: '/api/console/call/save',
  auth: { roles: ['operator'] },
  summary: '运营：新建或编辑申报通知（条件为 JSON，只接受已知字段与运算符）',
  // The window's order is checked by the server (a refined object cannot take user_id).
  body: z.object({
    id: idSchema.optional(),
    version: versionSchema.optional(),
    ...adminCallInputShape,
  }),
  data: adminCallSchema,
});

/** What a 免申即享 batch did. */
export const exemptBatchSchema = z.object({
  call_id: idSchema,
  /** Enterprises in the call's region that were evaluated. */
  evaluated: countSchema,
  /** Of those, 可申报. */
  eligible: countSchema,
  /** Cases opened now (eligible ones that had none); a re-run opens none twice. */
  created: countSchema,
  /** Messages sent (one per member of each new case's enterprise). */
  notified: countSchema,
  duration_ms: countSchema,
});
export type ExemptBatch = z.infer<typeof exemptBatchSchema>;

export const admin_call_publish = defineCall({
  name: 'admin_call_publish',
  method: 'POST',
  path: '/api/console/call/publish',
  auth: { roles: ['operator'] },
  summary: '运营：发布申报通知并通知订阅者；免申即享的通知同时比对企业并推送',
  body: z.object({ id: idSchema, version: versionSchema }),
  data: z.object({ call: adminCallSchema, exempt: exemptBatchSchema.nullable() }),
});

export const admin_exempt_batch = defineCall({
  name: 'admin_exempt_batch',
  method: 'POST',
  path: '/api/console/call/exempt_batch',
  auth: { roles: ['operator'] },
  summary: '运营：对一条已发布的免申即享通知重新比对企业（已有的不重复推送）',
  body: z.object({ call_id: idSchema }),
  data: exemptBatchSchema,
});

export const admin_call_list = defineCall({
  name: 'admin_call_list',
  method: 'POST',
  path: '/api/console/call/list',
  auth: { roles: ['operator'] },
  summary: '运营：申报通知列表（含草稿），新更新的在前',
  body: z.object({
    ...pageShape(20),
    /** One call (the console's editor opens it by its address). */
    id: idSchema.optional(),
    policy_id: idSchema.optional(),
    state: publishStateSchema.optional(),
    mode: deliveryModeSchema.optional(),
  }),
  data: pagedSchema(adminCallSchema),
});

// ---- the preview of a draft's conditions ----

/** How many examples each level of a preview shows. */
export const CALL_PREVIEW_EXAMPLES = 5;

export const callPreviewExampleSchema = z.object({
  enterprise_id: idSchema,
  name: titleSchema,
  /** 6 项可核验条件符合 5 项，1 项待确认 — as /match says it. */
  summary: titleSchema,
  /**
   * Why, one line a condition as the match explains it: the failed ones for 暂不符合 (研发费用占比：
   * 要求 ≥ 3%，企业为 2.8%), the 待确认 ones for 可能符合; empty for 可申报.
   */
  reasons: z.array(titleSchema),
});
export type CallPreviewExample = z.infer<typeof callPreviewExampleSchema>;

const levelCountsShape = {
  eligible: countSchema,
  possible: countSchema,
  ineligible: countSchema,
};

export const callPreviewSchema = z.object({
  /** Enterprises the call's document applies to (all, or those of its district), by level. */
  counts: z.object({ ...levelCountsShape, total: countSchema }),
  /** Up to CALL_PREVIEW_EXAMPLES per level, in the enterprises' order (oldest record first). */
  examples: z.object({
    eligible: z.array(callPreviewExampleSchema),
    possible: z.array(callPreviewExampleSchema),
    ineligible: z.array(callPreviewExampleSchema),
  }),
  /** The district the enterprises were limited to (a district document), or null: all. */
  region: titleSchema.nullable(),
  /** The day the conditions were evaluated on (YYYY-MM-DD, Beijing time). */
  evaluated_on: z.iso.date(),
  duration_ms: countSchema,
});
export type CallPreview = z.infer<typeof callPreviewSchema>;

export const admin_call_preview = defineCall({
  name: 'admin_call_preview',
  method: 'POST',
  path: '/api/console/call/preview',
  auth: { roles: ['operator'] },
  summary: '运营：发布前预览申报条件——平台企业中可申报、可能符合、暂不符合各多少家，并举例说明',
  body: z.object({
    /** The draft's conditions, exactly as admin_call_save takes them (an unsaved draft too). */
    conditions: conditionNodeSchema,
    /** The document the draft is under: a district document limits the enterprises to its district. */
    policy_id: idSchema.optional(),
    /** The saved call being edited: its document, when policy_id is not given. */
    call_id: idSchema.optional(),
  }),
  data: callPreviewSchema,
});
