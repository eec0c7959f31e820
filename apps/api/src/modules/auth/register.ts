// register: username + password + a mobile proven by its SMS code; answers a session.
import type { Session } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { findUserByMobile, isUsernameTaken, uniqueViolation } from './accounts.js';
import { startSession } from './login.js';
import type { LoginClient } from './login.js';
import { hashPassword } from './passwords.js';
import { checkCode, CODE_ALREADY_USED, consumeCode } from './verification-codes.js';

export interface Registration {
  readonly username: string;
  readonly password: string;
  readonly phone: string;
  readonly code: string;
}

const USERNAME_TAKEN = '该用户名已被注册';
const PHONE_TAKEN = '该手机号已注册，请直接登录';

/**
 * The code is checked first, so only the owner of the phone learns whether it or the username is
 * taken; it is used up only when the member is created, so a taken username can be corrected
 * and sent again with the same code.
 */
export async function registerMember(
  db: Db,
  registration: Registration,
  client: LoginClient,
  now: Date,
): Promise<Session> {
  const { username, password, phone, code } = registration;
  const checked = await checkCode(
    db,
    { channel: 'sms', target: phone, purpose: 'login' },
    code,
    now,
  );
  if (!checked.ok) throw ApiError.badRequest(checked.reason);
  if (await isUsernameTaken(db, username)) throw ApiError.badRequest(USERNAME_TAKEN);
  if (await findUserByMobile(db, phone)) throw ApiError.badRequest(PHONE_TAKEN);

  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, checked.codeId, now)))
        throw ApiError.badRequest(CODE_ALREADY_USED);
      const [created] = await tx
        .insert(users)
        .values({ username, mobile: phone, passwordHash, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      return created!.id;
    });
    return await startSession(db, userId, { method: 'register', ...client }, now);
  } catch (error) {
    // Someone registered the same name or phone between the checks and the insert.
    const index = uniqueViolation(error);
    if (index === undefined) throw error;
    throw ApiError.badRequest(index.includes('mobile') ? PHONE_TAKEN : USERNAME_TAKEN);
  }
}
