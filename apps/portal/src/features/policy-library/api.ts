import * as libraryCalls from '@qyfw/portal-sdk/calls/policy-library';
import { isPortalError } from '@qyfw/portal-sdk/client';
import { callQueryKey, callQueryOptions } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import type { CallListSearch, PolicySearch } from './search';

export { libraryCalls };

/** Results per page of /policyData. */
export const POLICY_PAGE_SIZE = 10;
/** Calls per page of /policyListData's list. */
export const CALL_PAGE_SIZE = 10;
/** The calendar asks for a whole month at once: more deadlines than this in a month is unheard of. */
export const CALENDAR_PAGE_SIZE = libraryCalls.POLICY_LIBRARY_MAX_PAGE_SIZE;

/** The library changes a few times a day: paging back and forth needs no refetch. */
const LIBRARY_STALE_MS = 60 * 1000;

/** One page of results, under the SDK's key of policy_search. */
export function policySearchQueryOptions(search: PolicySearch) {
  const { sort, ...rest } = search;
  return queryOptions({
    ...callQueryOptions(sdk, libraryCalls.policy_search, {
      ...rest,
      ...(sort ? { sort } : {}),
      pageSize: POLICY_PAGE_SIZE,
    }),
    staleTime: LIBRARY_STALE_MS,
  });
}

/**
 * The issuing units, regions and themes on offer, with their counts under the search's other
 * filters and keyword (the server leaves each facet's own choice out of its counts).
 */
export function policyFacetsQueryOptions(search: PolicySearch) {
  const { sort: _sort, page: _page, ...filters } = search;
  return queryOptions({
    ...callQueryOptions(sdk, libraryCalls.policy_facets, filters),
    // The options stay while the counts of a new filter load: the selects do not empty.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * One document. Its answer depends on who asks (the enterprise's own applications, whether the
 * member follows it), so the member is part of the key: a login or logout never shows the
 * other person's answer from the cache.
 */
export function policyDetailQueryOptions(id: number, member: string | null) {
  return queryOptions({
    queryKey: [...callQueryKey(libraryCalls.policy_detail, { id }), member] as const,
    queryFn: () => sdk.call(libraryCalls.policy_detail, { id }),
    staleTime: LIBRARY_STALE_MS,
    // An unknown id is an answer, not a hiccup: asking again cannot make the document exist.
    retry: (failureCount, error) => !isMissing(error) && failureCount < 1,
  });
}

/** One page of 申报通知 (the list view). */
export function callListQueryOptions(search: CallListSearch) {
  return queryOptions({
    ...callQueryOptions(sdk, libraryCalls.policy_call_list, {
      page: search.page,
      pageSize: CALL_PAGE_SIZE,
      ...(search.window ? { window: search.window } : {}),
      ...(search.mode ? { mode: search.mode } : {}),
    }),
    staleTime: LIBRARY_STALE_MS,
  });
}

/** The calendar stops asking after this many pages (2 500 calls in a month is far beyond the catalogue). */
const CALENDAR_MAX_PAGES = 50;

/**
 * A month of 申报通知 (the calendar view): every call whose window overlaps it, all pages of
 * them — a month has more than one page's worth, and a calendar missing its later deadlines
 * would say those days have none.
 */
export function callMonthQueryOptions(search: CallListSearch, month: string) {
  const body = {
    pageSize: CALENDAR_PAGE_SIZE,
    month,
    ...(search.window ? { window: search.window } : {}),
    ...(search.mode ? { mode: search.mode } : {}),
  };
  return queryOptions({
    queryKey: [...callQueryKey(libraryCalls.policy_call_list, { ...body, page: 1 }), 'all'],
    queryFn: async () => {
      const first = await sdk.call(libraryCalls.policy_call_list, { ...body, page: 1 });
      const pages = Math.min(Math.ceil(first.total / CALENDAR_PAGE_SIZE), CALENDAR_MAX_PAGES);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          sdk.call(libraryCalls.policy_call_list, { ...body, page: index + 2 }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.list);
    },
    staleTime: LIBRARY_STALE_MS,
  });
}

/** The server has no such record (HTTP 404): the page answers with its not-found screen. */
export function isMissing(error: unknown): boolean {
  return isPortalError(error) && error.kind === 'not-found';
}
