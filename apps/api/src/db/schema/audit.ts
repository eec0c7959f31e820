// The audit log (design §6 "roles"): every action an operator or handler takes, and every change
// of a shared record, with who, when, what, and the record before and after. Written in the same
// transaction as the change it describes.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The role the actor acted in (operator, handler, member). */
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. enterprise_auth.approve. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** The browser's User-Agent header as sent, shown to an auditor as 浏览器. */
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorUserId, table.at),
    // The console's audit search is newest first over a date range.
    index('audit_log_at_idx').on(table.at, table.id),
  ],
);
