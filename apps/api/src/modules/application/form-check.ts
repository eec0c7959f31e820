// Checking what a member sends for a call's form and materials: every key must be one the call
// defines and every value fit its field. All problems are reported at once (400), nothing is
// written.
import type { FormValue } from '@qyfw/portal-sdk/schemas';
import type { CallFormField } from '../../db/schema/index.js';
import type { CallRow } from './call.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function valueProblem(field: CallFormField, value: FormValue): string | undefined {
  if (value === null) return undefined;
  const name = `“${field.label}”`;
  if (field.type === 'number') {
    return typeof value === 'number' ? undefined : `${name}须为数字`;
  }
  if (typeof value !== 'string') return `${name}须为文本`;
  if (value === '') return undefined;
  if (field.type === 'date' && !isRealDate(value)) return `${name}须为有效日期（YYYY-MM-DD）`;
  if (field.type === 'select' && !(field.options ?? []).includes(value)) {
    return `${name}须为以下之一：${(field.options ?? []).join('、')}`;
  }
  return undefined;
}

export function formProblems(
  call: CallRow,
  form: Readonly<Record<string, FormValue>>,
  materials: Readonly<Record<string, readonly number[]>>,
): string[] {
  const problems: string[] = [];
  const fields = new Map(call.formFields.map((field) => [field.key, field]));
  const unknownFields = Object.keys(form).filter((key) => !fields.has(key));
  if (unknownFields.length > 0) problems.push(`申报表中没有这些字段：${unknownFields.join('、')}`);
  const materialKeys = new Set(call.materials.map((material) => material.key));
  const unknownMaterials = Object.keys(materials).filter((key) => !materialKeys.has(key));
  if (unknownMaterials.length > 0) {
    problems.push(`材料清单中没有这些材料：${unknownMaterials.join('、')}`);
  }
  for (const [key, value] of Object.entries(form)) {
    const field = fields.get(key);
    const problem = field ? valueProblem(field, value) : undefined;
    if (problem) problems.push(problem);
  }
  return problems;
}

const filled = (value: FormValue | undefined) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** Every required field and material still missing, by its label, in the call's order. */
export function missingItems(
  call: CallRow,
  form: Readonly<Record<string, FormValue>>,
  materials: Readonly<Record<string, readonly number[]>>,
): string[] {
  const fields = call.formFields
    .filter((field) => field.required && !filled(form[field.key]))
    .map((field) => field.label);
  const files = call.materials
    .filter((material) => material.required && (materials[material.key] ?? []).length === 0)
    .map((material) => material.name);
  return [...fields, ...files];
}
