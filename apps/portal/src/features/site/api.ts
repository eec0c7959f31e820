import * as siteCalls from '@qyfw/portal-sdk/calls/site';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/**
 * The site config (footer contacts, carousel, extra enterprise count). Operators change it
 * rarely and every page shows it, so one fetch per visit is enough.
 */
export const siteConfigQueryOptions = queryOptions({
  ...callQueryOptions(sdk, siteCalls.pcconfig, {}),
  staleTime: 30 * 60 * 1000,
});
