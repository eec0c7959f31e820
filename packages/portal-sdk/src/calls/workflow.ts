// Workflows (design §6): operators' calls over the entities with states. The states, events and
// actors named here are those of the flow tables (`@qyfw/portal-sdk/flows`), whose labels a
// screen shows for them. Console only: the portal never imports this domain.
import { z } from 'zod';
import { FLOW_ENTITIES } from '../flows/index.js';
import { defineCall } from '../define-call.js';
import { idSchema, intSchema } from './common.js';
import { workflowEventSchema } from './workflow-event.js';

export { workflowEventSchema } from './workflow-event.js';
export type { WorkflowEvent } from './workflow-event.js';

export const flowEntitySchema = z.enum(FLOW_ENTITIES);

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
