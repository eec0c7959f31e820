// Sessions and the other state of logging in. Everything lives in the database, so API instances
// stay stateless and can run side by side (DESIGN §3).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A login. The client holds an opaque random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed. A session ends at `expiresAt` (6 h after login, the token cookie's
 * life) or when revoked (logout, password reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    // Revoking every session of a user (password reset) and finding a user's live sessions.
    index('sessions_user_idx').on(table.userId, table.expiresAt),
  ],
);
