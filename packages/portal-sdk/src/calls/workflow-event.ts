// One line of an entity's history, as the member's timelines (an application's, a request's) and
// the operators' workflow_events call show it. Its own file, not the workflow domain's: a member
// domain importing it would otherwise pull the console's workflow_events call into the portal
// (apps/portal/bundle/console-calls.check.ts caught exactly that).
import { z } from 'zod';
import { epochSecondsSchema, idSchema, intSchema } from './common.js';

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
