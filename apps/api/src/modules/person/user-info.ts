// The user info of contract §3, as user_detail and the login calls answer it.
import { QYEDIT_STATUS_OF } from '@qyfw/portal-sdk/flows';
import type { MemberEnterprise, UserInfo, UserUnit } from '@qyfw/portal-sdk/schemas';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  enterprises,
  units,
  users,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * The member's info. `qyedit` is their latest enterprise edit that names a directory enterprise
 * (the contract's enterprise_id is required; an edit naming none gets one when an operator
 * approves it); `qiyeauthentication` their verified enterprise link (contract §6).
 */
export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // The session outlived its member (deleted by an operator): it identifies nobody.
  if (!user) throw ApiError.unauthorized();
  const [edit] = await db
    .select({ state: enterpriseEdits.state, enterpriseId: enterpriseEdits.enterpriseId })
    .from(enterpriseEdits)
    .where(and(eq(enterpriseEdits.userId, userId), isNotNull(enterpriseEdits.enterpriseId)))
    .orderBy(desc(enterpriseEdits.createdAt), desc(enterpriseEdits.id))
    .limit(1);
  const [authentication] = await db
    .select({ enterpriseId: enterpriseAuthentications.enterpriseId })
    .from(enterpriseAuthentications)
    .where(eq(enterpriseAuthentications.userId, userId))
    .limit(1);
  return {
    id: user.id,
    user_id: user.id,
    nickname: user.nickname,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    avatar_id: user.avatarUploadId,
    notice_time: user.noticeUntil ? toEpochSeconds(user.noticeUntil) : null,
    qyedit: edit
      ? { status: QYEDIT_STATUS_OF[edit.state], enterprise_id: edit.enterpriseId! }
      : null,
    qiyeauthentication: authentication ? { enterprise_id: authentication.enterpriseId } : null,
    enterprise: await memberEnterprise(db, userId, authentication?.enterpriseId),
    // One role per user today; a list so a front end need not change when that does.
    roles: [user.role],
    ...(user.unitId === null ? {} : { unit: await unitOf(db, user.unitId) }),
  };
}

/** The handler's unit as the front end names it. */
async function unitOf(db: Db, unitId: number): Promise<UserUnit> {
  const [unit] = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(eq(units.id, unitId))
    .limit(1);
  // users.unit_id references units (restrict): the row is there.
  return unit!;
}

/**
 * The enterprise the personal center's card names: the one the member belongs to (已认证), else the
 * one their latest authentication request names, in that request's state.
 */
async function memberEnterprise(
  db: Db,
  userId: number,
  authenticatedId: number | undefined,
): Promise<MemberEnterprise | null> {
  if (authenticatedId !== undefined) {
    const [enterprise] = await db
      .select({ name: enterprises.name, creditCode: enterprises.creditCode })
      .from(enterprises)
      .where(eq(enterprises.id, authenticatedId))
      .limit(1);
    if (enterprise) {
      return {
        name: enterprise.name,
        credit_code: enterprise.creditCode ?? '',
        auth_state: 'approved',
      };
    }
  }
  const [latest] = await db
    .select({
      name: enterpriseEdits.enterpriseName,
      creditCode: enterpriseEdits.creditCode,
      state: enterpriseEdits.state,
    })
    .from(enterpriseEdits)
    .where(eq(enterpriseEdits.userId, userId))
    .orderBy(desc(enterpriseEdits.submittedAt), desc(enterpriseEdits.id))
    .limit(1);
  return latest
    ? { name: latest.name, credit_code: latest.creditCode, auth_state: latest.state }
    : null;
}
