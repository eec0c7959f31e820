// The console's landing page (issue 26): the work queue — what waits on the caller's role across
// every workflow (enterprise authentications, policy applications, 免申即享 cases), oldest first,
// with how long each has waited. 待办 waits on an operator now; 已办 the caller moved before;
// 全部 both. A handler sees only their unit's rows (none of today's kinds belong to a unit yet).
// 转办: an operator hands a pending item to a colleague with a reason; it then waits on that
// colleague alone (their 待办, marked 转办给我) until it moves on.
import { z } from 'zod';
import { CONSOLE_ROLES } from '../roles.js';
import { defineCall } from '../define-call.js';
import { pagedSchema } from '../envelope.js';
import { TRANSITION_REASON_MAX } from '../transition-body.js';
import { idSchema, pageShape } from './common.js';
import { consoleRoleSchema } from './console-auth.js';

export const WORK_QUEUE_KINDS = ['enterprise_auth', 'policy_application', 'exempt_case'] as const;
export const workQueueKindSchema = z.enum(WORK_QUEUE_KINDS, { error: '事项类型不正确' });
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
  /** 转办: the colleague a pending item was handed to; null while it waits on the whole role. */
  assignee_id: idSchema.nullable(),
  assignee_name: z.string().nullable(),
  /** Handed to the caller (转办给我): first in the caller's 待办. */
  assigned_to_me: z.boolean(),
  /** Why it was handed over, as the one who did wrote it (plain text). */
  transfer_reason: z.string().nullable(),
  transferred_by_name: z.string().nullable(),
  /** When it was handed over (ISO). */
  transferred_at: z.string().nullable(),
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

/** The longest 转办原因: as long as a workflow step's reason. */
export const TRANSFER_REASON_MAX = TRANSITION_REASON_MAX;

/** Someone a pending item of a kind may be handed to: active staff of a role that acts on it. */
export const workQueueColleagueSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: consoleRoleSchema,
  role_label: z.string(),
});
export type WorkQueueColleague = z.infer<typeof workQueueColleagueSchema>;

export const admin_work_queue_colleagues = defineCall({
  name: 'admin_work_queue_colleagues',
  method: 'POST',
  path: '/api/console/work-queue/colleagues',
  auth: { roles: ['operator'] },
  summary: '管理后台工作台：可接收转办的同事（在用、可办理该类事项，不含本人）',
  body: z.object({ kind: workQueueKindSchema }),
  data: z.object({ list: z.array(workQueueColleagueSchema) }),
});

export const workQueueTransferBodySchema = z.object({
  kind: workQueueKindSchema,
  id: idSchema,
  /** The colleague (admin_work_queue_colleagues). */
  assignee_id: z.number({ error: '请选择接收人' }).pipe(idSchema),
  reason: z
    .string({ error: '请填写转办原因' })
    .trim()
    .min(1, { error: '请填写转办原因', abort: true })
    .max(TRANSFER_REASON_MAX, { error: `转办原因不能超过${TRANSFER_REASON_MAX}个字符` }),
});

/** An item's hand-over as it now stands. */
export const workQueueAssignmentSchema = z.object({
  kind: workQueueKindSchema,
  id: idSchema,
  assignee_id: idSchema,
  assignee_name: z.string(),
  transfer_reason: z.string(),
  transferred_by_name: z.string(),
  transferred_at: z.string(),
});
export type WorkQueueAssignment = z.infer<typeof workQueueAssignmentSchema>;

export const admin_work_queue_transfer = defineCall({
  name: 'admin_work_queue_transfer',
  method: 'POST',
  path: '/api/console/work-queue/transfer',
  auth: { roles: ['operator'] },
  summary: '管理后台工作台：转办——把一项待办交给同事处理（须填写原因）',
  body: workQueueTransferBodySchema,
  data: workQueueAssignmentSchema,
});
