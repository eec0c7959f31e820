// The enterprise record's fields as the wire names them (snake_case, the keys of fieldSources and
// of each history change) and the columns that hold them.
import type { RecordFieldName, RecordFields } from '@qyfw/portal-sdk/schemas';
import { enterprises } from '../../db/schema/index.js';

export const RECORD_COLUMNS = {
  legal_person: enterprises.legalPerson,
  established_on: enterprises.establishedOn,
  registered_capital: enterprises.registeredCapital,
  district: enterprises.district,
  street: enterprises.street,
  address: enterprises.address,
  industry_code: enterprises.industryCode,
  scale: enterprises.scale,
  average_staff: enterprises.averageStaff,
  revenue: enterprises.revenue,
  rd_spending: enterprises.rdSpending,
  tax_paid: enterprises.taxPaid,
  credit_clean: enterprises.creditClean,
  contacts: enterprises.contacts,
} as const satisfies Record<RecordFieldName, unknown>;

export const RECORD_FIELD_NAMES = Object.keys(RECORD_COLUMNS) as RecordFieldName[];

/** The column property (drizzle's key) of each wire field. */
export const RECORD_PROPERTIES = {
  legal_person: 'legalPerson',
  established_on: 'establishedOn',
  registered_capital: 'registeredCapital',
  district: 'district',
  street: 'street',
  address: 'address',
  industry_code: 'industryCode',
  scale: 'scale',
  average_staff: 'averageStaff',
  revenue: 'revenue',
  rd_spending: 'rdSpending',
  tax_paid: 'taxPaid',
  credit_clean: 'creditClean',
  contacts: 'contacts',
} as const satisfies Record<RecordFieldName, keyof typeof enterprises.$inferSelect>;

type EnterpriseRow = typeof enterprises.$inferSelect;

/** The record's fields of an enterprise row, as the wire has them. */
export function recordFieldsOf(row: EnterpriseRow): RecordFields {
  return {
    legal_person: row.legalPerson,
    established_on: row.establishedOn,
    registered_capital: row.registeredCapital,
    district: row.district,
    street: row.street,
    address: row.address,
    industry_code: row.industryCode,
    scale: row.scale as RecordFields['scale'],
    average_staff: row.averageStaff,
    revenue: row.revenue,
    rd_spending: row.rdSpending,
    tax_paid: row.taxPaid,
    credit_clean: row.creditClean,
    contacts: row.contacts.map(({ name, title, phone, email }) => ({ name, title, phone, email })),
  };
}

/** R&D spending as a percentage of revenue, two decimals; null when it cannot be computed. */
export function rdShare(fields: Pick<RecordFields, 'revenue' | 'rd_spending'>): number | null {
  const { revenue, rd_spending: rd } = fields;
  if (revenue === null || rd === null || revenue <= 0) return null;
  return Math.round((rd / revenue) * 10000) / 100;
}
