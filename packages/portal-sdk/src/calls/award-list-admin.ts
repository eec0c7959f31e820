// 获扶持名单 (award lists, issue 26): the lists of supported enterprises the home page's 最新政策
// table and the enterprises' 已获政策 show. Operators list them, open one, delete a wrongly
// published one (audited, with the reason), and import one from an Excel workbook: every row is
// checked and, when any row is wrong, nothing is written and every wrong row is named (row number
// as Excel shows it, column, reason). Building a list from a call's supported applications stays
// `admin_award_list_publish` (application-admin). Console only (paths /api/console/award-list/…).
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import type { RoleAuth } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import {
  countSchema,
  epochSecondsSchema,
  filterTextSchema,
  idSchema,
  pageShape,
  policyLevelSchema,
  titleSchema,
} from './common.js';
import { POLICY_LEVELS } from '../constants.js';

/** Who manages award lists: the operators (平台运营). */
export const AWARD_LIST_AUTH = { roles: ['operator'] } as const satisfies RoleAuth;

export const AWARD_LIST_NAME_MAX = 200;
export const AWARD_DELETE_REASON_MAX = 200;

/** 名单名称, as the home page's list of award lists shows it. */
export const awardListNameSchema = z
  .string({ error: '请填写名单名称' })
  .trim()
  .min(2, { error: '请填写名单名称（至少2个字）', abort: true })
  .max(AWARD_LIST_NAME_MAX, { error: `名单名称不能超过${AWARD_LIST_NAME_MAX}个字符` });

/** The level a list is shown under on the home page (国家级 … 区县级). */
export const awardListLevelSchema = z.union(
  [
    z.literal(POLICY_LEVELS.national),
    z.literal(POLICY_LEVELS.province),
    z.literal(POLICY_LEVELS.city),
    z.literal(POLICY_LEVELS.district),
  ],
  { error: '请选择名单级别（国家级、省级、市级或区县级）' },
);

export const awardListSchema = z.object({
  id: idSchema,
  entry_name: titleSchema,
  level: policyLevelSchema,
  /** The document and the call it publishes the results of; null when none is linked. */
  policy_id: idSchema.nullable(),
  policy_title: titleSchema.nullable(),
  call_id: idSchema.nullable(),
  call_title: titleSchema.nullable(),
  /** How many enterprises it lists. */
  companies: countSchema,
  /** Of them, how many are not in the enterprise directory (未匹配: no enterprise sees it). */
  unmatched: countSchema,
  /** The sum of the amounts, 万元. */
  total_money: z.number().nonnegative(),
  /** When it was published (the home page's 发布日期). */
  created_at: epochSecondsSchema,
});
export type AwardList = z.infer<typeof awardListSchema>;

export const awardCompanySchema = z.object({
  id: idSchema,
  /** The directory enterprise; null: 未匹配 (the name as published, in no enterprise's 已获政策). */
  enterprise_id: idSchema.nullable(),
  enterprise_name: titleSchema,
  /** The directory's code of a matched enterprise; null when unmatched or it has none. */
  credit_code: z.string().nullable(),
  topic_name: titleSchema,
  unit: titleSchema,
  total_money: z.number().nonnegative(),
});
export type AwardCompany = z.infer<typeof awardCompanySchema>;

export const admin_award_list_list = defineCall({
  name: 'admin_award_list_list',
  method: 'POST',
  path: '/api/console/award-list/list',
  auth: AWARD_LIST_AUTH,
  summary: '运营：获扶持名单列表（按名单名称关键词、级别筛选，最新在前），含企业数与金额合计',
  body: z.object({
    ...pageShape(20),
    keyword: filterTextSchema,
    level: awardListLevelSchema.optional(),
  }),
  data: pagedSchema(awardListSchema),
});

export const admin_award_list_detail = defineCall({
  name: 'admin_award_list_detail',
  method: 'POST',
  path: '/api/console/award-list/detail',
  auth: AWARD_LIST_AUTH,
  summary: '运营：一份获扶持名单及其企业（按金额从高到低，分页）',
  body: z.object({ id: idSchema, ...pageShape(50) }),
  data: z.object({ award_list: awardListSchema, companies: pagedSchema(awardCompanySchema) }),
});

/**
 * Deletes the list and its rows: the table keeps no state, so a list that was published by
 * mistake is removed rather than hidden; the audit log keeps what it was and why it went.
 */
export const admin_award_list_delete = defineCall({
  name: 'admin_award_list_delete',
  method: 'POST',
  path: '/api/console/award-list/delete',
  auth: AWARD_LIST_AUTH,
  summary: '运营：删除一份误发布的获扶持名单（须填写原因，记入审计日志）',
  body: z.object({
    id: idSchema,
    reason: z
      .string({ error: '请填写删除原因' })
      .trim()
      .min(2, { error: '请填写删除原因（至少2个字）', abort: true })
      .max(AWARD_DELETE_REASON_MAX, {
        error: `删除原因不能超过${AWARD_DELETE_REASON_MAX}个字符`,
      }),
  }),
  data: z.object({ id: idSchema, entry_name: titleSchema, companies: countSchema }),
});

// ---- the Excel import ----

/** A workbook larger than this is refused before it is read. */
export const AWARD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows (blank rows not counted) one import may hold. */
export const AWARD_IMPORT_MAX_ROWS = 5_000;
/** The refusal lists at most this many problems; the error report has them all. */
export const AWARD_IMPORT_PROBLEMS_LISTED = 1_000;
/** One enterprise's amount, 万元 (100 亿元: above any real award, below the column's limit). */
export const AWARD_MONEY_MAX = 1_000_000;
export const AWARD_ENTERPRISE_NAME_MAX = 100;
export const AWARD_TOPIC_MAX = 200;
export const AWARD_UNIT_MAX = 100;

/** The sheet's columns, in the template's order; the header row must name each once. */
export const AWARD_IMPORT_COLUMNS = [
  { key: 'enterprise_name', header: '企业名称' },
  { key: 'credit_code', header: '统一社会信用代码' },
  { key: 'topic_name', header: '项目名称' },
  { key: 'unit', header: '主管单位' },
  { key: 'total_money', header: '扶持金额（万元）' },
] as const;
export type AwardImportColumnKey = (typeof AWARD_IMPORT_COLUMNS)[number]['key'];

/** The template's example row: marked so an import that still holds it names it. */
export const AWARD_IMPORT_EXAMPLE_MARK = '（示例）';
export const AWARD_IMPORT_EXAMPLE: Readonly<Record<AwardImportColumnKey, string | number>> = {
  enterprise_name: `${AWARD_IMPORT_EXAMPLE_MARK}杭州某某科技有限公司`,
  credit_code: '91330100MA27Y5QK7Q',
  topic_name: '研发投入补助',
  unit: '杭州市科学技术局',
  total_money: 25.5,
};

const headers = AWARD_IMPORT_COLUMNS.map((column) => column.header).join('、');

/** What the import says, in one place: the server's refusals and the console's hints. */
export const AWARD_IMPORT_MESSAGES = {
  noFile: '请选择要导入的 Excel 文件（.xlsx）',
  badForm: '上传内容有误，请重新选择文件后提交',
  tooLarge: `文件不能超过 ${AWARD_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  empty: '文件为空，请检查后重新选择',
  oldExcel: '不支持 .xls 格式，请在 Excel 中“另存为” .xlsx 后再导入',
  notXlsx: '文件不是有效的 Excel（.xlsx）文件，请使用“下载模板”得到的格式',
  unpackedTooLarge: '文件内容过大（解压后超过限制），请只保留名单数据后再导入',
  noSheet: '文件中没有工作表',
  wrongHeader: (found: string) =>
    `表头不正确：第一个工作表须有一行表头，依次为 ${headers}${found ? `（读到的是：${found}）` : ''}，请使用模板填写`,
  missingColumns: (missing: string) =>
    `表头缺少列：${missing}。应有的列为 ${headers}，请使用模板填写`,
  repeatedColumn: (header: string) => `表头中“${header}”出现了不止一次，请只保留一列`,
  noRows: '表中没有企业数据（表头之下都是空行）',
  tooManyRows: `一次最多导入 ${AWARD_IMPORT_MAX_ROWS} 家企业，请分成几份名单导入`,
  rowsRefused: (rows: number, problems: number) =>
    `有 ${rows} 行不符合要求（共 ${problems} 处），未导入任何数据。请按错误列表修改后重新导入`,
  // A cell's problems (the column is named beside them).
  formula: '单元格含公式，请改为直接填写内容（复制后“选择性粘贴 → 数值”）',
  formulaLike: '内容不能以 = + - @ 开头（会被表格软件当作公式）',
  controlCharacter: '含有不允许的控制字符',
  notText: '须为文字',
  required: (header: string) => `请填写${header}`,
  tooLong: (header: string, max: number) => `${header}不能超过${max}个字`,
  creditCodeNumber:
    '统一社会信用代码须按文本填写（数字格式会丢失位数），请把该列设为“文本”后重新填写',
  creditCodeLength: '统一社会信用代码应为18位',
  creditCodeCheck: '统一社会信用代码有误（校验位不符），请核对',
  moneyNotNumber: '扶持金额须为数字，单位万元（如 25.5）',
  moneyNegative: '扶持金额不能为负数',
  moneyDecimals: '扶持金额最多保留两位小数',
  moneyTooLarge: `单家企业扶持金额不能超过 ${AWARD_MONEY_MAX} 万元`,
  exampleRow: '这是模板中的示例行，请删除后再导入',
  // A row's problems with the directory or the other rows.
  repeatedEnterprise: (row: number) => `与第 ${row} 行是同一家企业，一份名单中每家企业只列一次`,
  codeNameMismatch: (directoryName: string) =>
    `该统一社会信用代码在企业库中是“${directoryName}”，与所填企业名称不一致，请核对`,
  nameCodeMismatch: '企业库中同名企业的统一社会信用代码与所填不一致，请核对',
  ambiguousName: '企业库中有多家同名企业，请填写统一社会信用代码以便准确匹配',
  // Linking the list.
  policyMissing: '所选政策不存在',
  callMissing: '所选申报通知不存在',
  callOfOtherPolicy: '所选申报通知不属于所选政策',
} as const;

/** Numbers arrive as text in a multipart form: '' is "not given", digits a number. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
    schema,
  );

/** The form fields sent with the workbook (multipart, beside the file `file`). */
export const awardImportFieldsSchema = z.object({
  entry_name: awardListNameSchema,
  level: formNumber(awardListLevelSchema),
  /** Optional: the document whose results it lists (taken from the call when only it is given). */
  policy_id: formNumber(idSchema.optional()),
  call_id: formNumber(idSchema.optional()),
});
export type AwardImportFields = z.input<typeof awardImportFieldsSchema>;

/** One problem of the workbook: a cell (`column` its header) or a whole row (`column` null). */
export const awardImportProblemSchema = z.object({
  /** The row number as Excel shows it. */
  row: z.number().int().positive(),
  column: z.string().nullable(),
  message: z.string(),
});
export type AwardImportProblem = z.infer<typeof awardImportProblemSchema>;

/** The refusal's `data` (HTTP 400, nothing written): every wrong row, each problem once. */
export const awardImportRefusalSchema = z.object({
  /** Data rows read. */
  rows: countSchema,
  /** Rows with at least one problem. */
  bad_rows: countSchema,
  /** All problems found; `problems` lists the first AWARD_IMPORT_PROBLEMS_LISTED. */
  problem_count: countSchema,
  problems: z.array(awardImportProblemSchema),
});
export type AwardImportRefusal = z.infer<typeof awardImportRefusalSchema>;

/** The success's `data`: the list as written, and the rows not found in the directory. */
export const awardImportResultSchema = z.object({
  award_list: awardListSchema,
  unmatched_rows: z.array(
    z.object({ row: z.number().int().positive(), enterprise_name: titleSchema }),
  ),
});
export type AwardImportResult = z.infer<typeof awardImportResultSchema>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The import (a file route, not a defineCall: the request is multipart). POST the fields of
 * `fields` and the workbook as `file` with a console token header. The answer is the envelope:
 * 200 with `data` as `awardImportResultSchema` (the group and all its rows written in one
 * transaction, audited); 400 with `data` as `awardImportRefusalSchema` when rows are wrong, or
 * with only `msg` when the file itself is refused (size, type, header, row count) — nothing
 * written either way.
 */
export const AWARD_LIST_IMPORT = {
  name: 'admin_award_list_import',
  method: 'POST',
  path: '/api/console/award-list/import',
  auth: AWARD_LIST_AUTH,
  summary: `运营：从 Excel 导入一份获扶持名单（逐行校验，任何一行有误则整份不导入；最多${AWARD_IMPORT_MAX_ROWS}家）`,
  fields: awardImportFieldsSchema,
  accept: `.xlsx,${XLSX_MIME}`,
  maxBytes: AWARD_IMPORT_MAX_BYTES,
  maxRows: AWARD_IMPORT_MAX_ROWS,
  data: awardImportResultSchema,
  refusal: awardImportRefusalSchema,
} as const;

/** The template: an .xlsx with the header row, one example row and a sheet of 填写说明. */
export const AWARD_LIST_TEMPLATE = {
  name: 'admin_award_list_template',
  method: 'POST',
  path: '/api/console/award-list/template',
  auth: AWARD_LIST_AUTH,
  summary: '运营：下载获扶持名单导入模板（Excel）',
  mimeType: XLSX_MIME,
  fileName: '获扶持名单导入模板.xlsx',
} as const;

/**
 * The error report: POST the same workbook (multipart `file`); the answer is an .xlsx of its
 * wrong rows as they were, with 行号 and an added 错误原因 column (text that a spreadsheet would
 * run as a formula is shown with a leading '). A file refused as a whole answers the envelope.
 */
export const AWARD_LIST_ERROR_REPORT = {
  name: 'admin_award_list_error_report',
  method: 'POST',
  path: '/api/console/award-list/error-report',
  auth: AWARD_LIST_AUTH,
  summary: '运营：下载导入错误报告（Excel：有误的行及错误原因）',
  mimeType: XLSX_MIME,
  fileName: '获扶持名单错误报告.xlsx',
} as const;
