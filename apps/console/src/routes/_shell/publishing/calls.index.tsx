import { createFileRoute } from '@tanstack/react-router';
import { CallsList } from '../../../features/publishing/calls-list';
import { callsSearchSchema } from '../../../features/publishing/calls-search';

/** /publishing/calls: 申报通知, drafts and published, filtered in the address. */
export const Route = createFileRoute('/_shell/publishing/calls/')({
  validateSearch: callsSearchSchema,
  component: CallsListPage,
});

function CallsListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CallsList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
