// 导出 Excel of 审计日志: the file route answers bytes, not the JSON envelope (AUDIT_EXPORT in the
// SDK describes it), fetched with the console's token and the filters of the list on screen.
import { downloadExport } from '@qyfw/app-kit/file-export';
import { AUDIT_EXPORT } from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditFilters } from '@qyfw/portal-sdk/calls/audit-admin';
import { readToken } from '../../session/console-session';

/** Downloads the export; a refusal's Chinese message is thrown as an Error. */
export function exportAuditLog(filters: AuditFilters): Promise<void> {
  return downloadExport({
    path: AUDIT_EXPORT.path,
    body: filters,
    token: readToken(),
    fallbackName: '审计日志.xlsx',
    mimeType: AUDIT_EXPORT.mimeType,
  });
}
