import { createFileRoute } from '@tanstack/react-router';
import { AuthRequestReview } from '../../../features/identity/auth-request-review';
import { idParams } from '../../../routing/id-params';

/** /identity/auth-requests/:id: one enterprise authentication request to review. */
export const Route = createFileRoute('/_shell/identity/auth-requests/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: AuthRequestReviewPage,
});

function AuthRequestReviewPage() {
  const { id } = Route.useParams();
  return <AuthRequestReview id={id} />;
}
