// Sessions (design §2): an opaque random token in the `token` header, stored as its SHA-256,
// valid 6 h. registerCall resolves it for calls with auth 'user' and 'optional'; the auth module
// creates and revokes sessions with the functions below.
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@qyfw/portal-sdk/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { LoginMethod } from '../db/schema/index.js';

/** The session's life: the token cookie's 0.25 day. */
export const SESSION_TTL_MS = 6 * 60 * 60 * 1000;

/** 32 random bytes in base64url are 43 characters; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

/** Who is calling, from a valid token. Handlers take identity from here only. */
export interface SessionContext {
  readonly userId: number;
  readonly sessionId: number;
  /** The user's role as stored now (read with the session, so a changed role acts at once). */
  readonly role: Role;
}

/**
 * `missing`: no token, or one we never issued → 401 (log in). `ended`: ours, but expired or
 * revoked → 402 (the portal says so and reloads).
 */
export type SessionResolution =
  | { readonly state: 'valid'; readonly session: SessionContext }
  | { readonly state: 'missing' }
  | { readonly state: 'ended' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The session of the request's `token` header; registered by registerSessions. */
    resolveSession(request: FastifyRequest): Promise<SessionResolution>;
  }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface IssuedSession extends Omit<SessionContext, 'role'> {
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
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
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
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row) return { state: 'missing' };
  if (row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return { state: 'ended' };
  return { state: 'valid', session: { userId: row.userId, sessionId: row.id, role: row.role } };
}

export interface SessionDeps {
  readonly db: Db;
  readonly now: () => Date;
}

/** Makes `app.resolveSession` available to registerCall (and to every route registered after). */
export function registerSessions(app: FastifyInstance, { db, now }: SessionDeps): void {
  app.decorate('resolveSession', (request: FastifyRequest) =>
    resolveSessionToken(db, readToken(request), now()),
  );
}
