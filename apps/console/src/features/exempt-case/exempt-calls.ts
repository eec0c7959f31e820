// The published 免申即享 calls, for the queue's 政策/通知 filter and the batch's choice of call: one
// page of the largest size (an area publishes a few dozen such calls a year, not hundreds).
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';

export const exemptCallsQuery = (client: PortalClient) =>
  callQueryOptions(client, policyAdminCalls.admin_call_list, {
    mode: 'exempt',
    state: 'published',
    page: 1,
    pageSize: 100,
  });
