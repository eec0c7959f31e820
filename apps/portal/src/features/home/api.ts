import * as homeCalls from '@qyfw/portal-sdk/calls/home';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** Home content changes a few times a day; a visitor moving around the site need not refetch it. */
export const HOME_CONTENT_STALE_MS = 5 * 60 * 1000;

/** Counters, latest news and policy knowledge (contract §3 home data). */
export const homeDataQueryOptions = queryOptions({
  ...callQueryOptions(sdk, homeCalls.index, {}),
  staleTime: HOME_CONTENT_STALE_MS,
});
