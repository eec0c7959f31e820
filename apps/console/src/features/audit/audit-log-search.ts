// /audit: 审计日志's filters and page in the address, derived from admin_audit_list's own body: a
// value the call would refuse falls back to "no filter" instead of failing the page.
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as auditAdminCalls from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditFilters } from '@qyfw/portal-sdk/calls/audit-admin';
import type { z } from 'zod';

export const AUDIT_FILTER_KEYS = [
  'keyword',
  'actor_id',
  'entity_type',
  'entity_id',
  'from',
  'to',
] as const;

export const auditLogSearchSchema = listSearchSchema(
  auditAdminCalls.admin_audit_list.body,
  AUDIT_FILTER_KEYS,
);
export type AuditLogSearch = z.output<typeof auditLogSearchSchema>;

/** The filters that are set, without the page: the export's body. */
export function filtersOf(search: AuditLogSearch): AuditFilters {
  const filters: Record<string, unknown> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return filters as AuditFilters;
}
