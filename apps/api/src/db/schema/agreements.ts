import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The texts of /ysMent (contract §2): 1 privacy policy, 2 user agreement, 3 company profile. One row
 * per page, keyed by the status the portal asks for; operators edit them in place.
 */
export const agreements = pgTable(
  'agreements',
  {
    /** status on the wire: 1 隐私政策, 2 用户协议, 3 公司简介. */
    status: smallint('status').primaryKey(),
    title: text('title').notNull(),
    /** HTML; sanitized when written and again when read (operators may edit the row directly). */
    content: text('content').notNull(),
    /** updatetime on the wire. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('agreements_status_known', sql`${table.status} in (1, 2, 3)`)],
);
