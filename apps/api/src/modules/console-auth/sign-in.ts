// admin_sign_in and admin_totp_enrol: password, then the TOTP code (or a recovery code), with
// enrolment at the first sign-in. Wrong passwords and wrong codes go through the portal's login
// throttle (login-throttle.ts) under the same (account, address) key, so guessing codes after a
// leaked password is slowed exactly like guessing passwords. The address is cleared only when the
// whole sign-in succeeds: clearing it on a right password would reset the count before each code.
import { createHash, randomBytes } from 'node:crypto';
import type { SignInAnswer } from '@qyfw/portal-sdk/calls/console-auth';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consoleTotp, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { createSession } from '../../plugins/session.js';
import { findUserByAccount } from '../auth/accounts.js';
import type { UserRow } from '../auth/accounts.js';
import type { LoginClient } from '../auth/login.js';
import { BAD_CREDENTIALS } from '../auth/login.js';
import { clearAddress, recordFailure, remainingWait } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import { consoleMe } from './me.js';
import { issueRecoveryCodes, spendRecoveryCode } from './recovery-codes.js';
import { NOT_STAFF, isConsoleRole } from './staff.js';
import { acceptedStep, enrolmentQr, newTotpSecret } from './totp.js';

export const WRONG_CODE = '动态验证码错误或已使用，请输入验证器中最新的6位数字';
export const ENROL_EXPIRED = '绑定已失效，请重新登录';
/** An enrolment must be confirmed within this time after the password check. */
const ENROL_TTL_MS = 10 * 60 * 1000;

/** The console's wait message: the portal's points to SMS login, which staff do not have. */
function waitFor(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return ApiError.tooManyRequests(`尝试次数过多，请${minutes}分钟后再试`);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function refuse(db: Db, account: string, ip: string, now: Date, msg: string): Promise<never> {
  const waitMs = await recordFailure(db, account, ip, now);
  throw waitMs > 0 ? waitFor(waitMs) : ApiError.badRequest(msg);
}

async function signedIn(
  db: Db,
  user: UserRow,
  account: string,
  client: LoginClient,
  now: Date,
): Promise<Extract<SignInAnswer, { step: 'signed_in' }>> {
  await clearAddress(db, account, client.ip);
  const session = await createSession(
    db,
    user.id,
    now,
    { method: 'password', ...client },
    'console',
  );
  return {
    step: 'signed_in',
    token: session.token,
    me: await consoleMe(db, user.id, session.sessionId),
  };
}

/** Starts (or restarts) the enrolment: a fresh secret, shown as QR and text until confirmed. */
async function beginEnrolment(db: Db, user: UserRow, now: Date): Promise<SignInAnswer> {
  const secret = newTotpSecret();
  const enrolToken = randomBytes(32).toString('base64url');
  const values = {
    secret,
    enrolTokenHash: hashToken(enrolToken),
    enrolExpiresAt: new Date(now.getTime() + ENROL_TTL_MS),
  };
  await db
    .insert(consoleTotp)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({
      target: consoleTotp.userId,
      set: values,
      where: isNull(consoleTotp.enrolledAt),
    });
  return {
    step: 'enrol',
    enrol_token: enrolToken,
    secret,
    qr: await enrolmentQr(secret, user.username ?? user.mobile ?? String(user.id)),
  };
}

/** Accepts a TOTP code at most once per time step (the update's condition is the replay check). */
async function acceptTotp(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(consoleTotp).where(eq(consoleTotp.userId, userId));
  if (!row?.enrolledAt) return false;
  const step = acceptedStep(row.secret, code, now, row.lastStep);
  if (step === undefined) return false;
  // Two requests with the same code at once: only one moves lastStep forward.
  const moved = await db
    .update(consoleTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(consoleTotp.userId, userId),
        or(isNull(consoleTotp.lastStep), lt(consoleTotp.lastStep, step)),
      ),
    )
    .returning({ userId: consoleTotp.userId });
  return moved.length > 0;
}

export async function consoleSignIn(
  db: Db,
  body: { account: string; password: string; code?: string | undefined },
  client: LoginClient,
  now: Date,
): Promise<SignInAnswer> {
  const { account, password, code } = body;
  const waiting = await remainingWait(db, account, client.ip, now);
  if (waiting > 0) throw waitFor(waiting);
  const user = await findUserByAccount(db, account);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    if (!user) await verifyPassword(password, null);
    return refuse(db, account, client.ip, now, BAD_CREDENTIALS);
  }
  if (!isConsoleRole(user.role)) throw ApiError.forbidden(NOT_STAFF);
  // After the right password only (a guesser learns nothing), and before the second factor: a
  // disabled account neither enrols nor spends a code.
  if (user.disabledAt !== null) throw ApiError.forbidden(MESSAGES.accountDisabled);
  const [totp] = await db
    .select({ enrolledAt: consoleTotp.enrolledAt })
    .from(consoleTotp)
    .where(eq(consoleTotp.userId, user.id));
  if (!totp?.enrolledAt) return beginEnrolment(db, user, now);
  if (code === undefined) return { step: 'code' };
  const ok = /^\d{6}$/.test(code)
    ? await acceptTotp(db, user.id, code, now)
    : await spendRecoveryCode(db, user.id, code, now);
  if (!ok) return refuse(db, account, client.ip, now, WRONG_CODE);
  return signedIn(db, user, account, client, now);
}

export async function confirmEnrolment(
  db: Db,
  body: { enrol_token: string; code: string },
  client: LoginClient,
  now: Date,
): Promise<Extract<SignInAnswer, { step: 'signed_in' }> & { recovery_codes: string[] }> {
  const [row] = await db
    .select({ totp: consoleTotp, user: users })
    .from(consoleTotp)
    .innerJoin(users, eq(users.id, consoleTotp.userId))
    .where(
      and(
        eq(consoleTotp.enrolTokenHash, hashToken(body.enrol_token)),
        isNull(consoleTotp.enrolledAt),
        gt(consoleTotp.enrolExpiresAt, now),
      ),
    );
  if (!row) throw ApiError.badRequest(ENROL_EXPIRED);
  // Disabled between the password and the code: nothing is enrolled.
  if (row.user.disabledAt !== null) throw ApiError.forbidden(MESSAGES.accountDisabled);
  // Counted under the account name the throttle knows the user by.
  const account = row.user.username ?? row.user.mobile ?? String(row.user.id);
  const waiting = await remainingWait(db, account, client.ip, now);
  if (waiting > 0) throw waitFor(waiting);
  const step = acceptedStep(row.totp.secret, body.code, now, null);
  if (step === undefined) return refuse(db, account, client.ip, now, WRONG_CODE);
  const enrolled = await db
    .update(consoleTotp)
    .set({ enrolledAt: now, lastStep: step, enrolTokenHash: null, enrolExpiresAt: null })
    .where(and(eq(consoleTotp.userId, row.user.id), isNull(consoleTotp.enrolledAt)))
    .returning({ userId: consoleTotp.userId });
  if (enrolled.length === 0) throw ApiError.badRequest(ENROL_EXPIRED);
  const recoveryCodes = await issueRecoveryCodes(db, row.user.id);
  return { ...(await signedIn(db, row.user, account, client, now)), recovery_codes: recoveryCodes };
}
