import * as appealCalls from '@qyfw/portal-sdk/calls/appeal';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** Totals change as appeals are handled; a minute old is fresh enough for the home page. */
export const appealStatisticsQueryOptions = queryOptions({
  ...callQueryOptions(sdk, appealCalls.appeal_statistics, {}),
  staleTime: 60 * 1000,
});
