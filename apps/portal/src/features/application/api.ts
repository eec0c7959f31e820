// The queries of the member's application screens (/apply, /sbNow, /annual, /yinformation). Every
// key carries the member: the cache outlives a logout, and the next member must never see the last
// one's enterprise, even for a moment. Invalidation still goes by the call's key prefix.
import * as applicationCalls from '@qyfw/portal-sdk/calls/application';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import type { CallBody } from '@qyfw/portal-sdk/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

export function applicationFormQueryOptions(member: string, callId: number) {
  const body = { call_id: callId };
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.application_form, body), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.application_form, body),
    // The draft is edited here: a refetch on focus would replace what the form shows.
    refetchOnWindowFocus: false,
  });
}

export function applicationListQueryOptions(
  member: string,
  body: CallBody<typeof applicationCalls.application_list>,
) {
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.application_list, body), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.application_list, body),
    placeholderData: keepPreviousData,
  });
}

export function applicationDetailQueryOptions(member: string, id: number) {
  const body = { id };
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.application_detail, body), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.application_detail, body),
  });
}

export function exemptCasesQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.exempt_case_list, {}), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.exempt_case_list, {}),
  });
}

export function exemptCaseDetailQueryOptions(member: string, id: number) {
  const body = { id };
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.exempt_case_detail, body), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.exempt_case_detail, body),
  });
}

export function obtainedQueryOptions(member: string) {
  return queryOptions({
    queryKey: [...callQueryKey(applicationCalls.policy_obtained, {}), { member }] as const,
    queryFn: () => sdk.call(applicationCalls.policy_obtained, {}),
  });
}

/** What a change of an application or a case makes stale on the member's screens. */
export const APPLICATION_INVALIDATES = [
  applicationCalls.application_form,
  applicationCalls.application_detail,
  applicationCalls.application_list,
  applicationCalls.exempt_case_list,
  applicationCalls.exempt_case_detail,
  applicationCalls.policy_obtained,
] as const;

export { applicationCalls };
