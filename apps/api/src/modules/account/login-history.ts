// login_history and session_end: the member's sessions with where and on what they began, and
// ending one of them from elsewhere (a forgotten office computer).
import type { LoginRecord } from '@qyfw/portal-sdk/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { revokeSession } from '../../plugins/session.js';
import type { SessionContext } from '../../plugins/session.js';
import { describeBrowser, describePlace, maskIp, PLACE_UNKNOWN } from '../auth/qr-requester.js';
import { epochSeconds } from '../shared/dates.js';
import { pagedAnswer } from '../shared/paging.js';
import type { PageRequest, PagedAnswer } from '../shared/paging.js';

type SessionRow = typeof sessions.$inferSelect;

function toRecord(row: SessionRow, current: SessionContext, now: Date): LoginRecord {
  return {
    id: row.id,
    createtime: epochSeconds(row.createdAt),
    place: row.ip ? describePlace(row.ip) : PLACE_UNKNOWN,
    device: describeBrowser(row.userAgent),
    ip: row.ip ? maskIp(row.ip) : '',
    method: row.method,
    current: row.id === current.sessionId,
    active: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
  };
}

/** Newest first. */
export function loginHistory(
  db: Db,
  session: SessionContext,
  page: PageRequest,
  now: Date,
): Promise<PagedAnswer<LoginRecord>> {
  const own = eq(sessions.userId, session.userId);
  return pagedAnswer(
    page,
    async () => (await db.select({ n: count() }).from(sessions).where(own))[0]!.n,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(sessions)
          .where(own)
          .orderBy(desc(sessions.createdAt), desc(sessions.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toRecord(row, session, now)),
  );
}

/**
 * Ends one of the member's other sessions. Another member's session answers as a missing one, so
 * ids reveal nothing; ending one that already ended is done.
 */
export async function endSession(
  db: Db,
  session: SessionContext,
  sessionId: number,
  now: Date,
): Promise<void> {
  if (sessionId === session.sessionId)
    throw ApiError.badRequest('这是当前会话，请使用“退出登录”结束');
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, session.userId)))
    .limit(1);
  if (!row) throw ApiError.notFound('会话不存在');
  await revokeSession(db, row.id, now);
}
