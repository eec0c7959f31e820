// /deadlines?category=&page=: the kind of obligation shown (企业认证, 专利年费 …, as the server
// names it) and the page, so the renewal warning can link to one kind and 后退 returns to it. A
// hand-edited value that does not parse falls back to every kind, page 1.
import { pageSearchSchema } from '@qyfw/app-kit/data-list';
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import type { z } from 'zod';

export const deadlineSearchSchema = pageSearchSchema.extend({
  // The answer's own `category` field, bounds and all; an unknown one simply matches nothing.
  category: messageCalls.deadlineSchema.shape.category.trim().min(1).optional().catch(undefined),
});
export type DeadlineSearch = z.output<typeof deadlineSearchSchema>;
