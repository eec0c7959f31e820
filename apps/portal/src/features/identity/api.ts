// The queries of 企业认证 (/identity). Every key carries the member: the cache outlives a logout,
// and the next member must never see the last one's request, even for a moment. Invalidation
// still goes by the call's key prefix.
import * as identityCalls from '@qyfw/portal-sdk/calls/identity';
import * as personCalls from '@qyfw/portal-sdk/calls/person';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

export function myRequestQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(identityCalls.auth_request_mine, {}), { member }] as const,
    queryFn: () => sdk.call(identityCalls.auth_request_mine, {}),
  });
}

export function joinRequestsQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(identityCalls.auth_join_list, {}), { member }] as const,
    queryFn: () => sdk.call(identityCalls.auth_join_list, {}),
  });
}

/**
 * What a change of a request makes stale: the request, the join list, and user_detail — the
 * member card and the enterprise guards read the enterprise from it.
 */
export const IDENTITY_INVALIDATES = [
  identityCalls.auth_request_mine,
  identityCalls.auth_join_list,
  personCalls.user_detail,
] as const;

export { identityCalls };
