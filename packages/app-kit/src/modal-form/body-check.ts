// The dialog judges its fields with the call's own body schema (for an operator's step, the SDK's
// transitionBodySchema, built from the flow row): what the dialog refuses, and the words it uses,
// are the server's, with no rule written twice.
import { chineseErrorMap } from '@qyfw/portal-sdk/schemas';
import type { z } from 'zod';
import type { ModalFormValues } from './values';

/** The call's body schema and what the body carries besides the dialog's fields. */
export interface ModalFormCheck {
  /** E.g. `admin_application_transition.body` (transitionBodySchema's), `exempt_case_decline.body`. */
  readonly schema: z.ZodType;
  /** The rest of the body: the record's id and version, the event. */
  readonly body: Readonly<Record<string, unknown>>;
}

export type ModalFormField = keyof ModalFormValues;

function issuesOf(check: ModalFormCheck, values: ModalFormValues) {
  const result = check.schema.safeParse({ ...check.body, ...values }, { error: chineseErrorMap });
  return result.success ? [] : result.error.issues;
}

/**
 * What the call says of one field alone. The other fields are left out: a field's own type error
 * stops zod before the flow's needs are judged, so one bad field must not hide another's message;
 * a need the others miss is theirs to report.
 */
export function fieldProblem(
  check: ModalFormCheck,
  field: ModalFormField,
  value: ModalFormValues[ModalFormField],
): string | undefined {
  return issuesOf(check, { [field]: value }).find((issue) => issue.path[0] === field)?.message;
}

/**
 * What the call says of the whole body once every field passed alone (the rest of the body: a
 * stale event, a bad id), the first problem; undefined when the call would take it.
 */
export function bodyProblem(check: ModalFormCheck, values: ModalFormValues): string | undefined {
  return issuesOf(check, values)[0]?.message;
}
