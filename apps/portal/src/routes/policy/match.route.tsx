import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '../../features/policy-match/components/match-page';

// 政策匹配 (contract §2 /match; DOMAIN §2): every open call evaluated against the enterprise record,
// explained condition by condition. Needs a login and an enterprise: the member layout's guard
// refuses anyone else before this loads.
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
  component: MatchPage,
});
