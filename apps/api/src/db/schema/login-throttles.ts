import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords, counted in the database so several API instances share them (modules/auth/
 * login-throttle.ts). Two kinds of row: one per (account as typed, client address) — its
 * failures and how long that address must wait before trying that account again — and one per
 * account across all addresses (`blockedUntil` null), which only says whether the account is
 * being sprayed. Keys are SHA-256 digests: fixed length whatever was typed, and a password typed
 * into the account field is not kept in clear. Rows are purged a day after their last failure.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** base64url SHA-256 of the scope: account + address, or the account alone. */
    key: text('key').primaryKey(),
    /** base64url SHA-256 of the account: a password reset clears every row of the member's accounts. */
    accountHash: text('account_hash').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** Until when this address gets only the wait message for this account. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [
    index('login_throttles_account_idx').on(table.accountHash),
    index('login_throttles_last_failure_idx').on(table.lastFailureAt),
  ],
);
