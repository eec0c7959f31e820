// Which SMS / email copies a new message owes (messages.copies_due), decided when it is written:
// - a channel is due only to a bound contact, and only if the member turned it on for the type —
//   no saved preference means the SDK's COPY_DEFAULTS (SMS off, email on); account security
//   notices always go (ALWAYS_COPIED_TYPES);
// - at most copiesPerDay(type) messages of a type per member and Beijing day get their own copy;
//   the rest of the day's are marked for the digest ('digest:sms', 'digest:email'), which the
//   dispatcher sends the next morning as one copy per channel counting those still unread.
// So whoever causes the messages, and however many, a member's phone and mailbox get at most
// copiesPerDay + 1 copies of a type a day, and no message is lost: every one is in 消息中心.
import { copiesAlwaysSent, copiesPerDay, COPY_DEFAULTS } from '@qyfw/portal-sdk/constants';
import type { MessageType } from '@qyfw/portal-sdk/constants';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messagePreferences, messages, users } from '../../db/schema/index.js';
import { shanghaiDate } from '../shared/dates.js';

export type CopyChannel = 'sms' | 'email';
/** What messages.copies_due holds: a copy of its own, or a place in the next digest. */
export type CopyMark = CopyChannel | `digest:${CopyChannel}`;
/** The marks the per-message dispatch leaves for the digest. */
export const DIGEST_MARKS: readonly CopyMark[] = ['digest:sms', 'digest:email'];

/** 00:00 of `now`'s Beijing day. */
export function startOfBeijingDay(now: Date): Date {
  return new Date(`${shanghaiDate(now)}T00:00:00+08:00`);
}

/** The switches that apply: the saved ones, else the defaults; security always on. */
function channelsOn(
  type: MessageType,
  contact: { mobile: string | null; email: string | null },
  saved: { sms: boolean | null; email: boolean | null },
): CopyChannel[] {
  const always = copiesAlwaysSent(type);
  const on: CopyChannel[] = [];
  if (contact.mobile && (always || (saved.sms ?? COPY_DEFAULTS.sms))) on.push('sms');
  if (contact.email && (always || (saved.email ?? COPY_DEFAULTS.email))) on.push('email');
  return on;
}

/**
 * The copies_due of a new message of `type` to each of `userIds` (all written at `now`); a member
 * missing from the answer does not exist. Counts the day's messages already written, so call it
 * before writing the new ones.
 */
export async function copiesDueForMany(
  db: Db,
  userIds: readonly number[],
  type: MessageType,
  now: Date,
): Promise<Map<number, CopyMark[] | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const contacts = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      email: users.email,
      sms: messagePreferences.sms,
      emailOn: messagePreferences.email,
    })
    .from(users)
    .leftJoin(
      messagePreferences,
      and(eq(messagePreferences.userId, users.id), eq(messagePreferences.type, type)),
    )
    .where(inArray(users.id, ids));
  const today = await db
    .select({ userId: messages.userId, n: count() })
    .from(messages)
    .where(
      and(
        inArray(messages.userId, ids),
        eq(messages.type, type),
        gte(messages.createdAt, startOfBeijingDay(now)),
      ),
    )
    .groupBy(messages.userId);
  const sentToday = new Map(today.map((row) => [row.userId, row.n]));
  const cap = copiesPerDay(type);
  const due = new Map<number, CopyMark[] | null>();
  for (const row of contacts) {
    const on = channelsOn(type, row, { sms: row.sms, email: row.emailOn });
    const own = (sentToday.get(row.id) ?? 0) < cap;
    const marks = on.map((channel): CopyMark => (own ? channel : `digest:${channel}`));
    due.set(row.id, marks.length > 0 ? marks : null);
  }
  return due;
}

/** The copies_due of one new message; null when none is due. */
export async function copiesDueFor(
  db: Db,
  userId: number,
  type: MessageType,
  now: Date,
): Promise<CopyMark[] | null> {
  return (await copiesDueForMany(db, [userId], type, now)).get(userId) ?? null;
}

/** The text of a copy: the message itself and where to read it; never more than the message holds. */
export function copyText(title: string, body: string, link: string | null): string {
  const where = link ? `详情请登录企业服务门户查看（${link}）。` : '详情请登录企业服务门户查看。';
  return `【企业服务门户】${title}：${body}${where}`;
}

/** The digest's text: how many unread messages of the kind were not copied one by one. */
export function digestText(typeName: string, unread: number): string {
  return `【企业服务门户】您有${unread}条“${typeName}”新消息未读，请登录企业服务门户消息中心查看（/messages）。`;
}
