// /identity/auth-requests: 企业认证审核's state, keyword and page in the address, derived from
// admin_auth_request_list's own body: a value the call would refuse falls back to "no filter".
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as identityAdminCalls from '@qyfw/portal-sdk/calls/identity-admin';
import type { z } from 'zod';

export const authRequestsSearchSchema = listSearchSchema(
  identityAdminCalls.admin_auth_request_list.body,
  ['state', 'keyword'],
);
export type AuthRequestsSearch = z.output<typeof authRequestsSearchSchema>;
