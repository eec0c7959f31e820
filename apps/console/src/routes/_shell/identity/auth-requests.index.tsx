import { createFileRoute } from '@tanstack/react-router';
import { AuthRequestsQueue } from '../../../features/identity/auth-requests-queue';
import { authRequestsSearchSchema } from '../../../features/identity/auth-requests-search';

/** /identity/auth-requests: 企业认证审核, the queue. */
export const Route = createFileRoute('/_shell/identity/auth-requests/')({
  validateSearch: authRequestsSearchSchema,
  component: AuthRequestsQueuePage,
});

function AuthRequestsQueuePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuthRequestsQueue search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
