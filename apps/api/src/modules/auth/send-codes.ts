// Sending codes: dx_send (SMS login and registration) and forget_send (password reset).
import { isMobile } from '@qyfw/portal-sdk/validators';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { findUserByAccount } from './accounts.js';
import type { MessageSender } from './message-sender.js';
import { issueCode } from './verification-codes.js';

export interface SendDeps {
  readonly db: Db;
  readonly messages: MessageSender;
}

const loginText = (code: string) =>
  `【企业服务门户】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
const resetText = (code: string) =>
  `【企业服务门户】您正在找回密码，验证码为${code}，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略。`;
const RESET_EMAIL_SUBJECT = '企业服务门户：找回密码验证码';

/**
 * dx_send: a login code to any mobile, registered or not (SMS login creates the member), so the
 * answer cannot tell whether a phone is registered.
 */
export async function sendLoginCode(
  { db, messages }: SendDeps,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  // The contract §5 phone rule admits landlines, which cannot receive a text.
  if (!isMobile(phone)) throw ApiError.loginFailed('短信验证码只能发送到手机号');
  const issued = await issueCode(
    db,
    { channel: 'sms', target: phone, purpose: 'login' },
    { ip, now },
  );
  if (!issued.ok) throw ApiError.loginFailed(issued.reason);
  await messages.sms({ phone, text: loginText(issued.code), code: issued.code }, now);
}

export type ResetChannel = 'mobile' | 'email';

/**
 * The key a reset code is stored and rate-limited under: the account as typed (trimmed, any
 * case), for known and unknown accounts alike. Keying by the bound phone instead would let a
 * "wait 60 s" answer reveal which username a phone belongs to. forget_reset names the same account.
 */
export function resetCodeKey(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * forget_send: a reset code to the account's bound mobile or email. Every case answers the same
 * success with the same work done, so nothing tells whether the account exists or what it has
 * bound: unknown account; known with the chosen contact bound; known with only the other one;
 * known with none. Each issues one code row keyed by the account as typed (so the resend, daily
 * and per-IP limits answer alike too); only where the chosen contact is bound is it marked
 * delivered and sent — after the answer (MessageSender.later), since a real gateway's round trip
 * would otherwise time-stamp the difference. A member with nothing bound must bind a contact
 * first (contract §5, §8): the page tells everyone what to do when no code arrives.
 */
export async function sendResetCode(
  { db, messages }: SendDeps,
  account: string,
  channel: ResetChannel,
  ip: string,
  now: Date,
): Promise<void> {
  const user = await findUserByAccount(db, account);
  const destination = channel === 'mobile' ? user?.mobile : user?.email?.toLowerCase();
  const address = {
    channel: channel === 'mobile' ? 'sms' : 'email',
    target: resetCodeKey(account),
    purpose: 'reset',
  } as const;
  const issued = await issueCode(db, address, { ip, now, delivered: Boolean(destination) });
  if (!issued.ok) throw ApiError.tooManyRequests(issued.reason);
  if (!destination) return;
  const text = resetText(issued.code);
  const { code } = issued;
  messages.later((gateway) =>
    channel === 'mobile'
      ? gateway.sms({ phone: destination, text, code }, now)
      : gateway.email({ email: destination, subject: RESET_EMAIL_SUBJECT, text, code }, now),
  );
}
