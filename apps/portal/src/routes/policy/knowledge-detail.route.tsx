import { createFileRoute, Link } from '@tanstack/react-router';
import { ArticleDetailPage } from '../../components/article-detail-page';
import { knowledgeDetailQueryOptions } from '../../features/knowledge/api';
import { KnowledgeArticle } from '../../features/knowledge/components/knowledge-article';
import { knowledgeDetailSearchSchema } from '../../features/knowledge/search';
import {
  loadRecordById,
  requireSearchId,
  searchIdDeps,
  titleFromRecord,
} from '../../routing/detail-route-options';

/** /knowledgeDetail?id=: one interpretation or Q&A with the policies it explains (issue 14). */
export const Route = createFileRoute('/_library/knowledgeDetail')({
  staticData: { page: { tab: 'policyData', title: '政策知识', plain: false } },
  validateSearch: knowledgeDetailSearchSchema,
  beforeLoad: requireSearchId,
  loaderDeps: searchIdDeps,
  loader: loadRecordById(knowledgeDetailQueryOptions),
  head: titleFromRecord,
  component: KnowledgeDetailPage,
});

function KnowledgeDetailPage() {
  const { id } = Route.useSearch();
  return (
    <ArticleDetailPage
      id={id}
      trail={[
        <Link key="list" to="/knowledgeList">
          政策知识
        </Link>,
      ]}
      article={(itemId) => <KnowledgeArticle id={itemId} />}
    />
  );
}
