// Each panel's data: one SDK call, refreshed in place every minute. A failed call is asked again
// sooner, so a panel recovers on its own soon after the server does.
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import { DAPING_REFRESH_MS } from '@qyfw/portal-sdk/calls/daping';
import type { CallBody, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from './sdk';

/** How soon a panel whose call failed asks again. */
export const FAILED_PANEL_RETRY_MS = 15_000;

/** The query of a daping call (the SDK's key, so panels asking the same call share one request). */
export function dapingQueryOptions<C extends CallDefinition>(call: C, body?: CallBody<C>) {
  return queryOptions({
    queryKey: callQueryKey(call, body),
    queryFn: () => sdk.call(call, body),
    refetchInterval: (query) =>
      query.state.status === 'error' ? FAILED_PANEL_RETRY_MS : DAPING_REFRESH_MS,
  });
}
