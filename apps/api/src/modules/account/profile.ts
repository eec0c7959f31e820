// profile_update and security_overview: the member's nickname, avatar and (once) username, and
// what /basics shows about the password, WeChat and the calendar feed.
import type { SecurityOverview } from '@qyfw/portal-sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { feedState } from '../message/calendar-feed.js';
import { epochSeconds } from '../shared/dates.js';
import { setUsernameOnce, usernameRace } from '../person/username.js';
import { ownedUpload } from '../upload/service.js';
import { loadMember } from './member.js';

export interface ProfileChange {
  readonly nickname?: string | undefined;
  readonly username?: string | undefined;
  readonly avatar_upload_id?: number | null | undefined;
}

/** Changes only the fields sent; a blank nickname clears it (the username is shown instead). */
export async function updateProfile(
  db: Db,
  userId: number,
  change: ProfileChange,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // One change at a time per member, like bind_info (which shares the username rule).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bind-info:${userId}`}))`);
      const user = await loadMember(tx, userId);
      if (change.username !== undefined) await setUsernameOnce(tx, user, change.username, now);
      const avatarUploadId =
        change.avatar_upload_id === undefined || change.avatar_upload_id === null
          ? change.avatar_upload_id
          : (await ownedUpload(tx, userId, change.avatar_upload_id, 'avatar')).id;
      await tx
        .update(users)
        .set({
          ...(change.nickname === undefined ? {} : { nickname: change.nickname || null }),
          ...(avatarUploadId === undefined ? {} : { avatarUploadId }),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    throw usernameRace(error);
  }
}

export async function securityOverview(db: Db, userId: number): Promise<SecurityOverview> {
  const user = await loadMember(db, userId);
  // The calendar feed's URL is a standing key to the member's deadlines: 账号安全 lists it.
  const feed = await feedState(db, userId);
  return {
    has_password: user.passwordHash !== null,
    password_changed_at: user.passwordChangedAt ? epochSeconds(user.passwordChangedAt) : null,
    wechat_bound: user.wechatOpenid !== null,
    calendar_feed: feed.created_at === null ? null : { created_at: feed.created_at },
  };
}
