// Sending a member a message (design §6 "messages"): every state change of the member's records
// and every reminder calls this, inside the transaction that makes the change, so the message
// exists exactly when the change does (a rolled-back change leaves no message behind). The SMS
// and email copies are only recorded here (messages.copies_due, same transaction); the copy
// dispatcher sends them once the change has committed — each message's own, up to the day's cap
// per member and type, and a digest for the rest (copies.ts).
import type { MessageType } from '@qyfw/portal-sdk/constants';
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
