import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import * as talentCalls from '@qyfw/portal-sdk/calls/talent';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** The newest 4 talents (contract §9). */
export const talentsQueryOptions = queryOptions({
  ...callQueryOptions(sdk, talentCalls.talent_manage_list, {
    page: 1,
    pageSize: HOME_PAGE_SIZES.talents,
  }),
  staleTime: 5 * 60 * 1000,
});
