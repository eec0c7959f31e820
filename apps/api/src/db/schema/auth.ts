// Sessions and the other state of logging in. Everything lives in the database, so API instances
// stay stateless and can run side by side (design §3).
import { qrLoginFlow } from '@qyfw/portal-sdk/flows';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** How a session began: the login history says so. */
export const LOGIN_METHODS = ['password', 'sms', 'qr', 'register'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Which front end a session belongs to (see sessions.kind). */
export const SESSION_KINDS = ['member', 'console'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

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
    /** How the member logged in (login history on /basics): password, sms, qr, register. */
    method: text('method', { enum: LOGIN_METHODS }).notNull().default('password'),
    /** The client's address and browser at login (login history; 登录地点 via ip2region). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * `member` (the portal's login) or `console` (the operator console's sign-in with a second
     * factor). Console calls take console sessions only, so a staff password typed into the
     * portal never opens the console without the TOTP code.
     */
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('member'),
    /** The last call made with a console session: idleness past CONSOLE_IDLE_MS ends it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    // Revoking every session of a user (password reset) and finding a user's live sessions.
    index('sessions_user_idx').on(table.userId, table.expiresAt),
  ],
);

/** Where a verification code travels. */
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What a code proves: `login` (dx_send: SMS login and registration), `reset` (forget_send),
 * `reauth` (a code to the member's current contact before changing it) or `bind` (a code to the
 * new email or phone). A code of one purpose never passes for another.
 */
export const CODE_PURPOSES = ['login', 'reset', 'reauth', 'bind'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The check below lists CODE_PURPOSES, so a new purpose cannot be forgotten there. */
const codePurposeList = sql.raw(CODE_PURPOSES.map((purpose) => `'${purpose}'`).join(', '));

/**
 * A 6-digit code sent by SMS or email. Only an HMAC of it is kept (keyed by a per-code salt).
 * The newest code of a (channel, target, purpose) is the only one that counts; it dies when
 * used, after 5 wrong tries or at `expiresAt` (5 min). The rows also count sends for the
 * resend (60 s), per-target daily and per-IP hourly limits.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** Login codes: the phone. Reset codes: the account as typed, lower-cased (see forget_send). */
    target: text('target').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes tried against this one. */
    attempts: integer('attempts').notNull().default(0),
    /** The requester's IP, for the per-IP hourly limit. */
    requestIp: text('request_ip').notNull(),
    /** False where forget_send has nowhere to send (unknown account, contact not bound): counted, never delivered. */
    delivered: boolean('delivered').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_target_idx').on(table.channel, table.target, table.createdAt),
    index('verification_codes_ip_idx').on(table.requestIp, table.createdAt),
    check('verification_codes_attempts_nonnegative', sql`${table.attempts} >= 0`),
    check('verification_codes_channel_valid', sql`${table.channel} in ('sms', 'email')`),
    check('verification_codes_purpose_valid', sql`${table.purpose} in (${codePurposeList})`),
  ],
);

/**
 * Messages handed to the default gateway (design §2): a relay would deliver them; with
 * DEMO_OUTBOX=1 (never in production) GET /api/dev/sms-outbox reads the latest code from here.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** Phone number or lower-cased email. */
    recipient: text('recipient').notNull(),
    /** The email subject; null for SMS. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** The verification code the message carries, so readers need not parse the text. */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('message_outbox_recipient_idx').on(table.channel, table.recipient, table.createdAt),
    check('message_outbox_channel_valid', sql`${table.channel} in ('sms', 'email')`),
  ],
);

/**
 * The states of a QR login sign: the SDK's flow table (qrLoginFlow) lists them with who may move a
 * sign between them; the check below lists the same names. waiting for the phone; confirmed by a
 * member (the PC has not collected its session yet); delivered (the session went to the PC, once);
 * cancelled by the requesting browser; refused by the member on the phone; expired (recorded when
 * a sign past `expiresAt` is next acted on — until then the deadline alone makes it expired).
 */
export const QR_SIGN_STATES = qrLoginFlow.stateNames;
export type { QrSignState } from '@qyfw/portal-sdk/flows';

const qrSignStateList = sql.raw(QR_SIGN_STATES.map((state) => `'${state}'`).join(', '));

/**
 * A QR login (design §2). The sign is in the QR image; the poll key went only to the browser that
 * asked for the QR, and a sign yields a session only together with it. Only SHA-256 hashes of both
 * are stored. The session is created when the PC collects it, so no token ever rests here.
 */
export const qrLoginSigns = pgTable(
  'qr_login_signs',
  {
    id: serial('id').primaryKey(),
    signHash: text('sign_hash').notNull(),
    /** base64url SHA-256 of the requester's poll key. */
    pollKeyHash: text('poll_key_hash').notNull(),
    state: text('state', { enum: QR_SIGN_STATES }).notNull().default(qrLoginFlow.initial),
    /** Bumped by every transition: a change made against an older version is refused (409). */
    version: integer('version').notNull().default(0),
    /** The member who confirmed or refused. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session the PC received. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Where the request came from, shown on the phone so the member can tell it is their computer. */
    requestIp: text('request_ip').notNull(),
    /** The requesting browser's User-Agent (cut to 512 characters); null when it sent none. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 120 s after creation; a confirmation moves it to a short collection window. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('qr_login_signs_sign_hash_unique').on(table.signHash),
    // Purging old signs.
    index('qr_login_signs_expires_at_idx').on(table.expiresAt),
    check('qr_login_signs_state_valid', sql`${table.state} in (${qrSignStateList})`),
    // Only a member can have confirmed, collected or refused a sign.
    check(
      'qr_login_signs_confirmed_has_user',
      sql`${table.state} in ('waiting', 'cancelled', 'expired') or ${table.userId} is not null`,
    ),
  ],
);
