import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { announcementArticleQueryOptions, isArticleMissing } from '../../features/announcement/api';
import { AnnouncementArticle } from '../../features/announcement/components/announcement-article';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { announcementTabOf } from '../../features/announcement/announcement-tabs';
import { announcementArticleSearchSchema } from '../../features/announcement/search';
import { pageTitle } from '../../lib/site';
import { require404Unless } from '../../routing/not-found';

/** /policyDetail?id=&status=: one announcement or information article (contract §2). */
export const Route = createFileRoute('/_library/policyDetail')({
  staticData: { page: { tab: 'policyData', title: '政策资讯', plain: false } },
  validateSearch: announcementArticleSearchSchema,
  // No id (or not a number): no such page.
  beforeLoad: ({ search }) => require404Unless(search.id !== undefined),
  loaderDeps: ({ search: { id, status } }) => ({ id, status }),
  loader: async ({ context: { queryClient }, deps: { id, status } }) => {
    if (id === undefined) throw notFound();
    try {
      // No retry here: a failing server would hold the whole page blank through the back-off.
      // The page comes up instead, and the article's own query retries and offers 重新加载.
      return await queryClient.ensureQueryData({
        ...announcementArticleQueryOptions({ id, status }),
        retry: false,
      });
    } catch (error) {
      // An unknown id is the 404 page; any other failure is the article's own error and retry.
      if (isArticleMissing(error)) throw notFound();
      return undefined;
    }
  },
  // The article's title names the tab; the route's staticData title stands until it is known.
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: pageTitle(loaderData.title) }] } : {}),
  component: AnnouncementDetailPage,
});

function AnnouncementDetailPage() {
  const { id, status } = Route.useSearch();
  // beforeLoad let only an id through.
  if (id === undefined) return null;
  return (
    <>
      <ArticleTrail
        links={[
          <Link key="home" to="/index">
            首页
          </Link>,
          <Link key="list" to="/policyList">
            政策资讯
          </Link>,
          <Link key="tab" to="/policyList" search={{ status }}>
            {announcementTabOf(status).label}
          </Link>,
        ]}
      />
      <AnnouncementArticle id={id} status={status} />
    </>
  );
}
