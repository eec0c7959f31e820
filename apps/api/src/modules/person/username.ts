// The username rule (bind_info and profile_update): set once, only while the member has none; a
// member who has one may only repeat it (in any case). Names are unique regardless of case.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { isUsernameTaken, uniqueViolation } from '../auth/accounts.js';

export const USERNAME_TAKEN = '该用户名已被占用';
export const USERNAME_FIXED = '用户名已设置，不能修改';

/**
 * Sets `requested` as the member's username when they have none; refuses a different one when
 * they have. Run it inside the caller's transaction; a concurrent claim of the same name fails
 * on the unique index, which usernameRace turns into USERNAME_TAKEN.
 */
export async function setUsernameOnce(
  db: Db,
  user: { readonly id: number; readonly username: string | null },
  requested: string,
  now: Date,
): Promise<void> {
  if (user.username !== null) {
    if (user.username.toLowerCase() !== requested.toLowerCase())
      throw ApiError.badRequest(USERNAME_FIXED);
    return;
  }
  if (await isUsernameTaken(db, requested)) throw ApiError.badRequest(USERNAME_TAKEN);
  await db.update(users).set({ username: requested, updatedAt: now }).where(eq(users.id, user.id));
}

/** Another member took the name between the check and the update: say so instead of a 500. */
export function usernameRace(error: unknown): unknown {
  return uniqueViolation(error) !== undefined ? ApiError.badRequest(USERNAME_TAKEN) : error;
}
