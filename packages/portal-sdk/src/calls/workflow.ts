// Workflows (design §6): operators' calls over the entities with states. The states, events and
// actors named here are those of the flow tables (`@qyfw/portal-sdk/flows`), whose labels a
// screen shows for them. Console only: the portal never imports this domain.
import { z } from 'zod';
import { FLOW_ENTITIES } from '../flows/index.js';
import { defineCall } from '../define-call.js';
import { epochSecondsSchema, idSchema, intSchema } from './common.js';

export const flowEntitySchema = z.enum(FLOW_ENTITIES);

/** One transition in an entity's history. */
export const workflowEventSchema = z.object({
  id: idSchema,
  /** The states and the event, as the flow table names them. */
  from: z.string(),
  to: z.string(),
  event: z.string(),
  /** Who the table let make it: a role (operator), a relation (scanner, requester) or system. */
  actor: z.string(),
  /** The user behind it; null for the system and an anonymous requester. */
  actor_user_id: idSchema.nullable(),
  reason: z.string().nullable(),
  /** The entity's version after this transition. */
  version: intSchema(1),
  createtime: epochSecondsSchema,
});
export type WorkflowEvent = z.infer<typeof workflowEventSchema>;

export const workflowHistorySchema = z.object({
  entity_type: flowEntitySchema,
  entity_id: idSchema,
  /** The state now, and the version a change must name (a stale one is refused with 409). */
  state: z.string(),
  version: intSchema(0),
  /** Oldest first. */
  list: z.array(workflowEventSchema),
});
export type WorkflowHistory = z.infer<typeof workflowHistorySchema>;

export const workflow_events = defineCall({
  name: 'workflow_events',
  method: 'POST',
  path: '/api/console/workflow_events',
  auth: { roles: ['operator'] },
  summary: '运营：查看一条业务记录的当前状态与变更历史',
  body: z.object({ entity_type: flowEntitySchema, entity_id: idSchema }),
  data: workflowHistorySchema,
});
