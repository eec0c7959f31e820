import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { knowledgePageQueryOptions } from '../../features/knowledge/api';
import { KnowledgeList } from '../../features/knowledge/components/knowledge-list';
import {
  knowledgeListSearchSchema,
  type KnowledgeListSearch,
} from '../../features/knowledge/search';

/** /knowledgeList?keyword=&kind=&page=: 政策知识, interpretations and Q&A (issue 14). */
export const Route = createFileRoute('/_library/knowledgeList')({
  staticData: { page: { tab: 'policyData', title: '政策知识', plain: false } },
  validateSearch: knowledgeListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const options = knowledgePageQueryOptions(deps);
    // Paging or a new search does not hold the navigation: the list keeps the previous page on
    // screen until the next arrives. Arriving (or preloading on hover) brings the first page.
    if (cause === 'stay') void queryClient.prefetchQuery(options);
    else await queryClient.prefetchQuery(options);
  },
  component: KnowledgeListPage,
});

function KnowledgeListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<KnowledgeListSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, page: 1, ...patch }),
      resetScroll: false,
    });
  return (
    <PageSheet title="政策知识">
      <KnowledgeList search={search} onSearchChange={change} />
    </PageSheet>
  );
}
