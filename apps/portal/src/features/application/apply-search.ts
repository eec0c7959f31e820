// /apply?id=<call>: the call to apply to. A missing or malformed id is kept as undefined and the
// page says the address is incomplete (a link from /match or the policy page always carries one).
import { z } from 'zod';

export const applySearchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ApplySearch = z.output<typeof applySearchSchema>;
