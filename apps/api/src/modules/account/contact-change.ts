// Steps 2 and 3 of changing a contact (design §6): with a grant from step 1, a 'bind' code goes
// to the NEW email or phone; the grant, the new contact and that code change it. Nothing changes
// without both proofs. The old contact is told (it may not have been the member who asked).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { ReauthPurpose } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { uniqueViolation } from '../auth/accounts.js';
import type { MessageSender } from '../auth/message-sender.js';
import { maskRecipient } from '../auth/message-sender.js';
import type { CodeAddress } from '../auth/verification-codes.js';
import {
  checkCode,
  CODE_ALREADY_USED,
  consumeCode,
  issueCode,
} from '../auth/verification-codes.js';
import { loadMember } from './member.js';
import { liveGrant, useGrant } from './reauth.js';
import { beijingTime, recordSecurityEvent, tellContacts } from './security-notice.js';

export type NewContact =
  | { readonly purpose: 'email'; readonly email: string }
  | { readonly purpose: 'phone'; readonly phone: string };

export interface ContactDeps {
  readonly db: Db;
  readonly messages: MessageSender;
}

const LABEL: Record<ReauthPurpose, string> = { email: '邮箱', phone: '手机号' };

/** The contact as stored and as a code address: phones as typed, emails lower-cased. */
function normalized(contact: NewContact): { value: string; address: CodeAddress } {
  return contact.purpose === 'email'
    ? {
        value: contact.email.toLowerCase(),
        address: { channel: 'email', target: contact.email.toLowerCase(), purpose: 'bind' },
      }
    : { value: contact.phone, address: { channel: 'sms', target: contact.phone, purpose: 'bind' } };
}

/** Says so when the contact is the member's already or another member's (never whose). */
async function refuseTaken(db: Db, userId: number, contact: NewContact): Promise<void> {
  const { value } = normalized(contact);
  const column = contact.purpose === 'email' ? sql`lower(${users.email})` : sql`${users.mobile}`;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${column} = ${value}`)
    .limit(1);
  if (!owner) return;
  throw ApiError.badRequest(
    owner.id === userId
      ? `新${LABEL[contact.purpose]}与当前${LABEL[contact.purpose]}相同`
      : `该${LABEL[contact.purpose]}已绑定其他账号`,
  );
}

const bindText = (code: string) =>
  `【企业服务门户】您正在绑定此联系方式到企业服务门户账号，验证码为${code}，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略。`;

export async function sendContactCode(
  { db, messages }: ContactDeps,
  userId: number,
  grant: string,
  contact: NewContact,
  ip: string,
  now: Date,
): Promise<void> {
  await liveGrant(db, userId, contact.purpose, grant, now);
  await refuseTaken(db, userId, contact);
  const { address } = normalized(contact);
  const issued = await issueCode(db, address, { ip, now });
  if (!issued.ok) throw ApiError.tooManyRequests(issued.reason);
  const text = bindText(issued.code);
  if (address.channel === 'sms')
    await messages.sms({ phone: address.target, text, code: issued.code }, now);
  else
    await messages.email(
      { email: address.target, subject: '企业服务门户：绑定验证码', text, code: issued.code },
      now,
    );
}

export async function changeContact(
  { db, messages }: ContactDeps,
  userId: number,
  grant: string,
  contact: NewContact & { readonly code: string },
  now: Date,
): Promise<void> {
  const { purpose } = contact;
  const found = await liveGrant(db, userId, purpose, grant, now);
  const { value, address } = normalized(contact);
  const checked = await checkCode(db, address, contact.code, now);
  if (!checked.ok) throw ApiError.badRequest(checked.reason);
  const before = await loadMember(db, userId);
  const old = purpose === 'email' ? before.email : before.mobile;
  const label = LABEL[purpose];
  const event = {
    userId,
    title: `${label}已更换`,
    body: `您的账号于${beijingTime(now)}将绑定的${label}${old ? '更换' : '设置'}为${maskRecipient(value)}。`,
    link: purpose === 'email' ? '/email' : '/phone',
  };
  try {
    await db.transaction(async (tx) => {
      // Two members binding one email at once: the check and the update run one at a time.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`contact:${purpose}:${value}`}))`,
      );
      await useGrant(tx, found.id, now);
      if (!(await consumeCode(tx, checked.codeId, now)))
        throw ApiError.badRequest(CODE_ALREADY_USED);
      await refuseTaken(tx, userId, contact);
      await tx
        .update(users)
        .set({ ...(purpose === 'email' ? { email: value } : { mobile: value }), updatedAt: now })
        .where(eq(users.id, userId));
      await recordSecurityEvent(tx, event, now);
    });
  } catch (error) {
    // The phone's unique index caught a member who bound it between the check and the update.
    if (uniqueViolation(error) !== undefined) throw ApiError.badRequest(`该${label}已绑定其他账号`);
    throw error;
  }
  // The old contact hears of it even though it is no longer bound; the new one proved itself.
  tellContacts(messages, purpose === 'email' ? { email: old } : { mobile: old }, event, now);
}
