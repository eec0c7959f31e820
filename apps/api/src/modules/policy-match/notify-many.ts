// notify() for thousands of members at once (the 免申即享 batch): the same message rows and the
// same SMS / email copies owed (copiesDueForMany: the member's switches and the day's cap), but
// read with two queries per chunk and written with one insert per chunk instead of three
// statements per member. Runs in the caller's transaction.
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { copiesDueForMany } from '../message/copies.js';
import { copiesRecorded } from '../message/copy-dispatcher.js';
import type { Notice } from '../message/notify.js';

const CHUNK = 1000;

/** Writes every notice (all of one type); answers how many were written. */
export async function notifyMany(db: Db, notices: readonly Notice[], now: Date): Promise<number> {
  if (notices.length === 0) return 0;
  const type = notices[0]!.type;
  if (notices.some((notice) => notice.type !== type)) {
    throw new Error('notifyMany writes notices of one type');
  }
  let owed = false;
  let written = 0;
  for (let start = 0; start < notices.length; start += CHUNK) {
    const chunk = notices.slice(start, start + CHUNK);
    const dueOf = await copiesDueForMany(
      db,
      chunk.map((notice) => notice.userId),
      type,
      now,
    );
    const rows = chunk
      .filter((notice) => dueOf.has(notice.userId))
      .map((notice) => ({
        userId: notice.userId,
        type,
        title: notice.title,
        body: notice.body,
        link: notice.link ?? null,
        entityType: notice.entity?.type ?? null,
        entityId: notice.entity?.id ?? null,
        createdAt: now,
        copiesDue: dueOf.get(notice.userId) ?? null,
      }));
    if (rows.length === 0) continue;
    await db.insert(messages).values(rows);
    written += rows.length;
    owed ||= rows.some((row) => row.copiesDue !== null);
  }
  if (owed) copiesRecorded();
  return written;
}
