// Step 1 of changing a contact (design §6): the member proves who they are again — the current
// password, or a code sent to the contact being changed — and gets a grant: a random token, kept
// only as its SHA-256, for one purpose (email or phone), valid 10 minutes, used up by the change.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reauthGrants } from '../../db/schema/index.js';
import type { ReauthPurpose } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { MessageSender } from '../auth/message-sender.js';
import { maskRecipient } from '../auth/message-sender.js';
import type { CodeAddress } from '../auth/verification-codes.js';
import {
  checkCode,
  CODE_ALREADY_USED,
  consumeCode,
  issueCode,
} from '../auth/verification-codes.js';
import { epochSeconds } from '../shared/dates.js';
import { checkCurrentPassword } from './current-password.js';
import { loadMember } from './member.js';
import type { MemberRow } from './member.js';

export const GRANT_TTL_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Where reauth_send sends: the contact being changed, or the phone to set a first password. */
export type ReauthSendPurpose = ReauthPurpose | 'password';

const NOT_BOUND: Record<ReauthSendPurpose, string> = {
  email: '尚未绑定邮箱，请使用登录密码验证身份',
  phone: '尚未绑定手机号，请使用登录密码验证身份',
  password: '尚未绑定手机号，无法通过验证码设置密码',
};

/** The code address of a member's current contact for `purpose`, or undefined when not bound. */
export function reauthAddress(
  user: MemberRow,
  purpose: ReauthSendPurpose,
): CodeAddress | undefined {
  if (purpose === 'email')
    return user.email
      ? { channel: 'email', target: user.email.toLowerCase(), purpose: 'reauth' }
      : undefined;
  return user.mobile ? { channel: 'sms', target: user.mobile, purpose: 'reauth' } : undefined;
}

const reauthText = (code: string) =>
  `【企业服务门户】您正在验证身份以修改账号信息，验证码为${code}，5分钟内有效，请勿泄露给他人。如非本人操作，请立即修改密码。`;

export async function sendReauthCode(
  { db, messages }: { readonly db: Db; readonly messages: MessageSender },
  userId: number,
  purpose: ReauthSendPurpose,
  ip: string,
  now: Date,
): Promise<{ channel: 'sms' | 'email'; to: string }> {
  const user = await loadMember(db, userId);
  const address = reauthAddress(user, purpose);
  if (!address) throw ApiError.badRequest(NOT_BOUND[purpose]);
  const issued = await issueCode(db, address, { ip, now });
  if (!issued.ok) throw ApiError.tooManyRequests(issued.reason);
  const text = reauthText(issued.code);
  if (address.channel === 'sms')
    await messages.sms({ phone: address.target, text, code: issued.code }, now);
  else
    await messages.email(
      { email: address.target, subject: '企业服务门户：身份验证码', text, code: issued.code },
      now,
    );
  return { channel: address.channel, to: maskRecipient(address.target) };
}

export type ReauthProof =
  | { readonly method: 'password'; readonly password: string }
  | { readonly method: 'code'; readonly code: string };

/** Checks the proof and answers a new grant for `purpose`. */
export async function reauthenticate(
  db: Db,
  userId: number,
  purpose: ReauthPurpose,
  proof: ReauthProof,
  ip: string,
  now: Date,
): Promise<{ grant: string; expires: number }> {
  const user = await loadMember(db, userId);
  let codeId: number | undefined;
  if (proof.method === 'password') {
    if (user.passwordHash === null)
      throw ApiError.badRequest('您尚未设置登录密码，请使用验证码验证身份');
    await checkCurrentPassword(db, user, proof.password, ip, now);
  } else {
    const address = reauthAddress(user, purpose);
    if (!address) throw ApiError.badRequest(NOT_BOUND[purpose]);
    const checked = await checkCode(db, address, proof.code, now);
    if (!checked.ok) throw ApiError.badRequest(checked.reason);
    codeId = checked.codeId;
  }
  const grant = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + GRANT_TTL_MS);
  await db.transaction(async (tx) => {
    if (codeId !== undefined && !(await consumeCode(tx, codeId, now)))
      throw ApiError.badRequest(CODE_ALREADY_USED);
    await tx.insert(reauthGrants).values({
      userId,
      purpose,
      tokenHash: sha256(grant),
      createdAt: now,
      expiresAt,
    });
  });
  return { grant, expires: epochSeconds(expiresAt) };
}

const GRANT_INVALID = '身份验证已失效，请重新验证身份';

/**
 * The grant's row when it is the member's, for `purpose`, unused and unexpired; otherwise 400.
 * Another member's grant and one for the other contact answer like an unknown one.
 */
export async function liveGrant(
  db: Db,
  userId: number,
  purpose: ReauthPurpose,
  grant: string,
  now: Date,
): Promise<{ id: number }> {
  const [row] = await db
    .select()
    .from(reauthGrants)
    .where(eq(reauthGrants.tokenHash, sha256(grant)))
    .limit(1);
  if (!row || row.userId !== userId || row.purpose !== purpose)
    throw ApiError.badRequest(GRANT_INVALID);
  if (row.usedAt !== null) throw ApiError.badRequest('身份验证已使用，请重新验证身份');
  if (row.expiresAt.getTime() <= now.getTime())
    throw ApiError.badRequest('身份验证已过期（10分钟内有效），请重新验证身份');
  return { id: row.id };
}

/** Uses the grant up inside the change's transaction; 400 when a concurrent change used it first. */
export async function useGrant(db: Db, grantId: number, now: Date): Promise<void> {
  const used = await db
    .update(reauthGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(reauthGrants.id, grantId),
        isNull(reauthGrants.usedAt),
        gt(reauthGrants.expiresAt, now),
      ),
    )
    .returning({ id: reauthGrants.id });
  if (used.length !== 1) throw ApiError.badRequest('身份验证已使用，请重新验证身份');
}
