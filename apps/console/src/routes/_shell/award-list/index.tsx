import { createFileRoute } from '@tanstack/react-router';
import { AwardLists } from '../../../features/award-list/award-lists';
import { awardListsSearchSchema } from '../../../features/award-list/award-lists-search';

/** /award-list: 获扶持名单, filtered by name and level in the address. */
export const Route = createFileRoute('/_shell/award-list/')({
  validateSearch: awardListsSearchSchema,
  component: AwardListsPage,
});

function AwardListsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AwardLists search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
