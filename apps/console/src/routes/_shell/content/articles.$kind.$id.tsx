import { createFileRoute } from '@tanstack/react-router';
import { ContentEditorPage } from '../../../features/content/content-editor-page';
import { kindParams } from '../../../features/content/kind-params';
import { idParams } from '../../../routing/id-params';

/** /content/articles/:kind/:id: one article to edit, publish or take down. */
export const Route = createFileRoute('/_shell/content/articles/$kind/$id')({
  // An unknown kind or a malformed id is no record: the not-found page.
  params: {
    parse: (raw: { kind: string; id: string }) => ({
      ...kindParams.parse(raw),
      ...idParams.parse(raw),
    }),
    stringify: ({ kind, id }: { kind: string; id: number }) => ({ kind, id: String(id) }),
  },
  component: EditContentRoute,
});

function EditContentRoute() {
  const { kind, id } = Route.useParams();
  return <ContentEditorPage kind={kind} id={id} />;
}
