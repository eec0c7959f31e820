import { createFileRoute } from '@tanstack/react-router';
import { EditPolicyPage } from '../../../features/publishing/policy-editor-page';
import { idParams } from '../../../routing/id-params';

/** /publishing/policies/:id: one policy document to edit and publish. */
export const Route = createFileRoute('/_shell/publishing/policies/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: EditPolicyRoute,
});

function EditPolicyRoute() {
  const { id } = Route.useParams();
  return <EditPolicyPage id={id} />;
}
