// forget_reset: the code sent by forget_send sets a new password, ends every session and stops
// the calendar feed.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { revokeUserSessions } from '../../plugins/session.js';
import { revokeFeed } from '../message/calendar-feed.js';
import { findUserByAccount } from './accounts.js';
import { clearAccounts } from './login-throttle.js';
import { hashPassword } from './passwords.js';
import type { ResetChannel } from './send-codes.js';
import { resetCodeKey } from './send-codes.js';
import { checkCode, CODE_ALREADY_USED, consumeCode } from './verification-codes.js';

export interface ResetRequest {
  readonly account: string;
  readonly channel: ResetChannel;
  readonly code: string;
  readonly password: string;
}

/**
 * An unknown account is checked against its decoy code, so it fails exactly like a known account
 * with a wrong code (tries, expiry) and reveals nothing. Success also ends every wrong-password
 * wait on the member's username, mobile and email: the member proved control of a bound contact.
 */
export async function resetPassword(db: Db, request: ResetRequest, now: Date): Promise<void> {
  const address = {
    channel: request.channel === 'mobile' ? 'sms' : 'email',
    target: resetCodeKey(request.account),
    purpose: 'reset',
  } as const;
  const checked = await checkCode(db, address, request.code, now);
  if (!checked.ok) throw ApiError.badRequest(checked.reason);
  const user = await findUserByAccount(db, request.account);
  // Only reachable if the account vanished after its code was sent; the decoy code is never known.
  if (!user) throw ApiError.badRequest('验证码错误');

  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, checked.codeId, now))) throw ApiError.badRequest(CODE_ALREADY_USED);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await clearAccounts(tx, [user.username, user.mobile, user.email]);
    // Whoever knew the old password (or held a stolen token) is logged out, and loses the
    // calendar feed's URL they may have copied.
    await revokeUserSessions(tx, user.id, now);
    await revokeFeed(tx, user.id, now);
  });
}
