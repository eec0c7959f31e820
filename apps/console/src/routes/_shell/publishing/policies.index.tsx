import { createFileRoute } from '@tanstack/react-router';
import { PoliciesList } from '../../../features/publishing/policies-list';
import { policiesSearchSchema } from '../../../features/publishing/policies-search';

/** /publishing/policies: 政策发布, the documents, drafts and published, filtered in the address. */
export const Route = createFileRoute('/_shell/publishing/policies/')({
  validateSearch: policiesSearchSchema,
  component: PoliciesListPage,
});

function PoliciesListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PoliciesList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
