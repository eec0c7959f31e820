import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '../../features/application/components/records-page';
import { recordsSearchSchema } from '../../features/application/records-search';

// 个人中心 › 申报记录 (contract §2 /annual): every application, filters and page in the URL, export.
export const Route = createFileRoute('/_member/_center/annual')({
  staticData: { page: { tab: 'basics', title: '申报记录', plain: false, needsEnterprise: true } },
  validateSearch: recordsSearchSchema,
  component: AnnualPage,
});

function AnnualPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RecordsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  );
}
