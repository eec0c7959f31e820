// Checking what a member sends for a call's form and materials: every key must be one the call
// defines and every value fit its field — by the SDK's formValueProblem, the rule the portal's
// form applies too (numbers bounded by their unit, dates from 1949). All problems are reported
// at once (400), nothing is written.
import { formValueProblem } from '@qyfw/portal-sdk/schemas';
import type { FormValue } from '@qyfw/portal-sdk/schemas';
import type { CallRow } from './call.js';

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
  return [...problems, ...valueProblems(call, form)];
}

/**
 * Every answer that does not fit its field (the call's fields only): what submit checks again on
 * the stored form, so an answer saved before its field had bounds is not sent on.
 */
export function valueProblems(call: CallRow, form: Readonly<Record<string, FormValue>>): string[] {
  const fields = new Map(call.formFields.map((field) => [field.key, field]));
  return Object.entries(form).flatMap(([key, value]) => {
    const field = fields.get(key);
    const problem = field ? formValueProblem(field, value) : undefined;
    return problem ? [problem] : [];
  });
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
