import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { NEWS_PAGE_SIZE, newsPageQueryOptions } from '../../features/news/api';
import { NewsList, type NewsListProps } from '../../features/news/components/news-list';
import { newsListSearchSchema } from '../../features/news/search';

/** /dynamicList?page=: 最新动态, every published news item — the home page's 最新动态 更多. */
export const Route = createFileRoute('/_library/dynamicList')({
  staticData: { page: { tab: 'index', title: '最新动态', plain: false } },
  validateSearch: newsListSearchSchema,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const options = newsPageQueryOptions(deps.page);
    // Paging on the page: the list keeps the previous page on screen until this one arrives.
    if (cause === 'stay') {
      void queryClient.prefetchQuery(options);
      return;
    }
    await queryClient.prefetchQuery(options);
    const answer = queryClient.getQueryData(options.queryKey);
    // A bookmarked page past the end (the list has shrunk since): its last page instead.
    if (answer && answer.list.length === 0 && answer.total > 0) {
      throw redirect({
        to: '/dynamicList',
        search: { page: Math.ceil(answer.total / NEWS_PAGE_SIZE) },
        replace: true,
      });
    }
  },
  component: NewsListPage,
});

const renderTitle: NewsListProps['renderTitle'] = (item) => (
  <Link to="/trendsDetail" search={{ id: item.id }} title={item.title}>
    {item.title}
  </Link>
);

function NewsListPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageSheet title="最新动态">
      <NewsList
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next }, resetScroll: false })}
        renderTitle={renderTitle}
      />
    </PageSheet>
  );
}
