import { createFileRoute } from '@tanstack/react-router';
import { ContentEditor } from '../../../features/content/content-editor';
import { kindParams } from '../../../features/content/kind-params';

/** /content/articles/:kind/new: a new article of a kind (a draft until published). */
export const Route = createFileRoute('/_shell/content/articles/$kind/new')({
  params: kindParams,
  component: NewContentRoute,
});

function NewContentRoute() {
  const { kind } = Route.useParams();
  return <ContentEditor key={kind} kind={kind} />;
}
