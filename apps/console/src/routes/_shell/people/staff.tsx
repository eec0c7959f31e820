import { createFileRoute } from '@tanstack/react-router';
import { staffSearchSchema } from '../../../features/people/search';
import { StaffList } from '../../../features/people/staff-list';

/** /people/staff: 工作人员, filters and page in the address. */
export const Route = createFileRoute('/_shell/people/staff')({
  validateSearch: staffSearchSchema,
  component: StaffPage,
});

function StaffPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
