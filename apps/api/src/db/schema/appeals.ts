// 企业诉求: appeals an enterprise member submits and the operators' handling of them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';
import { users } from './users.js';

export const APPEAL_STATUSES = ['pending', 'processing', 'done'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The member who submitted it; kept when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 诉求类别, e.g. 融资需求 / 人才招引 / 政策咨询. */
    category: text('category').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** pending 待处理, processing 处理中, done 已办结. */
    status: text('status').$type<AppealStatus>().notNull().default('pending'),
    /** The operator's answer, shown publicly once done. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator took it up (→ processing). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When it was closed with a reply (→ done). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('appeals_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('appeals_enterprise_created_at_idx').on(table.enterpriseId, table.createdAt.desc()),
    index('appeals_user_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('appeals_created_at_idx').on(table.createdAt.desc()),
    check('appeals_status_valid', sql`${table.status} in ('pending', 'processing', 'done')`),
    check(
      'appeals_done_has_reply',
      sql`${table.status} <> 'done' or (${table.reply} is not null and ${table.handledAt} is not null)`,
    ),
  ],
);
