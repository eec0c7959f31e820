import { createFileRoute } from '@tanstack/react-router';
import { EditCallPage } from '../../../features/publishing/call-editor-page';
import { idParams } from '../../../routing/id-params';

/** /publishing/calls/:id: one call for applications, its conditions and their preview. */
export const Route = createFileRoute('/_shell/publishing/calls/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: EditCallRoute,
});

function EditCallRoute() {
  const { id } = Route.useParams();
  return <EditCallPage id={id} />;
}
