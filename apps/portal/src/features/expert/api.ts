import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import * as expertCalls from '@qyfw/portal-sdk/calls/expert';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

const EXPERT_CONTENT_STALE_MS = 5 * 60 * 1000;

/** The expert categories, the tabs of 专家库. */
export const expertCategoriesQueryOptions = queryOptions({
  ...callQueryOptions(sdk, expertCalls.expert_manage_first, {}),
  staleTime: EXPERT_CONTENT_STALE_MS,
});

/** The first 4 experts of a category (contract §7, §9). */
export function expertsQueryOptions(institutionsName: string) {
  return queryOptions({
    ...callQueryOptions(sdk, expertCalls.expert_manage_list, {
      page: 1,
      pageSize: HOME_PAGE_SIZES.experts,
      institutions_name: institutionsName,
    }),
    staleTime: EXPERT_CONTENT_STALE_MS,
  });
}
