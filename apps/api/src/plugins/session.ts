// Sessions (design §2): an opaque random token in the `token` header, stored as its SHA-256,
// valid 6 h. registerCall and registerFileRoute resolve it (call-auth.ts) for every `auth` but
// 'public'; the auth module creates and revokes sessions with the functions below.
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { LoginMethod, SessionKind } from '../db/schema/index.js';
import { ApiError } from './api-error.js';
import { enterpriseOf } from './scope.js';

/** The session's life: the token cookie's 0.25 day. */
export const SESSION_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * A console session is shorter than a member's and ends after idleness. Staff screens change other
 * people's records (approvals, payments, roles), and they are opened on shared office machines
 * and left unlocked over lunch: 30 idle minutes ends a forgotten session before someone else sits
 * down, while 8 h covers one working day without a second sign-in. A member's 6 h session only
 * exposes their own enterprise, so it has no idle limit.
 */
export const CONSOLE_IDLE_MS = 30 * 60 * 1000;
export const CONSOLE_MAX_MS = 8 * 60 * 60 * 1000;

/** 32 random bytes in base64url are 43 characters; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

/** Who is calling, from a valid token. Handlers take identity from here only. */
export interface SessionContext {
  readonly userId: number;
  readonly sessionId: number;
  /** The user's role as stored now (read with the session, so a changed role acts at once). */
  readonly role: Role;
  /** A handler's unit (承办单位) as stored now; null for other roles and an unplaced handler. */
  readonly unitId: number | null;
  /** Which front end signed in: `console` sessions passed the second factor (console-auth). */
  readonly kind: SessionKind;
}

/**
 * `missing`: no token, or one we never issued → 401 (log in). `ended`: ours, but expired or
 * revoked → 402 (the portal says so and reloads). `disabled`: the account was 停用'd → 402 with
 * MESSAGES.accountDisabled, whether or not its sessions were revoked too.
 */
export type SessionResolution =
  | { readonly state: 'valid'; readonly session: SessionContext }
  | { readonly state: 'missing' }
  | { readonly state: 'ended' }
  | { readonly state: 'disabled' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The session of the request's `token` header; registered by registerSessions. */
    resolveSession(request: FastifyRequest): Promise<SessionResolution>;
    /**
     * The user's enterprise (scope.ts enterpriseOf) on the app's database; registered by
     * registerSessions for `auth: 'enterprise'`.
     */
    resolveEnterprise(userId: number): Promise<number | undefined>;
  }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface IssuedSession extends Omit<SessionContext, 'role' | 'unitId' | 'kind'> {
  /** Handed to the client once; never stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

/** Stored User-Agents are cut here: enough for any real browser, bounded for a forged header. */
export const USER_AGENT_MAX_LENGTH = 512;

/** How and from where a session began, for the member's login history (/basics). */
export interface SessionOrigin {
  readonly method: LoginMethod;
  readonly ip: string | null;
  readonly userAgent: string | null | undefined;
}

/**
 * Starts a session for the user. The logins pass their origin; a session made without one (tests,
 * tools) is recorded as a password login from an unknown address.
 */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  origin: SessionOrigin = { method: 'password', ip: null, userAgent: null },
  kind: SessionKind = 'member',
): Promise<IssuedSession> {
  // Every sign-in path ends here: a disabled account gets no session, whichever path forgot to ask.
  const [user] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.disabledAt != null) throw ApiError.forbidden(MESSAGES.accountDisabled);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    now.getTime() + (kind === 'console' ? CONSOLE_MAX_MS : SESSION_TTL_MS),
  );
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt,
      method: origin.method,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      kind,
      lastSeenAt: kind === 'console' ? now : null,
    })
    .returning({ id: sessions.id });
  return { token, userId, sessionId: row!.id, expiresAt };
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset: whoever knew the old password is logged out). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The `token` header as sent; a repeated header counts as no token rather than a guess. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header !== 'string') return undefined;
  const token = header.trim();
  return token === '' || token.length > MAX_TOKEN_LENGTH ? undefined : token;
}

export async function resolveSessionToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<SessionResolution> {
  if (token === undefined) return { state: 'missing' };
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      role: users.role,
      unitId: users.unitId,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row) return { state: 'missing' };
  // Checked on every call, not only by revoking the sessions when disabling: a session missed by
  // the revocation (or made in the same instant) still answers for nobody.
  if (row.disabledAt !== null) return { state: 'disabled' };
  if (row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return { state: 'ended' };
  if (row.kind === 'console') {
    const seen = row.lastSeenAt ?? now;
    if (seen.getTime() + CONSOLE_IDLE_MS <= now.getTime()) return { state: 'ended' };
    // Every call with the session counts as activity; the idle clock starts again.
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return {
    state: 'valid',
    session: {
      userId: row.userId,
      sessionId: row.id,
      role: row.role,
      unitId: row.unitId,
      kind: row.kind,
    },
  };
}

export interface SessionDeps {
  readonly db: Db;
  readonly now: () => Date;
}

/**
 * Makes `app.resolveSession` and `app.resolveEnterprise` available to registerCall and
 * registerFileRoute (and to every route registered after).
 */
export function registerSessions(app: FastifyInstance, { db, now }: SessionDeps): void {
  app.decorate('resolveSession', (request: FastifyRequest) =>
    resolveSessionToken(db, readToken(request), now()),
  );
  app.decorate('resolveEnterprise', (userId: number) => enterpriseOf(db, userId));
}
