// /exempt-case/cases: the filters and the page of 免申即享办理 in the address (状态, 政策/通知,
// 关键词), derived from admin_exempt_case_list's own body: a value the call would refuse falls back
// to "no filter" instead of failing the page.
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type { z } from 'zod';

export const casesSearchSchema = listSearchSchema(
  applicationAdminCalls.admin_exempt_case_list.body,
  ['state', 'call_id', 'keyword'],
);
export type CasesSearch = z.output<typeof casesSearchSchema>;
