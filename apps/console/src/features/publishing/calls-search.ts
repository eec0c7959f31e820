// /publishing/calls: 申报通知's filters (document, state, delivery mode) and page in the address,
// derived from admin_call_list's own body: a value the call would refuse falls back to "no filter".
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { z } from 'zod';

export const callsSearchSchema = listSearchSchema(policyAdminCalls.admin_call_list.body, [
  'policy_id',
  'state',
  'mode',
]);
export type CallsSearch = z.output<typeof callsSearchSchema>;
