import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { policySearchQueryOptions } from '../../features/policy-library/api';
import { PolicyLibrary } from '../../features/policy-library/components/policy-library';
import { policySearchSchema, type PolicySearch } from '../../features/policy-library/search';

/**
 * /policyData 政策库: keyword, filters, order and page in the address (contract §2, issue 14);
 * the header's top search (政策) lands here with `?keyword=`.
 */
export const Route = createFileRoute('/_library/policyData')({
  staticData: { page: { tab: 'policyData', title: '政策库', plain: false } },
  validateSearch: policySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const options = policySearchQueryOptions(deps);
    // A new filter or page on the page does not hold the navigation: the results keep the
    // previous answer on screen (dimmed) until this one arrives. Arriving brings the first one;
    // a failure is left to the list, which shows it with a retry.
    if (cause === 'stay') void queryClient.prefetchQuery(options);
    else await queryClient.prefetchQuery(options);
  },
  component: PolicyLibraryPage,
});

function PolicyLibraryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<PolicySearch>) =>
    void navigate({
      // Any change but the page's own starts again from the first page (no page in the address).
      search: (previous) => ({ ...previous, page: undefined, ...patch }),
      resetScroll: false,
    });
  return (
    <PageSheet title="政策库">
      <PolicyLibrary search={search} onSearchChange={change} />
    </PageSheet>
  );
}
