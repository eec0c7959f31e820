// Calls of a made-up 示例 area for the kit's own tests and stories: the frames are exercised
// through the real SDK client and zod schemas without depending on any area's calls.
import { defineCall } from '@qyfw/portal-sdk/schemas';
import { z } from 'zod';

export const demoItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(['pending', 'passed']),
  /** The events the caller may make on this row, as the server decides. */
  actions: z.array(z.enum(['pass', 'return'])),
});
export type DemoItem = z.infer<typeof demoItemSchema>;

export const DEMO_EVENT_LABELS = { pass: '通过', return: '退回' } as const;

export const demo_list = defineCall({
  name: 'demo_list',
  method: 'POST',
  path: '/api/demo/kit_list',
  summary: '示例列表',
  body: z.object({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
    state: z.enum(['pending', 'passed']).optional(),
    keyword: z.string().trim().max(20).optional(),
  }),
  data: z.object({
    list: z.array(demoItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const demo_detail = defineCall({
  name: 'demo_detail',
  method: 'POST',
  path: '/api/demo/kit_detail',
  summary: '示例详情',
  body: z.object({ id: z.number().int().min(1) }),
  data: demoItemSchema,
});

export function demoRows(count: number, from = 1): DemoItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `示例企业${from + index}`,
    state: index % 2 === 0 ? 'pending' : 'passed',
    actions: index % 2 === 0 ? ['pass', 'return'] : [],
  }));
}
