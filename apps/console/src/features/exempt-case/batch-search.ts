// /exempt-case/batch: the call a batch is for (so a shared address opens on it) and the page of
// its cases, from admin_exempt_case_list's own body.
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type { z } from 'zod';

export const batchSearchSchema = listSearchSchema(
  applicationAdminCalls.admin_exempt_case_list.body,
  ['call_id'],
);
export type BatchSearch = z.output<typeof batchSearchSchema>;
