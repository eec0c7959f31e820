// The history of every entity with states (design §6 "workflows"): one row per transition, written
// by the one server transition() in the same transaction as the state change, so the history can
// never disagree with the state. Operators read it by entity (who moved it, when, and why).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: serial('id').primaryKey(),
    /** The flow's entity type (the SDK's FLOWS key), e.g. qr_login_sign. */
    entityType: text('entity_type').notNull(),
    /** The entity's id in its own table (no foreign key: one history serves every table). */
    entityId: integer('entity_id').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    event: text('event').notNull(),
    /** The user who made it; null for the system and for an anonymous requester. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who the flow table let make it: a role, a relation (scanner, requester) or system. */
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    /** The entity's version after this transition. */
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // An entity's history in order; purging an entity's history with it.
    index('workflow_events_entity_idx').on(table.entityType, table.entityId, table.id),
    index('workflow_events_actor_idx').on(table.actorUserId),
  ],
);
