// /yinformation?source=&year=&page=: which support obtained is shown (获扶持公示 / 政策申报 /
// 免申即享), of which year, and the page, so a filtered list can be bookmarked and 后退 returns to
// it. Each filter is the answer's own field schema; a hand-edited value that does not parse falls
// back to "no filter".
import { pageSearchSchema } from '@qyfw/app-kit/data-list';
import { obtainedSourceSchema, policy_obtained } from '@qyfw/portal-sdk/calls/application';
import { z } from 'zod';

const yearSchema = policy_obtained.data.shape.totals.element.shape.year;

export const obtainedSearchSchema = pageSearchSchema.extend({
  source: obtainedSourceSchema.optional().catch(undefined),
  year: z.coerce.number().pipe(yearSchema).optional().catch(undefined),
});
export type ObtainedSearch = z.output<typeof obtainedSearchSchema>;
