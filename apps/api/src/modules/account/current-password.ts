// Checking the current password before a change (password_change, reauth). Wrong guesses are
// slowed down as at login (login-throttle.ts): counted per member and client address, a wait of
// 1, 2, 4 … minutes after the fifth, so a stolen session cannot be used to guess the password
// quickly, and other addresses (the owner elsewhere) are not affected.
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { clearAddress, recordFailure, remainingWait } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';

export const WRONG_CURRENT_PASSWORD = '当前密码错误';

/** The throttle's account key: the member, not anything typed (it is always the caller's own). */
const throttleKey = (userId: number) => `#member:${userId}`;

const waitMessage = (waitMs: number) =>
  `当前密码错误次数过多，请${Math.max(1, Math.ceil(waitMs / 60_000))}分钟后再试`;

/** Throws 400 for a wrong password, 429 while the address must wait. */
export async function checkCurrentPassword(
  db: Db,
  user: { readonly id: number; readonly passwordHash: string | null },
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  const key = throttleKey(user.id);
  const waiting = await remainingWait(db, key, ip, now);
  if (waiting > 0) throw ApiError.tooManyRequests(waitMessage(waiting));
  if (!(await verifyPassword(password, user.passwordHash))) {
    const waitMs = await recordFailure(db, key, ip, now);
    throw waitMs > 0
      ? ApiError.tooManyRequests(waitMessage(waitMs))
      : ApiError.badRequest(WRONG_CURRENT_PASSWORD);
  }
  await clearAddress(db, key, ip);
}
