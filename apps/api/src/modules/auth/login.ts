// login (type 1 account + password, type 2 phone + SMS code) and the session it answers.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import type { Session } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';
import type { SessionOrigin } from '../../plugins/session.js';
import { loadUserInfo } from '../person/user-info.js';
import { findOrCreateMemberByMobile, findUserByAccount } from './accounts.js';
import { clearAddress, recordFailure, remainingWait, waitMessage } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { checkCode, CODE_ALREADY_USED, consumeCode } from './verification-codes.js';

/** The same words for an unknown account, a member without a password and a wrong password. */
export const BAD_CREDENTIALS = '账号或密码错误';

/** A new session for the member, answered as the SDK's session (user info + token). */
export async function startSession(
  db: Db,
  userId: number,
  origin: SessionOrigin,
  now: Date,
): Promise<Session> {
  const { token } = await createSession(db, userId, now, origin);
  return { ...(await loadUserInfo(db, userId)), token };
}

/** The client as a login sees it: its address (per-IP limits, login history) and browser. */
export interface LoginClient {
  readonly ip: string;
  readonly userAgent: string | undefined;
}

/**
 * `client.ip` is the client address (request.ip: behind TRUST_PROXY, the one the proxy names). An
 * address that must wait is answered so before the password is looked at; otherwise known and
 * unknown accounts go through the same steps (lookup, one scrypt, the same counting).
 */
export async function loginWithPassword(
  db: Db,
  account: string,
  password: string,
  client: LoginClient,
  now: Date,
): Promise<Session> {
  const { ip } = client;
  const waiting = await remainingWait(db, account, ip, now);
  if (waiting > 0) throw ApiError.loginFailed(waitMessage(waiting));
  const user = await findUserByAccount(db, account);
  // Without a user (or a password) the password is still hashed, against a dummy: the answer
  // takes as long as for a real account.
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    if (!user) await verifyPassword(password, null);
    const waitMs = await recordFailure(db, account, ip, now);
    throw ApiError.loginFailed(waitMs > 0 ? waitMessage(waitMs) : BAD_CREDENTIALS);
  }
  await clearAddress(db, account, ip);
  // Said only after the right password, so a guesser learns nothing of the account's state.
  if (user.disabledAt !== null) throw ApiError.loginFailed(MESSAGES.accountDisabled);
  return startSession(db, user.id, { method: 'password', ...client }, now);
}

/** An unknown phone becomes a new member with only that mobile (→ /bindInfo). */
export async function loginWithSmsCode(
  db: Db,
  phone: string,
  code: string,
  client: LoginClient,
  now: Date,
): Promise<Session> {
  const checked = await checkCode(
    db,
    { channel: 'sms', target: phone, purpose: 'login' },
    code,
    now,
  );
  if (!checked.ok) throw ApiError.loginFailed(checked.reason);
  if (!(await consumeCode(db, checked.codeId, now))) throw ApiError.loginFailed(CODE_ALREADY_USED);
  const member = await findOrCreateMemberByMobile(db, phone, now);
  if (member.disabledAt !== null) throw ApiError.loginFailed(MESSAGES.accountDisabled);
  return startSession(db, member.id, { method: 'sms', ...client }, now);
}
