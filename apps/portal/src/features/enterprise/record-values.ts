// Between the record as the server answers it and the form's values: the cascaders hold paths
// (区 → 街道, 门类 → 大类 → 中类), the date a dayjs; a save sends only the fields that differ
// from what was loaded, so an untouched field keeps its source and date.
import type { EnterpriseRecord, RecordContact, RecordFields } from '@qyfw/portal-sdk/schemas';
import { industryPath } from '@qyfw/portal-sdk/industries';
import dayjs, { type Dayjs } from 'dayjs';

/** The fields as loaded (a stored scale is any text; a saved one is one of ENTERPRISE_SCALES). */
type StoredFields = EnterpriseRecord['fields'];

export interface RecordFormValues {
  legal_person: string;
  established_on: Dayjs | null;
  registered_capital: number | null;
  /** [区, 街道], [区] or []. */
  place: string[];
  address: string;
  /** The industry's path from the section down; the last code is stored. */
  industry: string[];
  scale: RecordFields['scale'] | undefined;
  average_staff: number | null;
  revenue: number | null;
  rd_spending: number | null;
  tax_paid: number | null;
  /** 是 true / 否 false; null until declared. */
  credit_clean: boolean | null;
  contacts: RecordContact[];
}

export function toFormValues(fields: StoredFields): RecordFormValues {
  return {
    legal_person: fields.legal_person,
    established_on: fields.established_on ? dayjs(fields.established_on) : null,
    registered_capital: fields.registered_capital,
    place: [fields.district, fields.street].filter((part) => part !== ''),
    address: fields.address,
    industry: fields.industry_code ? industryPath(fields.industry_code) : [],
    scale: fields.scale === '' ? undefined : (fields.scale as RecordFields['scale']),
    average_staff: fields.average_staff,
    revenue: fields.revenue,
    rd_spending: fields.rd_spending,
    tax_paid: fields.tax_paid,
    credit_clean: fields.credit_clean,
    contacts: fields.contacts,
  };
}

const trimmed = (text: string | undefined) => (text ?? '').trim();
const numberOrNull = (value: number | null | undefined) =>
  value === undefined || value === null ? null : value;

export function fromFormValues(values: RecordFormValues): RecordFields {
  const [district = '', street = ''] = values.place ?? [];
  return {
    legal_person: trimmed(values.legal_person),
    established_on: values.established_on ? values.established_on.format('YYYY-MM-DD') : null,
    registered_capital: numberOrNull(values.registered_capital),
    district,
    street,
    address: trimmed(values.address),
    industry_code: values.industry?.at(-1) ?? '',
    scale: values.scale ?? '',
    average_staff: numberOrNull(values.average_staff),
    revenue: numberOrNull(values.revenue),
    rd_spending: numberOrNull(values.rd_spending),
    tax_paid: numberOrNull(values.tax_paid),
    credit_clean: values.credit_clean ?? null,
    contacts: (values.contacts ?? []).map((contact) => ({
      name: trimmed(contact?.name),
      title: trimmed(contact?.title),
      phone: trimmed(contact?.phone),
      email: trimmed(contact?.email),
    })),
  };
}

/** The fields of `next` that differ from `loaded` (values compare by their JSON). */
export function changedFields(loaded: StoredFields, next: RecordFields): Partial<RecordFields> {
  const changed: Partial<Record<keyof RecordFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof RecordFields)[])
    if (JSON.stringify(next[key]) !== JSON.stringify(loaded[key])) changed[key] = next[key];
  return changed as Partial<RecordFields>;
}

/** 研发费用 / 营业收入 in percent, two decimals, as the server computes it. */
export function rdSharePercent(revenue: number | null, rd: number | null): number | null {
  if (revenue === null || rd === null || revenue <= 0) return null;
  return Math.round((rd / revenue) * 10000) / 100;
}
