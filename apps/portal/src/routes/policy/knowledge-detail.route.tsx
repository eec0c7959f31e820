import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { isKnowledgeMissing, knowledgeDetailQueryOptions } from '../../features/knowledge/api';
import { KnowledgeArticle } from '../../features/knowledge/components/knowledge-article';
import { knowledgeDetailSearchSchema } from '../../features/knowledge/search';
import { pageTitle } from '../../lib/site';
import { require404Unless } from '../../routing/not-found';

/** /knowledgeDetail?id=: one interpretation or Q&A with the policies it explains (issue 14). */
export const Route = createFileRoute('/_library/knowledgeDetail')({
  staticData: { page: { tab: 'policyData', title: '政策知识', plain: false } },
  validateSearch: knowledgeDetailSearchSchema,
  beforeLoad: ({ search }) => require404Unless(search.id !== undefined),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === undefined) throw notFound();
    try {
      // No retry here: the page comes up instead, and the item's own query offers 重新加载.
      return await queryClient.ensureQueryData({
        ...knowledgeDetailQueryOptions(id),
        retry: false,
      });
    } catch (error) {
      if (isKnowledgeMissing(error)) throw notFound();
      return undefined;
    }
  },
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: pageTitle(loaderData.title) }] } : {}),
  component: KnowledgeDetailPage,
});

function KnowledgeDetailPage() {
  const { id } = Route.useSearch();
  if (id === undefined) return null;
  return (
    <>
      <ArticleTrail
        links={[
          <Link key="home" to="/index">
            首页
          </Link>,
          <Link key="list" to="/knowledgeList">
            政策知识
          </Link>,
        ]}
      />
      <KnowledgeArticle id={id} />
    </>
  );
}
