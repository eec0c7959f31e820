// login (type 1 account + password, type 2 phone + SMS code) and the session it answers.
import type { Session } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';
import { loadUserInfo } from '../person/user-info.js';
import { findOrCreateMemberByMobile, findUserByAccount } from './accounts.js';
import { activeLock, CLEARED_FAILURES, lockedMessage, recordPasswordFailure } from './lockout.js';
import { verifyPassword } from './passwords.js';
import { checkCode, CODE_ALREADY_USED, consumeCode } from './verification-codes.js';

/** The same words for an unknown account, a member without a password and a wrong password. */
export const BAD_CREDENTIALS = '账号或密码错误';

/** A new session for the member, answered as the SDK's session (user info + token). */
export async function startSession(db: Db, userId: number, now: Date): Promise<Session> {
  const { token } = await createSession(db, userId, now);
  return { ...(await loadUserInfo(db, userId)), token };
}

export async function loginWithPassword(db: Db, account: string, password: string, now: Date): Promise<Session> {
  const user = await findUserByAccount(db, account);
  if (!user) {
    // The password is still hashed, so the answer takes as long as for a real account.
    await verifyPassword(password, null);
    throw ApiError.loginFailed(BAD_CREDENTIALS);
  }
  const lock = activeLock(user, now);
  if (lock) throw ApiError.loginFailed(lockedMessage(lock, now));
  if (!(await verifyPassword(password, user.passwordHash))) {
    const lockedUntil = await recordPasswordFailure(db, user.id, now);
    throw ApiError.loginFailed(lockedUntil ? lockedMessage(lockedUntil, now) : BAD_CREDENTIALS);
  }
  await db.update(users).set(CLEARED_FAILURES).where(eq(users.id, user.id));
  return startSession(db, user.id, now);
}

/** An unknown phone becomes a new member with only that mobile (→ /bindInfo). */
export async function loginWithSmsCode(db: Db, phone: string, code: string, now: Date): Promise<Session> {
  const checked = await checkCode(db, { channel: 'sms', target: phone, purpose: 'login' }, code, now);
  if (!checked.ok) throw ApiError.loginFailed(checked.reason);
  if (!(await consumeCode(db, checked.codeId, now))) throw ApiError.loginFailed(CODE_ALREADY_USED);
  const member = await findOrCreateMemberByMobile(db, phone, now);
  return startSession(db, member.id, now);
}
