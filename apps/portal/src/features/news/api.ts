// 最新动态's queries: one page of trends_list and one article (trends_detail), under the SDK's
// call keys — the home page's strip reads the same news through `index`.
import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { isPortalError } from '@qyfw/portal-sdk/client';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** Items per page of /dynamicList. */
export const NEWS_PAGE_SIZE = 10;

/** News changes a few times a day: paging back and forth needs no refetch. */
const NEWS_STALE_MS = 5 * 60 * 1000;

export function newsPageQueryOptions(page: number) {
  return queryOptions({
    ...callQueryOptions(sdk, newsCalls.trends_list, { page, pageSize: NEWS_PAGE_SIZE }),
    staleTime: NEWS_STALE_MS,
  });
}

export function newsArticleQueryOptions(id: number) {
  return queryOptions({
    ...callQueryOptions(sdk, newsCalls.trends_detail, { id }),
    staleTime: NEWS_STALE_MS,
    // An unknown (or withdrawn) id is an answer, not a hiccup: asking again cannot bring it back.
    retry: (failureCount, error) => !isNewsMissing(error) && failureCount < 1,
  });
}

export function isNewsMissing(error: unknown): boolean {
  return isPortalError(error) && error.kind === 'not-found';
}
