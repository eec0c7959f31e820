// The console's landing page (issue 26): the work queue — what waits on the caller's role across
// every workflow (enterprise authentications, policy applications, 免申即享 cases), oldest first,
// with how long each has waited. 待办 waits on an operator now; 已办 the caller moved before;
// 全部 both. A handler sees only their unit's rows (none of today's kinds belong to a unit yet).
import { z } from 'zod';
import { CONSOLE_ROLES } from '../roles.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { idSchema, pageShape } from './common.js';

export const WORK_QUEUE_KINDS = ['enterprise_auth', 'policy_application', 'exempt_case'] as const;
export const workQueueKindSchema = z.enum(WORK_QUEUE_KINDS);
export type WorkQueueKind = z.infer<typeof workQueueKindSchema>;

export const WORK_QUEUE_TABS = ['todo', 'done', 'all'] as const;
export const workQueueTabSchema = z.enum(WORK_QUEUE_TABS, { error: '请选择待办、已办或全部' });

export const workQueueItemSchema = z.object({
  kind: workQueueKindSchema,
  /** The flow's name for the kind (企业认证申请, 政策申报, 免申即享). */
  kind_label: z.string(),
  id: idSchema,
  /** What the row is about: the enterprise and, for applications and cases, the call. */
  title: z.string(),
  state: z.string(),
  state_label: z.string(),
  /** Since when it is in its state (ISO): the clock of the wait. */
  since: z.string(),
  /** Milliseconds waited so far, by the server's clock. */
  waited_ms: z.number().int().nonnegative(),
  /** Whether it waits on an operator now (待办). */
  pending: z.boolean(),
});
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;

export const admin_work_queue = defineCall({
  name: 'admin_work_queue',
  method: 'POST',
  path: '/api/console/work-queue/list',
  auth: { roles: [...CONSOLE_ROLES] },
  summary: '管理后台工作台：待办、已办、全部（按等待时间从久到近）',
  body: z.object({ ...pageShape(20), tab: workQueueTabSchema.default('todo') }),
  data: pagedSchema(workQueueItemSchema).extend({
    /** 待办 per kind, whatever the tab. */
    counts: z.object(
      Object.fromEntries(WORK_QUEUE_KINDS.map((kind) => [kind, z.number().int()])) as Record<
        WorkQueueKind,
        z.ZodNumber
      >,
    ),
  }),
});
