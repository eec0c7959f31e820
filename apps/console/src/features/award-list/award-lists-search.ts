// /award-list: 获扶持名单's keyword, level and page in the address, derived from
// admin_award_list_list's own body: a value the call would refuse falls back to "no filter".
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import type { z } from 'zod';

export const awardListsSearchSchema = listSearchSchema(
  awardListAdminCalls.admin_award_list_list.body,
  ['keyword', 'level'],
);
export type AwardListsSearch = z.output<typeof awardListsSearchSchema>;
