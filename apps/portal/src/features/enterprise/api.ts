import * as enterpriseCalls from '@qyfw/portal-sdk/calls/enterprise';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';

/** The member's enterprise record; the page keeps it while it is open (a save answers the new one). */
export const recordQueryOptions = queryOptions({
  ...callQueryOptions(sdk, enterpriseCalls.enterprise_record, {}),
  // A 403 (no enterprise) or a refusal will not change by asking again.
  retry: false,
});

export const HISTORY_PAGE_SIZE = 10;

export function historyQueryOptions(page: number) {
  return callQueryOptions(sdk, enterpriseCalls.enterprise_record_history, {
    page,
    pageSize: HISTORY_PAGE_SIZE,
  });
}
