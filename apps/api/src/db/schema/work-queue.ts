// 转办: who a work-queue item has been handed to. A row exists only while an item is assigned;
// without one the item waits on every staff member of the role that acts on it. The history of
// hand-overs (who, to whom, why, when) is the audit log's, so this table keeps only the present.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const workQueueAssignments = pgTable(
  'work_queue_assignments',
  {
    /** The queue kind (WorkQueueKind: enterprise_auth, policy_application, exempt_case, …). */
    kind: text('kind').notNull(),
    /** The row of that kind (an authentication, an application, a case). */
    itemId: integer('item_id').notNull(),
    /** The colleague it now waits on. Leaving staff takes their items back to the role's pool. */
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was handed over, as the colleague will read it. */
    reason: text('reason').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index('work_queue_assignments_assignee_idx').on(table.assigneeId),
    check('work_queue_assignments_reason_not_blank', sql`btrim(${table.reason}) <> ''`),
  ],
);
