import { createFileRoute } from '@tanstack/react-router';
import { MembersList } from '../../../features/people/members-list';
import { membersSearchSchema } from '../../../features/people/search';

/** /people/members: 会员管理, filters and page in the address. */
export const Route = createFileRoute('/_shell/people/members/')({
  validateSearch: membersSearchSchema,
  component: MembersPage,
});

function MembersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
