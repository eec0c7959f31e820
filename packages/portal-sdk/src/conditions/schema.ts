// The zod schema of a call's conditions (what admin_call_save accepts): only the fields of
// MATCH_FIELDS, only the operators that make sense for the field's kind, a value of the right shape
// for the operator, a tree at most MAX_CONDITION_DEPTH deep with at most MAX_CONDITION_LEAVES
// leaves whose ids are unique. Every message is Chinese and names the leaf (its id and label), so
// an operator authoring JSON knows which condition to fix.
import { z } from 'zod';
import { MATCH_FIELDS, MATCH_FIELD_NAMES } from './fields.js';
import type { MatchField, MatchFieldInfo } from './fields.js';
import { CONDITION_OPERATORS } from './types.js';
import type { ConditionLeaf, ConditionNode, ConditionOperator } from './types.js';

/** Nesting of all / any / not: the root is depth 1. */
export const MAX_CONDITION_DEPTH = 4;
export const MAX_CONDITION_LEAVES = 30;
/** Longest text of a label, a clause or a listed value. */
const MAX_TEXT = 200;
const MAX_LIST = 100;

/** The operators each field kind may use. */
export const OPERATORS_OF_KIND: Record<MatchFieldInfo['kind'], readonly ConditionOperator[]> = {
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between'],
  date: ['years_since_gte', 'years_since_lte'],
  text: ['eq', 'ne', 'in'],
  list: ['contains_any', 'contains_all', 'contains_none'],
  flag: ['is_true'],
};

/** Chinese names of the operators (messages and the operators' authoring help). */
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  eq: '等于',
  ne: '不等于',
  in: '属于其一',
  gt: '高于',
  gte: '不低于',
  lt: '低于',
  lte: '不高于',
  between: '介于',
  contains_any: '包含其一',
  contains_all: '全部包含',
  contains_none: '均不包含',
  is_true: '为是',
  years_since_gte: '已满（年）',
  years_since_lte: '不超过（年）',
};

/**
 * The operators as a back office's condition editor shows them (= ≠ > ≥ < ≤ 包含 不包含): the
 * console's select options, so an operator never writes an operator's code.
 */
export const OPERATOR_SYMBOLS: Record<ConditionOperator, string> = {
  eq: '=',
  ne: '≠',
  in: '属于',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  between: '介于',
  contains_any: '包含',
  contains_all: '全部包含',
  contains_none: '不包含',
  is_true: '是',
  years_since_gte: '已满（年）',
  years_since_lte: '不超过（年）',
};

const leafShape = z.strictObject({
  id: z
    .string({ error: '条件编号须为文本' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, {
      error: '条件编号须以字母开头，由字母、数字、下划线或连字符组成，最多 32 个字符',
    }),
  label: z
    .string({ error: '条件说明须为文本' })
    .trim()
    .min(1, { error: '请填写条件说明' })
    .max(MAX_TEXT, { error: `条件说明不能超过${MAX_TEXT}个字符` }),
  clause: z
    .string({ error: '条款出处须为文本' })
    .trim()
    .max(MAX_TEXT, { error: `条款出处不能超过${MAX_TEXT}个字符` })
    .default(''),
  field: z.enum(MATCH_FIELD_NAMES, {
    error: `字段须为其一：${MATCH_FIELD_NAMES.join('、')}`,
  }),
  op: z.enum(CONDITION_OPERATORS, {
    error: `运算符须为其一：${CONDITION_OPERATORS.join('、')}`,
  }),
  value: z.unknown().optional(),
});

const finiteNumber = z.number({ error: '须为数字' }).refine(Number.isFinite, { error: '须为数字' });
const nonNegative = finiteNumber.refine((n) => n >= 0, { error: '不能为负数' });
const textItem = z
  .string({ error: '列表中的每一项须为文本' })
  .trim()
  .min(1, { error: '列表中不能有空项' })
  .max(MAX_TEXT, { error: `列表中的每一项不能超过${MAX_TEXT}个字符` });
const textList = z
  .array(textItem, { error: '须为文本列表' })
  .min(1, { error: '列表不能为空' })
  .max(MAX_LIST, { error: `列表最多 ${MAX_LIST} 项` });
const range = z
  .tuple([finiteNumber, finiteNumber], { error: '须为 [下限, 上限] 两个数字' })
  .refine(([lo, hi]) => lo <= hi, { error: '下限不能大于上限' });

/** The value each operator takes (undefined: no value allowed). */
function valueSchemaOf(op: ConditionOperator, kind: MatchFieldInfo['kind']): z.ZodType | undefined {
  switch (op) {
    case 'eq':
    case 'ne':
      return kind === 'number'
        ? finiteNumber
        : z.string({ error: '须为文本' }).trim().min(1, { error: '不能为空' }).max(MAX_TEXT);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return finiteNumber;
    case 'between':
      return range;
    case 'in':
    case 'contains_any':
    case 'contains_all':
    case 'contains_none':
      return textList;
    case 'is_true':
      return undefined;
    case 'years_since_gte':
    case 'years_since_lte':
      return nonNegative.refine((n) => n <= 200, { error: '年数不能超过 200' });
  }
}

/** 条件 c1（研发费用占比不低于 3%）: how a message names a leaf. */
function leafName(raw: Record<string, unknown>): string {
  const id = typeof raw.id === 'string' && raw.id.trim() ? raw.id.trim() : '（无编号）';
  const label = typeof raw.label === 'string' && raw.label.trim() ? `（${raw.label.trim()}）` : '';
  return `条件 ${id}${label}`;
}

type Issue = { message: string; path: PropertyKey[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const GROUP_KEYS = ['all', 'any', 'not'] as const;

/** Walks the tree, collecting issues and the leaves; the parsed tree is rebuilt as it goes. */
function check(
  raw: unknown,
  path: PropertyKey[],
  depth: number,
  issues: Issue[],
  leaves: { id: string; name: string }[],
): ConditionNode | undefined {
  if (!isRecord(raw)) {
    issues.push({ message: '条件须为对象（叶子条件，或 all / any / not 组合）', path });
    return undefined;
  }
  const groupKey = GROUP_KEYS.find((key) => key in raw);
  if (groupKey) {
    if (Object.keys(raw).length !== 1) {
      issues.push({ message: `${groupKey} 组合只能有 ${groupKey} 一个键`, path });
      return undefined;
    }
    if (depth >= MAX_CONDITION_DEPTH) {
      issues.push({ message: `条件最多嵌套 ${MAX_CONDITION_DEPTH} 层`, path });
      return undefined;
    }
    if (groupKey === 'not') {
      const child = check(raw.not, [...path, 'not'], depth + 1, issues, leaves);
      return child && { not: child };
    }
    const children = raw[groupKey];
    if (!Array.isArray(children) || children.length === 0) {
      issues.push({ message: `${groupKey} 须为非空的条件列表`, path: [...path, groupKey] });
      return undefined;
    }
    const parsed = children.map((child, index) =>
      check(child, [...path, groupKey, index], depth + 1, issues, leaves),
    );
    if (parsed.some((child) => child === undefined)) return undefined;
    return groupKey === 'all'
      ? { all: parsed as ConditionNode[] }
      : { any: parsed as ConditionNode[] };
  }
  return checkLeaf(raw, path, issues, leaves);
}

function checkLeaf(
  raw: Record<string, unknown>,
  path: PropertyKey[],
  issues: Issue[],
  leaves: { id: string; name: string }[],
): ConditionLeaf | undefined {
  const name = leafName(raw);
  const shape = leafShape.safeParse(raw);
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const key = issue.path[0];
      const message =
        issue.code === 'unrecognized_keys'
          ? `不认识的键 ${issue.keys.join('、')}`
          : key === undefined || issue.message.startsWith('请')
            ? issue.message
            : `${String(key)}：${issue.message}`;
      issues.push({ message: `${name}：${message}`, path: [...path, ...issue.path] });
    }
    return undefined;
  }
  const { id, label, clause, field, op, value } = shape.data;
  leaves.push({ id, name });
  const info: MatchFieldInfo = MATCH_FIELDS[field as MatchField];
  if (!OPERATORS_OF_KIND[info.kind].includes(op)) {
    const allowed = OPERATORS_OF_KIND[info.kind].join('、');
    issues.push({
      message: `${name}：字段 ${field}（${info.label}）不能使用运算符 ${op}，可用：${allowed}`,
      path: [...path, 'op'],
    });
    return undefined;
  }
  const valueSchema = valueSchemaOf(op, info.kind);
  if (!valueSchema) {
    if (value !== undefined) {
      issues.push({ message: `${name}：运算符 ${op} 不带取值`, path: [...path, 'value'] });
      return undefined;
    }
    return { id, label, clause, field, op };
  }
  if (value === undefined) {
    issues.push({ message: `${name}：请填写取值（value）`, path: [...path, 'value'] });
    return undefined;
  }
  const parsedValue = valueSchema.safeParse(value);
  if (!parsedValue.success) {
    const first = parsedValue.error.issues[0];
    issues.push({
      message: `${name}：取值（value）${first?.message ?? '格式有误'}`,
      path: [...path, 'value'],
    });
    return undefined;
  }
  return { id, label, clause, field, op, value: parsedValue.data as ConditionLeaf['value'] };
}

/** Checks a tree; answers the parsed tree (texts trimmed) or the Chinese issues with their paths. */
export function checkConditions(
  raw: unknown,
): { ok: true; node: ConditionNode } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const leaves: { id: string; name: string }[] = [];
  const node = check(raw, [], 1, issues, leaves);
  if (leaves.length > MAX_CONDITION_LEAVES) {
    issues.push({
      message: `条件最多 ${MAX_CONDITION_LEAVES} 项，现有 ${leaves.length} 项`,
      path: [],
    });
  }
  const seen = new Set<string>();
  for (const leaf of leaves) {
    if (seen.has(leaf.id)) issues.push({ message: `${leaf.name}：条件编号重复`, path: [] });
    seen.add(leaf.id);
  }
  if (issues.length > 0 || !node) return { ok: false, issues };
  return { ok: true, node };
}

/**
 * A call's conditions as zod sees them: any JSON in, a checked ConditionNode out, or issues whose
 * messages name the leaf. (The tree is checked by hand under zod: a union of recursive object
 * schemas would report "无效输入" for every branch instead of what is wrong with the leaf.)
 */
export const conditionNodeSchema: z.ZodType<ConditionNode, unknown> = z
  .unknown()
  // JSON Schema cannot say what the hand-written check accepts: the OpenAPI document and the
  // fuzzer's valid bodies take this example instead.
  .meta({
    description:
      '申报条件树：all / any / not 组合的条件，叶子为 { id, label, clause, field, op, value }',
    examples: [
      {
        all: [
          {
            id: 'c1',
            label: '在本区注册',
            clause: '第二条第（一）项',
            field: 'district',
            op: 'in',
            value: ['西湖区'],
          },
          {
            id: 'c2',
            label: '上年度营业收入不低于2000万元',
            clause: '第二条第（二）项',
            field: 'revenue',
            op: 'gte',
            value: 2000,
          },
        ],
      },
    ],
  })
  .transform((raw, ctx) => {
    const result = checkConditions(raw);
    if (result.ok) return result.node;
    for (const issue of result.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: raw });
    }
    return z.NEVER;
  });

/** The value a what-if may give a field, by its kind (numbers ≥ 0, ISO dates, texts, lists, flags). */
export function matchValueSchemaOf(field: MatchField): z.ZodType {
  const info: MatchFieldInfo = MATCH_FIELDS[field];
  switch (info.kind) {
    case 'number':
      return z
        .number({ error: `${info.label}须为数字` })
        .refine(Number.isFinite, { error: `${info.label}须为数字` })
        .refine((n) => n >= 0, { error: `${info.label}不能为负数` })
        .refine((n) => n <= 1e12, { error: `${info.label}数值过大` });
    case 'date':
      return z
        .string({ error: `${info.label}须为日期` })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${info.label}须为 YYYY-MM-DD 格式的日期` })
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
          error: `${info.label}不是有效日期`,
        });
    case 'text':
      return z
        .string({ error: `${info.label}须为文本` })
        .trim()
        .max(MAX_TEXT, { error: `${info.label}不能超过${MAX_TEXT}个字符` });
    case 'list':
      return z
        .array(textItem, { error: `${info.label}须为文本列表` })
        .max(MAX_LIST, { error: `${info.label}最多 ${MAX_LIST} 项` });
    case 'flag':
      return z.boolean({ error: `${info.label}须为是或否` });
  }
}

/** What-if values: only known fields, each of its kind's shape. */
export const matchOverridesSchema = z.strictObject(
  Object.fromEntries(
    MATCH_FIELD_NAMES.map((field) => [field, matchValueSchemaOf(field).optional()]),
  ) as Record<MatchField, z.ZodOptional<z.ZodType>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `假设值中有不认识的字段：${issue.keys.join('、')}`
        : '假设值须为对象',
  },
);
