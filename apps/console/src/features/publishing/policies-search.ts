// /publishing/policies: 政策文件's keyword, state and page in the address, derived from
// admin_policy_list's own body: a value the call would refuse falls back to "no filter".
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { z } from 'zod';

export const policiesSearchSchema = listSearchSchema(policyAdminCalls.admin_policy_list.body, [
  'keyword',
  'state',
]);
export type PoliciesSearch = z.output<typeof policiesSearchSchema>;
