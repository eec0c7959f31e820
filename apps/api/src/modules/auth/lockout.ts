// Password lockout (DESIGN §2): 5 wrong passwords within 15 min lock the account for 15 min.
// While locked even the right password is refused, so guessing cannot continue.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from './accounts.js';

export const MAX_PASSWORD_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export function lockedMessage(lockedUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`;
}

/** The lock still in force, if any. */
export function activeLock(user: Pick<UserRow, 'lockedUntil'>, now: Date): Date | undefined {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime() ? user.lockedUntil : undefined;
}

/**
 * Counts a wrong password and locks the account at the 5th within the window. The count is
 * computed in SQL so concurrent attempts cannot each see 4. Returns the lock it set, if any.
 */
export async function recordPasswordFailure(db: Db, userId: number, now: Date): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const freshWindow = sql`${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${freshWindow} then 1 else ${users.failedLoginCount} + 1 end`,
      failedLoginWindowStart: sql`case when ${freshWindow} then ${now.toISOString()}::timestamptz else ${users.failedLoginWindowStart} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failures: users.failedLoginCount });
  if (!row || row.failures < MAX_PASSWORD_FAILURES) return undefined;
  const lockedUntil = new Date(now.getTime() + LOCK_DURATION_MS);
  // A new window starts after the lock: 5 more tries once it ends.
  await db
    .update(users)
    .set({ lockedUntil, failedLoginCount: 0, failedLoginWindowStart: null })
    .where(eq(users.id, userId));
  return lockedUntil;
}

/** A successful login or password reset starts over. */
export const CLEARED_FAILURES = { failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null } as const;
