import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MatchPage } from '../../features/policy-match/components/match-page';
import { matchSearchSchema, searchOfView, viewOfSearch } from '../../features/policy-match/search';

// 政策匹配 (contract §2 /match; DOMAIN §2): every open call evaluated against the enterprise record,
// explained condition by condition. Needs a login and an enterprise: the member layout's guard
// refuses anyone else before this loads. Tab, words and page are in the address.
export const Route = createFileRoute('/_member/match')({
  staticData: {
    page: {
      tab: 'match',
      title: '政策匹配',
      plain: false,
      needsEnterprise: true,
      loginFor: '使用政策匹配',
    },
  },
  validateSearch: matchSearchSchema,
  // Page 1 is the page without a ?page=: a link to the list (the header tab) stays the plain address.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: MatchRoute,
});

function MatchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MatchPage
      view={viewOfSearch(search)}
      onViewChange={(view) => void navigate({ search: searchOfView(view), resetScroll: false })}
    />
  );
}
