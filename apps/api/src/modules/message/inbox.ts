// 消息中心 reads and read marks: always the session member's own rows (design §2 — identity from
// the session only), so another member's ids are neither shown, counted nor marked.
import { MESSAGE_TYPE_NAMES } from '@qyfw/portal-sdk/constants';
import type { MessageType } from '@qyfw/portal-sdk/constants';
import type { Message, MessageReadState, UnreadCount } from '@qyfw/portal-sdk/schemas';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';

export interface MessageQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly type?: MessageType | undefined;
  readonly state: MessageReadState;
}

function readStateFilter(state: MessageReadState): SQL | undefined {
  if (state === 'unread') return isNull(messages.readAt);
  if (state === 'read') return isNotNull(messages.readAt);
  return undefined;
}

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    type: row.type as MessageType,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: epochSeconds(row.createdAt),
    read_at: row.readAt ? epochSeconds(row.readAt) : null,
  };
}

/** The member's messages, newest first. */
export function listMessages(
  db: Db,
  userId: number,
  query: MessageQuery,
): Promise<PagedAnswer<Message>> {
  const where = and(
    eq(messages.userId, userId),
    query.type ? eq(messages.type, query.type) : undefined,
    readStateFilter(query.state),
  );
  return pagedAnswer(
    query,
    async () => (await db.select({ n: count() }).from(messages).where(where))[0]!.n,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset(offset)
      ).map(toMessage),
  );
}

/** Unread counts per kind (every kind present) and in total; one query on the unread index. */
export async function unreadCount(db: Db, userId: number): Promise<UnreadCount> {
  const rows = await db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .groupBy(messages.type);
  const byType = Object.fromEntries(MESSAGE_TYPE_NAMES.map((type) => [type, 0])) as Record<
    MessageType,
    number
  >;
  let total = 0;
  for (const row of rows) {
    // A kind this SDK no longer lists still counts in the total the header shows.
    if (row.type in byType) byType[row.type as MessageType] = row.n;
    total += row.n;
  }
  return { total, by_type: byType };
}

/** Marks the listed unread messages of the member read; answers how many changed. */
export async function markRead(
  db: Db,
  userId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(eq(messages.userId, userId), inArray(messages.id, [...ids]), isNull(messages.readAt)),
    )
    .returning({ id: messages.id });
  return changed.length;
}

/** Marks every unread message of the member (of one kind when given) read. */
export async function markAllRead(
  db: Db,
  userId: number,
  type: MessageType | undefined,
  now: Date,
): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.userId, userId),
        isNull(messages.readAt),
        type ? eq(messages.type, type) : undefined,
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}
