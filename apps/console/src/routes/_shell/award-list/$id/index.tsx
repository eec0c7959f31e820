import { pageSearchSchema } from '@qyfw/app-kit/data-list';
import { createFileRoute } from '@tanstack/react-router';
import { AwardListDetail } from '../../../../features/award-list/award-list-detail';
import { idParams } from '../../../../routing/id-params';

/** /award-list/:id: one award list and its enterprises (`?page=`). */
export const Route = createFileRoute('/_shell/award-list/$id/')({
  // A malformed id is no record: the not-found page.
  params: idParams,
  validateSearch: pageSearchSchema,
  component: AwardListDetailPage,
});

function AwardListDetailPage() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AwardListDetail
      id={id}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
    />
  );
}
