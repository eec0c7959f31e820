import { createFileRoute } from '@tanstack/react-router';
import { MemberDetail } from '../../../features/people/member-detail';
import { idParams } from '../../../routing/id-params';

/** /people/members/:id: one member (account, enterprise, sign-ins, 停用 / 启用). */
export const Route = createFileRoute('/_shell/people/members/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: MemberPage,
});

function MemberPage() {
  const { id } = Route.useParams();
  return <MemberDetail id={id} />;
}
