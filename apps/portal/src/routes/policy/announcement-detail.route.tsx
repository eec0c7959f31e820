import { detailHead, loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import { createFileRoute, Link } from '@tanstack/react-router';
import { announcementArticleQueryOptions } from '../../features/announcement/api';
import { AnnouncementArticle } from '../../features/announcement/components/announcement-article';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { announcementTabOf } from '../../features/announcement/announcement-tabs';
import { announcementArticleSearchSchema } from '../../features/announcement/search';
import { pageTitle } from '../../lib/site';

/** /policyDetail?id=&status=: one announcement or information article (contract §2). */
export const Route = createFileRoute('/_library/policyDetail')({
  staticData: { page: { tab: 'policyData', title: '政策资讯', plain: false } },
  validateSearch: announcementArticleSearchSchema,
  // No id (or not a number): no such page.
  // No id (or not a number): no such page; an id the server does not know: the same.
  beforeLoad: ({ search }) => void requireId(search.id),
  loaderDeps: ({ search: { id, status } }) => ({ id, status }),
  // A failure other than "no such record" still shows the page: its own query offers 重试.
  loader: ({ context: { queryClient }, deps }) =>
    loadDetail(
      queryClient,
      announcementArticleQueryOptions({ id: requireId(deps.id), status: deps.status }),
    ),
  // The record's title names the tab; the route's staticData title stands until it is known.
  head: detailHead((record: { title: string }) => pageTitle(record.title)),
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
