import { loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleDetailPage } from '../../components/article-detail-page';
import { announcementArticleQueryOptions } from '../../features/announcement/api';
import { AnnouncementArticle } from '../../features/announcement/components/announcement-article';
import { announcementTabOf } from '../../features/announcement/announcement-tabs';
import { announcementArticleSearchSchema } from '../../features/announcement/search';
import { requireSearchId, titleFromRecord } from '../../routing/detail-route-options';

/** /policyDetail?id=&status=: one announcement or information article (contract §2). */
export const Route = createFileRoute('/_library/policyDetail')({
  staticData: { page: { tab: 'policyData', title: '政策资讯', plain: false } },
  validateSearch: announcementArticleSearchSchema,
  beforeLoad: requireSearchId,
  // The tab names the call the article comes from (an announcement's or an information item's).
  loaderDeps: ({ search: { id, status } }) => ({ id, status }),
  // A failure other than "no such record" still shows the page: its own query offers 重试.
  loader: ({ context: { queryClient }, deps }) =>
    loadDetail(
      queryClient,
      announcementArticleQueryOptions({ id: requireId(deps.id), status: deps.status }),
    ),
  head: titleFromRecord,
  component: AnnouncementDetailPage,
});

function AnnouncementDetailPage() {
  const { id, status } = Route.useSearch();
  return (
    <ArticleDetailPage
      id={id}
      trail={[
        <Link key="list" to="/policyList">
          政策资讯
        </Link>,
        <Link key="tab" to="/policyList" search={{ status }}>
          {announcementTabOf(status).label}
        </Link>,
      ]}
      article={(articleId) => <AnnouncementArticle id={articleId} status={status} />}
    />
  );
}
