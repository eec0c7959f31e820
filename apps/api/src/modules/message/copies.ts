// Which SMS / email copies a new message owes: one per bound contact, unless the member turned
// that channel off for the message's type (message_preferences; no row means both stay on) —
// account security notices always go (the SDK's ALWAYS_COPIED_TYPES).
import { copiesAlwaysSent } from '@qyfw/portal-sdk/constants';
import type { MessageType } from '@qyfw/portal-sdk/constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messagePreferences, users } from '../../db/schema/index.js';

export type CopyChannel = 'sms' | 'email';

/** The channels to copy a message of `type` to; null when none is due. */
export async function copiesDueFor(
  db: Db,
  userId: number,
  type: MessageType,
): Promise<CopyChannel[] | null> {
  const [row] = await db
    .select({
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
    .where(eq(users.id, userId));
  if (!row) return null;
  const always = copiesAlwaysSent(type);
  const due: CopyChannel[] = [];
  if (row.mobile && (always || row.sms !== false)) due.push('sms');
  if (row.email && (always || row.emailOn !== false)) due.push('email');
  return due.length > 0 ? due : null;
}

/** The text of a copy: the message itself and where to read it; never more than the message holds. */
export function copyText(title: string, body: string, link: string | null): string {
  const where = link ? `详情请登录企业服务门户查看（${link}）。` : '详情请登录企业服务门户查看。';
  return `【企业服务门户】${title}：${body}${where}`;
}
