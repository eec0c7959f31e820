import { createFileRoute } from '@tanstack/react-router';
import { EnterprisesList } from '../../../features/people/enterprises-list';
import { enterprisesSearchSchema } from '../../../features/people/search';

/** /people/enterprises: 企业管理 (read only), filters and page in the address. */
export const Route = createFileRoute('/_shell/people/enterprises/')({
  validateSearch: enterprisesSearchSchema,
  component: EnterprisesPage,
});

function EnterprisesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnterprisesList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
