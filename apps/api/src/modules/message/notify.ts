// Sending a member a message (design §6 "messages"): every state change of the member's records
// and every reminder calls this, inside the transaction that makes the change, so the message
// exists exactly when the change does (a rolled-back change leaves no message behind). The SMS
// and email copies are only recorded here (messages.copies_due, same transaction); the copy
// dispatcher sends them once the change has committed — each message's own, up to the day's cap
// per member and type, and a digest for the rest (copies.ts).
import type { MessageType } from '@qyfw/portal-sdk/constants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { copiesDueFor } from './copies.js';
import { copiesRecorded } from './copy-dispatcher.js';

export interface Notice {
  readonly userId: number;
  readonly type: MessageType;
  readonly title: string;
  readonly body: string;
  /** The portal path the message opens (e.g. /identity). */
  readonly link?: string | null;
  /** The record it is about. */
  readonly entity?: { readonly type: string; readonly id: number };
}

/** Writes the in-app message and the copies it owes; answers its id. */
export async function notify(db: Db, notice: Notice, now: Date): Promise<number> {
  const copiesDue = await copiesDueFor(db, notice.userId, notice.type, now);
  const [row] = await db
    .insert(messages)
    .values({
      userId: notice.userId,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link ?? null,
      entityType: notice.entity?.type ?? null,
      entityId: notice.entity?.id ?? null,
      createdAt: now,
      copiesDue,
    })
    .returning({ id: messages.id });
  if (copiesDue) copiesRecorded();
  return row!.id;
}

/**
 * Like notify(), for changes another member can repeat at will (saving the shared enterprise
 * record): while the recipient has not read the previous message about the same record, a new
 * change refreshes that message (its text, and its time, so it rises to the top) instead of
 * adding another, and owes no new copy. However often a colleague saves, the recipient holds one
 * unread message per record and hears of it once by SMS/e-mail. Answers the message's id.
 */
export async function notifyLatest(db: Db, notice: Notice, now: Date): Promise<number> {
  if (notice.entity === undefined) return notify(db, notice, now);
  const [unread] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.userId, notice.userId),
        eq(messages.type, notice.type),
        eq(messages.title, notice.title),
        eq(messages.entityType, notice.entity.type),
        eq(messages.entityId, notice.entity.id),
        isNull(messages.readAt),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1)
    .for('update');
  if (!unread) return notify(db, notice, now);
  await db
    .update(messages)
    .set({ body: notice.body, link: notice.link ?? null, createdAt: now })
    .where(eq(messages.id, unread.id));
  return unread.id;
}
