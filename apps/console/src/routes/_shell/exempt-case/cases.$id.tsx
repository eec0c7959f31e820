import { createFileRoute } from '@tanstack/react-router';
import { CasesReview } from '../../../features/exempt-case/cases-review';
import { idParams } from '../../../routing/id-params';

/** /exempt-case/cases/:id: one 免申即享 case to review (免申即享办理). */
export const Route = createFileRoute('/_shell/exempt-case/cases/$id')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  component: CasesReviewPage,
});

function CasesReviewPage() {
  const { id } = Route.useParams();
  return <CasesReview id={id} />;
}
