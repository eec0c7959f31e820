import { loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RichTextArticle } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { ArticleTrail } from '../../components/article-trail';
import { policyDetailQueryOptions } from '../../features/policy-library/api';
import { PolicyDetail } from '../../features/policy-library/components/policy-detail';
import { policyDetailSearchSchema } from '../../features/policy-library/search';
import { requireSearchId, searchIdDeps, titleFromRecord } from '../../routing/detail-route-options';
import { getSession, useSession } from '../../session';

/** /policyDetailData?id=: one policy document with its calls for applications (issue 14). */
export const Route = createFileRoute('/_library/policyDetailData')({
  staticData: { page: { tab: 'policyData', title: '政策详情', plain: false } },
  validateSearch: policyDetailSearchSchema,
  beforeLoad: requireSearchId,
  loaderDeps: searchIdDeps,
  // A failure other than "no such record" still shows the page: its own query offers 重试.
  loader: ({ context: { queryClient }, deps }) =>
    loadDetail(queryClient, policyDetailQueryOptions(requireId(deps.id), getSession().userId)),
  head: titleFromRecord,
  component: PolicyDetailPage,
});

function PolicyDetailPage() {
  const { id } = Route.useSearch();
  const { userId } = useSession();
  // beforeLoad let only an id through; the member is part of the key (their own progress).
  const query = useQuery({
    ...policyDetailQueryOptions(id ?? 0, userId),
    enabled: id !== undefined,
  });
  return (
    <>
      <ArticleTrail
        links={[
          <Link key="library" to="/policyData">
            政策库
          </Link>,
        ]}
      />
      {query.data ? (
        <PolicyDetail detail={query.data} />
      ) : query.isError ? (
        <RichTextArticle
          status="error"
          message={`政策加载失败：${query.error.message || '请稍后重试'}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RichTextArticle status="loading" />
      )}
    </>
  );
}
