import { createFileRoute } from '@tanstack/react-router';
import { unitsSearchSchema } from '../../../features/people/search';
import { UnitsList } from '../../../features/people/units-list';

/** /people/units: 承办单位, the keyword and page in the address. */
export const Route = createFileRoute('/_shell/people/units')({
  validateSearch: unitsSearchSchema,
  component: UnitsPage,
});

function UnitsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UnitsList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
