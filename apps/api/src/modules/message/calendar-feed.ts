// The deadline inbox's private calendar feed. The URL's token is the only secret: 32 random
// bytes (not derived from anything about the member), shown once when created; only its SHA-256
// is stored, so a database reader cannot rebuild a live URL. One live feed per member: creating
// a new one revokes the old, revoking kills the URL at once. A password change or reset revokes
// it too (account/password-change.ts, auth/password-reset.ts): whoever knew the old password may
// have copied the URL, and it opens the member's deadlines without a login.
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedState } from '@qyfw/portal-sdk/schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';

/** Where feeds are served: GET /api/calendar/<token>.ics (no login; the token is the secret). */
export const CALENDAR_FEED_PREFIX = '/api/calendar';

/** A token as the URL carries it: 32 bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function feedUrl(origin: string, token: string): string {
  return `${origin}${CALENDAR_FEED_PREFIX}/${token}.ics`;
}

export async function feedState(db: Db, userId: number): Promise<CalendarFeedState> {
  const [live] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);
  return { active: Boolean(live), created_at: live ? epochSeconds(live.createdAt) : null };
}

function revokeLive(db: Db, userId: number, now: Date) {
  return db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
}

/** A new live feed, the old one revoked; answers the token (never stored). */
export async function createFeed(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Two creates at once must not leave two live URLs: one member's creates take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar-feed:${userId}`}))`);
    await revokeLive(tx, userId, now);
    await tx
      .insert(calendarFeeds)
      .values({ userId, tokenHash: hashFeedToken(token), createdAt: now });
  });
  return token;
}

/** Stops the member's live feed; answers whether there was one. Run it in the caller's transaction. */
export async function revokeFeed(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await revokeLive(db, userId, now)).length > 0;
}

/** The member whose live feed `token` opens; undefined for a malformed, unknown or revoked one. */
export async function feedOwner(db: Db, token: string): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(calendarFeeds.revokedAt)));
  return feed?.userId;
}
