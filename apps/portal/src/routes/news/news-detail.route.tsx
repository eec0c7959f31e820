import { detailHead, loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { newsArticleQueryOptions } from '../../features/news/api';
import { NewsArticle } from '../../features/news/components/news-article';
import { newsArticleSearchSchema } from '../../features/news/search';
import { pageTitle } from '../../lib/site';

/** /trendsDetail?id=: one news article; an unknown or unpublished id is the not-found page. */
export const Route = createFileRoute('/_library/trendsDetail')({
  staticData: { page: { tab: 'index', title: '动态详情', plain: false } },
  validateSearch: newsArticleSearchSchema,
  beforeLoad: ({ search }) => void requireId(search.id),
  loaderDeps: ({ search: { id } }) => ({ id }),
  // A failure other than "no such record" still shows the page: its own query offers 重试.
  loader: ({ context: { queryClient }, deps }) =>
    loadDetail(queryClient, newsArticleQueryOptions(requireId(deps.id))),
  head: detailHead((record: { title: string }) => pageTitle(record.title)),
  component: NewsDetailPage,
});

function NewsDetailPage() {
  const { id } = Route.useSearch();
  if (id === undefined) return null;
  return (
    <>
      <ArticleTrail
        links={[
          <Link key="home" to="/index">
            首页
          </Link>,
          <Link key="list" to="/dynamicList">
            最新动态
          </Link>,
        ]}
      />
      <NewsArticle id={id} />
    </>
  );
}
