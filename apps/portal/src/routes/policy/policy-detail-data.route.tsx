import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { RichTextArticle } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { isMissing, policyDetailQueryOptions } from '../../features/policy-library/api';
import { PolicyDetail } from '../../features/policy-library/components/policy-detail';
import { policyDetailSearchSchema } from '../../features/policy-library/search';
import { pageTitle } from '../../lib/site';
import { require404Unless } from '../../routing/not-found';
import { getSession, useSession } from '../../session';

/** /policyDetailData?id=: one policy document with its calls for applications (issue 14). */
export const Route = createFileRoute('/_library/policyDetailData')({
  staticData: { page: { tab: 'policyData', title: '政策详情', plain: false } },
  validateSearch: policyDetailSearchSchema,
  // No id (or not a number): no such page.
  beforeLoad: ({ search }) => require404Unless(search.id !== undefined),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === undefined) throw notFound();
    try {
      // No retry here: a failing server would hold the page blank through the back-off. The
      // page comes up instead, and the document's own query retries and offers 重新加载.
      return await queryClient.ensureQueryData({
        ...policyDetailQueryOptions(id, getSession().userId),
        retry: false,
      });
    } catch (error) {
      if (isMissing(error)) throw notFound();
      return undefined;
    }
  },
  // The document's title names the tab; the route's staticData title stands until it is known.
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: pageTitle(loaderData.title) }] } : {}),
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
          <Link key="home" to="/index">
            首页
          </Link>,
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
