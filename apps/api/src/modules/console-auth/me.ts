// Who is signed in to the console (admin_me, and the answer of a successful sign-in).
import { ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import type { ConsoleMe } from '@qyfw/portal-sdk/calls/console-auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, units, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { isConsoleRole } from './staff.js';

export async function consoleMe(db: Db, userId: number, sessionId: number): Promise<ConsoleMe> {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      role: users.role,
      unitId: units.id,
      unitName: units.name,
      expiresAt: sessions.expiresAt,
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.id, sessionId))
    .leftJoin(units, eq(units.id, users.unitId))
    .where(eq(users.id, userId));
  if (!row || !isConsoleRole(row.role)) throw ApiError.forbidden('该账号不是工作人员账号');
  return {
    user_id: row.id,
    name: row.nickname ?? row.username ?? `用户${row.id}`,
    role: row.role,
    role_label: ROLE_LABELS[row.role],
    unit:
      row.unitId === null || row.unitName === null ? null : { id: row.unitId, name: row.unitName },
    expires_at: row.expiresAt.toISOString(),
  };
}
