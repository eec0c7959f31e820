// The /apply form's values and how they map to the call's body: answers by field key under `form`,
// upload ids by material key under `materials` (antd Form names them ['form', key] …).
import type { ApplicationDetail, CallForm, FormValue } from '@qyfw/portal-sdk/calls/application';

export interface ApplyValues {
  form: Record<string, FormValue | undefined>;
  materials: Record<string, number[] | undefined>;
}

export interface PrefillValue {
  readonly key: string;
  readonly value: FormValue;
  readonly source: string;
  readonly at: number | null;
}

/** The draft's answers, or the enterprise record's for a first visit (and for what it left empty). */
export function startValues(
  call: CallForm,
  application: ApplicationDetail | null,
  prefill: readonly PrefillValue[],
): ApplyValues {
  const prefilled = new Map(prefill.map((item) => [item.key, item.value]));
  const form: ApplyValues['form'] = {};
  for (const field of call.form_fields) {
    const saved = application?.form[field.key];
    form[field.key] =
      saved !== undefined && saved !== null && saved !== '' ? saved : prefilled.get(field.key);
  }
  const materials: ApplyValues['materials'] = {};
  for (const material of call.materials) {
    materials[material.key] = [...(application?.materials[material.key] ?? [])];
  }
  return { form, materials };
}

/** The body's form and materials: empty answers as null, materials without files left out. */
export function toBody(call: CallForm, values: ApplyValues) {
  const form: Record<string, FormValue> = {};
  for (const field of call.form_fields) {
    const value = values.form[field.key];
    form[field.key] =
      value === undefined || (typeof value === 'string' && value.trim() === '')
        ? null
        : typeof value === 'string'
          ? value.trim()
          : value;
  }
  const materials: Record<string, number[]> = {};
  for (const material of call.materials) {
    const ids = values.materials[material.key] ?? [];
    if (ids.length > 0) materials[material.key] = ids;
  }
  return { form, materials };
}

/** Every required item left empty, by its label: what the member is told before sending. */
export function missingItems(call: CallForm, values: ApplyValues): string[] {
  const missing: string[] = [];
  for (const field of call.form_fields) {
    const value = values.form[field.key];
    const empty =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (field.required && empty) missing.push(field.label);
  }
  for (const material of call.materials) {
    if (material.required && (values.materials[material.key] ?? []).length === 0) {
      missing.push(material.name);
    }
  }
  return missing;
}
