// /application/applications: the filters and the page of 政策申报审核 in the address, derived from admin_application_list's
// own body: a value the call would refuse falls back to "no filter" instead of failing the page.
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type { z } from 'zod';

export const applicationsSearchSchema = listSearchSchema(
  applicationAdminCalls.admin_application_list.body,
  ['state', 'keyword'],
);
export type ApplicationsSearch = z.output<typeof applicationsSearchSchema>;
