// Enterprise records of the member.
import { z } from 'zod';
import { boundedDateSchema, boundedNumberSchema } from '../bounds.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { countSchema, epochSecondsSchema, idSchema, intSchema, pageShape } from './common.js';

/** Counts behind the renewal warning (contract §3, §4). */
export const renewalCountsSchema = z.object({
  /** Qualifications (资质). */
  zzgl: countSchema,
  patent_num: countSchema,
  /** Works copyrights (作品). */
  copyright_num: countSchema,
  /** Software copyrights (软著). */
  softright_num: countSchema,
  /** Trademarks (商标). */
  brand_num: countSchema,
});
export type RenewalCounts = z.infer<typeof renewalCountsSchema>;

/**
 * The deadline inbox's category of each counted kind (deadline_list lists every counted item
 * under it), so the warning can link each count to /deadlines?category=….
 */
export const RENEWAL_DEADLINE_CATEGORIES = {
  zzgl: '资质',
  patent_num: '专利年费',
  copyright_num: '作品著作权',
  softright_num: '软件著作权',
  brand_num: '商标续展',
} as const satisfies Record<keyof RenewalCounts, string>;

export const list_count = defineCall({
  name: 'list_count',
  method: 'POST',
  path: '/api/Enterprise/list_count',
  auth: 'enterprise',
  summary: '企业续费预警数量（资质、专利、作品、软著、商标）',
  body: z.object({ enterprise_id: idSchema }),
  data: renewalCountsSchema,
});

// ---- The enterprise record (企业信息, /information; DOMAIN §7) ----

/** Where a field's value came from: 企业填报 / 公开数据 / 平台核验. */
export const RECORD_SOURCES = ['enterprise', 'public', 'verified'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const RECORD_SOURCE_LABELS: Record<RecordSource, string> = {
  enterprise: '企业填报',
  public: '公开数据',
  verified: '平台核验',
};

export const ENTERPRISE_SCALES = ['大型', '中型', '小型', '微型'] as const;

/** Amounts in 万元: ≥ 0, at most two decimals, at most WAN_YUAN_MAX (bounds.ts). */
function amountSchema(label: string) {
  return boundedNumberSchema(label, '万元');
}

function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label}须为文本` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` });
}

const PHONE = /^(?:1[3-9]\d{9}|(?:\d{3,4}-)?\d{7,8})$/;

export const recordContactSchema = z.strictObject({
  name: boundedText('联系人姓名', 30).min(1, { error: '请输入联系人姓名' }),
  title: boundedText('联系人职务', 30),
  phone: z
    .string({ error: '请输入联系人电话' })
    .trim()
    .min(1, { error: '请输入联系人电话', abort: true })
    .regex(PHONE, { error: '联系人电话格式有误（手机号或带区号的固定电话）' }),
  email: z
    .string({ error: '联系人邮箱须为文本' })
    .trim()
    .max(254, { error: '联系人邮箱不能超过254个字符', abort: true })
    .refine((value) => value === '' || z.regexes.email.test(value), {
      error: '联系人邮箱格式有误',
    }),
});
export type RecordContact = z.infer<typeof recordContactSchema>;

/**
 * The fields an enterprise member edits on /information. Name and credit code come from the
 * authentication and are not here; the R&D share is computed; IP counts and qualifications come
 * from their own records. The industry code and the district/street pair are checked against the
 * SDK's datasets by the server (they are not imported here, so this module stays small).
 */
export const recordFieldsShape = {
  legal_person: boundedText('法定代表人', 50).min(1, { error: '请输入法定代表人' }),
  // From 1949-01-01 to today (Asia/Shanghai): 0001-01-01 is no founding date.
  established_on: boundedDateSchema('成立日期', { past: true }).nullable(),
  registered_capital: amountSchema('注册资本').nullable(),
  district: boundedText('所属区', 20),
  street: boundedText('所属街道', 30),
  address: boundedText('详细地址', 200),
  industry_code: z
    .string({ error: '行业分类须为文本' })
    .trim()
    .regex(/^(?:\d{2,3})?$/, { error: '行业分类代码有误' }),
  scale: z.enum([...ENTERPRISE_SCALES, ''], { error: '企业规模须为大型、中型、小型或微型' }),
  average_staff: boundedNumberSchema('年平均从业人数', '人').nullable(),
  revenue: amountSchema('营业收入').nullable(),
  rd_spending: amountSchema('研发费用').nullable(),
  tax_paid: amountSchema('纳税总额').nullable(),
  // 信用 (DOMAIN §2): the enterprise declares it (是 / 否); its source (企业填报) and the date it
  // was declared are the field's, as for every field. null: not declared (the match says 待确认).
  credit_clean: z.boolean({ error: '近三年无严重失信记录须选择是或否' }).nullable(),
  contacts: z
    .array(recordContactSchema, { error: '联系人须为列表' })
    .max(10, { error: '联系人最多10位' }),
} as const;

export const recordFieldsSchema = z.strictObject(recordFieldsShape);
export type RecordFields = z.infer<typeof recordFieldsSchema>;
export type RecordFieldName = keyof RecordFields;
/** Every field the record shows with a source: the editable ones, name and credit code. */
export type RecordSourcedField = RecordFieldName | 'name' | 'credit_code';

export const RECORD_FIELD_LABELS: Record<RecordSourcedField, string> = {
  name: '企业名称',
  credit_code: '统一社会信用代码',
  legal_person: '法定代表人',
  established_on: '成立日期',
  registered_capital: '注册资本（万元）',
  district: '所属区',
  street: '所属街道',
  address: '详细地址',
  industry_code: '行业分类',
  scale: '企业规模',
  average_staff: '年平均从业人数',
  revenue: '营业收入（万元）',
  rd_spending: '研发费用（万元）',
  tax_paid: '纳税总额（万元）',
  credit_clean: '近三年无严重失信记录',
  contacts: '联系人',
};

/** The fields as stored: older records may lack what a save now requires (a legal person). */
const recordFieldsDataSchema = z.object({
  legal_person: z.string(),
  established_on: z.string().nullable(),
  registered_capital: z.number().nullable(),
  district: z.string(),
  street: z.string(),
  address: z.string(),
  industry_code: z.string(),
  scale: z.string(),
  average_staff: z.number().int().nullable(),
  revenue: z.number().nullable(),
  rd_spending: z.number().nullable(),
  tax_paid: z.number().nullable(),
  // Absent in answers of servers older than the field: read as not declared.
  credit_clean: z.boolean().nullable().default(null),
  contacts: z.array(
    z.object({ name: z.string(), title: z.string(), phone: z.string(), email: z.string() }),
  ),
});

export const recordFieldSourceSchema = z.object({
  source: z.enum(RECORD_SOURCES),
  /** When the value was last set or confirmed (epoch seconds). */
  at: epochSecondsSchema,
});

export const enterpriseRecordSchema = z.object({
  enterprise_id: idSchema,
  /** Send it back with a save: a save naming an older version is refused (409). */
  version: countSchema,
  name: z.string(),
  credit_code: z.string(),
  fields: recordFieldsDataSchema,
  /** 研发费用 / 营业收入 in percent with two decimals; null when either is missing or revenue is 0. */
  rd_share: z.number().nonnegative().nullable(),
  /** Per field (name and credit code included): its source and date; absent when never set. */
  sources: z.partialRecord(
    z.enum([...Object.keys(RECORD_FIELD_LABELS)] as [RecordSourcedField, ...RecordSourcedField[]]),
    recordFieldSourceSchema,
  ),
  /** 资质, maintained in 资质管理. */
  qualifications: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      number: z.string(),
      issuing_authority: z.string(),
      status: z.enum(['valid', 'pending', 'lapsed']),
      issued_on: z.string().nullable(),
      due_on: z.string().nullable(),
    }),
  ),
  /** Counts of the IP records (知识产权), every status. */
  ip: z.object({
    invention_patents: countSchema,
    utility_patents: countSchema,
    design_patents: countSchema,
    trademarks: countSchema,
    copyrights: countSchema,
    software_copyrights: countSchema,
  }),
  updated_at: epochSecondsSchema.nullable(),
});
export type EnterpriseRecord = z.infer<typeof enterpriseRecordSchema>;

export const enterprise_record = defineCall({
  name: 'enterprise_record',
  method: 'POST',
  path: '/api/Enterprise/record',
  auth: 'enterprise',
  summary: '本企业信息（各字段来源与日期、资质、知识产权数量、版本）',
  // Strict: the enterprise is the caller's own, and a body naming one is refused, not ignored.
  body: z.strictObject({}),
  data: enterpriseRecordSchema,
});

export const enterprise_record_save = defineCall({
  name: 'enterprise_record_save',
  method: 'POST',
  path: '/api/Enterprise/record_save',
  auth: 'enterprise',
  summary: '修改本企业信息（只传改动的字段与读取时的版本）',
  body: z.strictObject({
    version: intSchema(0),
    fields: recordFieldsSchema.partial(),
  }),
  data: enterpriseRecordSchema,
});

/** A field's value before or after an edit, as stored. */
export const recordValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  recordFieldsDataSchema.shape.contacts,
]);

export const recordVersionSchema = z.object({
  version: countSchema,
  /** epoch seconds */
  at: epochSecondsSchema,
  /** The editing member's name, masked; 平台 when the platform made the change. */
  editor: z.string(),
  changes: z.array(
    z.object({ field: z.string(), before: recordValueSchema, after: recordValueSchema }),
  ),
});
export type RecordVersion = z.infer<typeof recordVersionSchema>;

export const enterprise_record_history = defineCall({
  name: 'enterprise_record_history',
  method: 'POST',
  path: '/api/Enterprise/record_history',
  auth: 'enterprise',
  summary: '本企业信息的修改记录（谁、何时、各字段修改前后），新的在前',
  body: z.strictObject({ ...pageShape(10) }),
  data: pagedSchema(recordVersionSchema),
});
