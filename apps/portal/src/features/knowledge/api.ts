import * as libraryCalls from '@qyfw/portal-sdk/calls/policy-library';
import { isPortalError } from '@qyfw/portal-sdk/client';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import type { KnowledgeListSearch } from './search';

/** Items per page of /knowledgeList. */
export const KNOWLEDGE_PAGE_SIZE = 10;

/** Knowledge changes a few times a week: paging back and forth needs no refetch. */
const KNOWLEDGE_STALE_MS = 5 * 60 * 1000;

/** One page of 政策知识, under the SDK's key of knowledge_list. */
export function knowledgePageQueryOptions(search: KnowledgeListSearch) {
  return queryOptions({
    ...callQueryOptions(sdk, libraryCalls.knowledge_list, {
      page: search.page,
      pageSize: KNOWLEDGE_PAGE_SIZE,
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...(search.kind ? { kind: search.kind } : {}),
    }),
    staleTime: KNOWLEDGE_STALE_MS,
  });
}

/** One item with the policies it explains. */
export function knowledgeDetailQueryOptions(id: number) {
  return queryOptions({
    ...callQueryOptions(sdk, libraryCalls.knowledge_detail, { id }),
    staleTime: KNOWLEDGE_STALE_MS,
    // An unknown id is an answer, not a hiccup: asking again cannot make the item exist.
    retry: (failureCount, error) => !isKnowledgeMissing(error) && failureCount < 1,
  });
}

export function isKnowledgeMissing(error: unknown): boolean {
  return isPortalError(error) && error.kind === 'not-found';
}
