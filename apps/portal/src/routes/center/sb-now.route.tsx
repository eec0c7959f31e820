import { pageSearchSchema } from '@qyfw/app-kit/data-list';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LiveApplicationsPage } from '../../features/application/components/live-applications-page';

// 个人中心 › 申报中 (contract §2 /sbNow): live applications with their timelines and what is
// expected of the member, and the 免申即享 cases awaiting confirmation. The applications' page is
// in the address (?page=), so 后退 and a shared link come back to it.
export const Route = createFileRoute('/_member/_center/sbNow')({
  staticData: { page: { tab: 'basics', title: '申报中', plain: false, needsEnterprise: true } },
  validateSearch: pageSearchSchema,
  // Page 1 is the page without a ?page=: a link to the list (the header tab) stays the plain address.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: SbNowPage,
});

function SbNowPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LiveApplicationsPage
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next }, resetScroll: false })}
    />
  );
}
