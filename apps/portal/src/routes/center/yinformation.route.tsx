import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ObtainedPage } from '../../features/application/components/obtained-page';
import { obtainedSearchSchema } from '../../features/application/obtained-search';

// 个人中心 › 已获政策 (contract §2 /yinformation): support obtained, from award lists and paid
// applications, with totals by year; source, year and page in the address.
export const Route = createFileRoute('/_member/_center/yinformation')({
  staticData: { page: { tab: 'basics', title: '已获政策', plain: false, needsEnterprise: true } },
  validateSearch: obtainedSearchSchema,
  // Page 1 is the page without a ?page=: a link to the list (the header tab) stays the plain address.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: YinformationPage,
});

function YinformationPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ObtainedPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
    />
  );
}
