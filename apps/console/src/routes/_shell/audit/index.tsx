import { createFileRoute } from '@tanstack/react-router';
import { AuditLogList } from '../../../features/audit/audit-log-list';
import { auditLogSearchSchema } from '../../../features/audit/audit-log-search';

/** /audit: 审计日志, filters and page in the address. */
export const Route = createFileRoute('/_shell/audit/')({
  validateSearch: auditLogSearchSchema,
  component: AuditLogPage,
});

function AuditLogPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
