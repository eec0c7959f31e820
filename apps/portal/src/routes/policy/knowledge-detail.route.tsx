import { detailHead, loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleTrail } from '../../features/announcement/components/article-trail';
import { knowledgeDetailQueryOptions } from '../../features/knowledge/api';
import { KnowledgeArticle } from '../../features/knowledge/components/knowledge-article';
import { knowledgeDetailSearchSchema } from '../../features/knowledge/search';
import { pageTitle } from '../../lib/site';

/** /knowledgeDetail?id=: one interpretation or Q&A with the policies it explains (issue 14). */
export const Route = createFileRoute('/_library/knowledgeDetail')({
  staticData: { page: { tab: 'policyData', title: '政策知识', plain: false } },
  validateSearch: knowledgeDetailSearchSchema,
  // No id (or not a number): no such page; an id the server does not know: the same.
  beforeLoad: ({ search }) => void requireId(search.id),
  loaderDeps: ({ search: { id } }) => ({ id }),
  // A failure other than "no such record" still shows the page: its own query offers 重试.
  loader: ({ context: { queryClient }, deps }) =>
    loadDetail(queryClient, knowledgeDetailQueryOptions(requireId(deps.id))),
  // The record's title names the tab; the route's staticData title stands until it is known.
  head: detailHead((record: { title: string }) => pageTitle(record.title)),
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
