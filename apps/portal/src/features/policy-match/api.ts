// The query of 政策匹配 (/match). The key carries the member (the cache outlives a logout), the
// tab, words and page shown (the server pages the results) and the what-if values: each
// hypothesis is its own answer, and going back to the record's values shows the cached real one
// again at once.
import * as matchCalls from '@qyfw/portal-sdk/calls/policy-match';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import type { MatchView } from './match-view';
import type { WhatIfOverrides } from './what-if';

export function matchQueryOptions(
  member: string,
  view: MatchView,
  overrides: WhatIfOverrides | undefined,
) {
  const body = {
    only: view.tab,
    page: view.page,
    ...(view.find ? { keyword: view.find } : {}),
    ...(overrides ? { overrides } : {}),
  };
  return queryOptions({
    queryKey: [...callQueryKey(matchCalls.policy_match, body), { member }] as const,
    queryFn: () => sdk.call(matchCalls.policy_match, body),
    // A what-if keeps the last answer on screen while the next is computed.
    placeholderData: keepPreviousData,
  });
}

export { matchCalls };
