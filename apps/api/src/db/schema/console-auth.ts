// The console's second factor (issue 26): one TOTP secret per staff account and its recovery
// codes. The secret has to be kept readable (the server computes the expected code from it);
// recovery codes are kept only as hashes, since they are shown once and only compared.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A staff account's TOTP authenticator. `enrolledAt` is null while an enrolment is pending: the
 * secret was shown (QR + text) but no code from it was confirmed yet, so it does not guard
 * sign-in; `enrolTokenHash` ties the confirming call to the password check that began it.
 */
export const consoleTotp = pgTable('console_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base32 secret (RFC 6238, SHA-1, 6 digits, 30 s). */
  secret: text('secret').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  /**
   * The time step (unix seconds / 30) of the last accepted code: a code of this step or an
   * earlier one is refused, so a code seen over a shoulder or in a log cannot be used again.
   */
  lastStep: integer('last_step'),
  /** base64url SHA-256 of the pending enrolment's token (null once enrolled). */
  enrolTokenHash: text('enrol_token_hash'),
  enrolExpiresAt: timestamp('enrol_expires_at', { withTimezone: true }),
});

/** One-time recovery codes, for a lost phone: each signs in once in place of a TOTP code. */
export const consoleRecoveryCodes = pgTable(
  'console_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the code (random 40 bits: a hash without salt is enough here). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('console_recovery_codes_user_idx').on(table.userId)],
);
