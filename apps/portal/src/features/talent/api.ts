import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import { calls } from '@qyfw/portal-sdk/schemas';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** The newest 4 talents (§9). */
export const talentsQueryOptions = queryOptions({
  ...callQueryOptions(sdk, calls.talent_manage_list, {
    page: 1,
    pageSize: HOME_PAGE_SIZES.talents,
  }),
  staleTime: 5 * 60 * 1000,
});
