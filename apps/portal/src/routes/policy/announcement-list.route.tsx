import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { announcementPageQueryOptions } from '../../features/announcement/api';
import {
  AnnouncementList,
  type AnnouncementListProps,
} from '../../features/announcement/components/announcement-list';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../features/announcement/announcement-tabs';
import { announcementListSearchSchema } from '../../features/announcement/search';
import { PageSheet } from '../../components/page-sheet';

/** /policyList?status=0|1|2&page=: the announcement tabs behind the home page's 政策资讯 更多 (contract §2). */
export const Route = createFileRoute('/_library/policyList')({
  staticData: { page: { tab: 'policyData', title: '政策资讯', plain: false } },
  validateSearch: announcementListSearchSchema,
  loaderDeps: ({ search: { status, page } }) => ({ status, page }),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const options = announcementPageQueryOptions(deps);
    // Paging or switching tabs on the page: do not hold the navigation — the list keeps the
    // previous page on screen (keepPreviousData) until this one arrives.
    if (cause === 'stay') {
      void queryClient.prefetchQuery(options);
      return;
    }
    // Arriving (or preloading on hover): the first page comes with the route. A failed call is
    // left to the list, which shows it with a retry, rather than the router's error page.
    await queryClient.prefetchQuery(options);
    const answer = queryClient.getQueryData(options.queryKey);
    // A bookmarked page past the end (the list has shrunk since): its last page instead.
    if (answer && answer.list.length === 0 && answer.total > 0) {
      throw redirect({
        to: '/policyList',
        search: { status: deps.status, page: Math.ceil(answer.total / ANNOUNCEMENT_PAGE_SIZE) },
        replace: true,
      });
    }
  },
  component: AnnouncementListPage,
});

const renderTitle: AnnouncementListProps['renderTitle'] = (item, status) => (
  <Link to="/policyDetail" search={{ id: item.id, status }} title={item.title}>
    {item.title}
  </Link>
);

function AnnouncementListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageSheet title="政策资讯">
      <AnnouncementList
        search={search}
        // The list moves focus and scroll to its results itself; the router must not jump to
        // the top of the page.
        onTabChange={(status) => void navigate({ search: { status, page: 1 }, resetScroll: false })}
        onPageChange={(page) =>
          void navigate({ search: (previous) => ({ ...previous, page }), resetScroll: false })
        }
        renderTitle={renderTitle}
      />
    </PageSheet>
  );
}
