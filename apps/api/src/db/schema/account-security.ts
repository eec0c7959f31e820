// Changing what identifies a member (design §6; issue 13): a contact change needs a fresh proof of
// identity first (the current password or a code to the old contact), which grants a short-lived,
// single-use token; binding WeChat goes through an OAuth round trip whose `state` is kept here.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What a re-authentication allows: changing the email or the phone. */
export const REAUTH_PURPOSES = ['email', 'phone'] as const;
export type ReauthPurpose = (typeof REAUTH_PURPOSES)[number];

export const reauthGrants = pgTable(
  'reauth_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: REAUTH_PURPOSES }).notNull(),
    /** base64url SHA-256 of the token the client holds. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reauth_grants_token_hash_unique').on(table.tokenHash),
    index('reauth_grants_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One OAuth authorization request (WeChat binding): its state comes back on the callback. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** base64url SHA-256 of the state parameter. */
    stateHash: text('state_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('oauth_states_state_hash_unique').on(table.stateHash)],
);
