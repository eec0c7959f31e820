// 消息中心 (design §6 "messages"): every state change of a member's records and every reminder is
// one row here; the SMS and email copies go through the message sender unless the member opted
// out of that type's copies (the in-app message always stays). The deadline inbox's calendar feed
// is a private URL whose token only the member holds.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The SDK's MESSAGE_TYPES key (auth, enterprise, security, policy, ip, appeal, market, system). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A portal path the message leads to (e.g. /identity); null when there is nothing to open. */
    link: text('link'),
    /** The record it is about, so a later change of the same record can be found with it. */
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The SMS / email copies still to send ('sms', 'email'), or held for the next morning's digest
     * ('digest:sms', 'digest:email': over the day's cap); null once sent or when none is due.
     * Written in the caller's transaction, so a rolled-back change leaves none; the dispatcher
     * claims and clears them after commit (modules/message/copy-dispatcher.ts).
     */
    copiesDue: text('copies_due').array(),
  },
  (table) => [
    index('messages_user_created_idx').on(table.userId, table.createdAt),
    // The dispatcher's queue: only rows with copies still to send.
    index('messages_copies_due_idx')
      .on(table.id)
      .where(sql`${table.copiesDue} is not null`),
    // The unread count in the header, on every page: only the unread rows are indexed.
    index('messages_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * A member's choice per message type: whether SMS and email copies are sent. Without a row the
 * SDK's COPY_DEFAULTS apply (SMS off, email on); a row is always written with both columns, so
 * the column defaults below are never used.
 */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sms: boolean('sms').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** The private iCal feed of a member's deadline inbox; revoking it kills the URL at once. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the token in the URL. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(table.tokenHash),
    index('calendar_feeds_user_idx').on(table.userId),
  ],
);
