// /annual?state=&year=&keyword=&page=: the filters of 申报记录 live in the address, so a filtered
// list can be bookmarked, shared and reached again with 后退. A hand-edited value that does not
// parse falls back to "no filter" instead of failing the page.
import { APPLICATION_ORDERS } from '@qyfw/portal-sdk/calls/application';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { z } from 'zod';

export const recordsSearchSchema = z.object({
  state: z.enum(policyApplicationFlow.stateNames).optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  keyword: z.string().trim().max(64).optional().catch(undefined),
  /** Absent: newest first. */
  order: z.enum(APPLICATION_ORDERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type RecordsSearch = z.output<typeof recordsSearchSchema>;
