import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseDetail } from '../../../features/people/enterprise-detail';
import { idParams } from '../../../routing/id-params';

/** /people/enterprises/:id: one enterprise, its members and authentication requests. */
export const Route = createFileRoute('/_shell/people/enterprises/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: EnterprisePage,
});

function EnterprisePage() {
  const { id } = Route.useParams();
  return <EnterpriseDetail id={id} />;
}
