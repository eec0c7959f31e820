// The member's own account: the renewal-warning snooze and completing the account (bind_info).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { fileAuthRequest } from '../identity/submit.js';
import { endOfShanghaiDay } from './shanghai-day.js';
import { setUsernameOnce, usernameRace } from './username.js';

/** 今日不再提醒: the renewal warning stays quiet until the end of today, Beijing time. */
export async function snoozeRenewalNotice(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ notice_time: number }> {
  const noticeUntil = endOfShanghaiDay(now);
  await db.update(users).set({ noticeUntil, updatedAt: now }).where(eq(users.id, userId));
  return { notice_time: Math.floor(noticeUntil.getTime() / 1000) };
}

export interface BindInfo {
  readonly username: string;
  readonly enterprise_name: string;
  readonly credit_code: string;
}

/**
 * Completes the account after an SMS sign-up: sets the username (once; a member who has one may
 * only repeat it) and files the enterprise's authentication request (qyedit, status 1) through the
 * identity module, linked to the directory enterprise with that credit code when there is one.
 */
export async function bindInfo(db: Db, userId: number, info: BindInfo, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // One submission at a time per member: a double click must not file two edits.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bind-info:${userId}`}))`);
      const [user] = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw ApiError.unauthorized();
      await setUsernameOnce(tx, user, info.username, now);
      // The same request /identity files (without documents): waiting for the operators, or for
      // the enterprise's members when someone already authenticated that credit code.
      await fileAuthRequest(
        tx,
        userId,
        {
          enterpriseName: info.enterprise_name,
          creditCode: info.credit_code,
          legalPerson: '',
          licenceUploadId: null,
          authorisationUploadId: null,
        },
        now,
      );
    });
  } catch (error) {
    throw usernameRace(error);
  }
}
