import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsReview } from '../../../features/application/applications-review';
import { idParams } from '../../../routing/id-params';

/** /application/applications/:id: one application to review (政策申报审核). */
export const Route = createFileRoute('/_shell/application/applications/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: ApplicationsReviewPage,
});

function ApplicationsReviewPage() {
  const { id } = Route.useParams();
  return <ApplicationsReview id={id} />;
}
