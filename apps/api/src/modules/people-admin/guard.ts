// What every change of people checks inside its transaction, one administrator at a time: the
// caller is still an active administrator (a colleague may have demoted or disabled them a moment
// ago, after their session was read), the account exists, and the console keeps at least one
// active administrator. Two administrators demoting or disabling each other at once are
// serialised by one advisory lock, so the second finds the first's change and is refused.
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

export type UserRow = typeof users.$inferSelect;

export const NOT_FOUND = '账号不存在';
export const LAST_ADMIN = '至少需保留一名在用的系统管理员：不能停用最后一名系统管理员或变更其角色';
const ACTOR_GONE = '没有权限：该操作仅限系统管理员';

/**
 * Takes the people lock, re-reads the caller, and answers the target row locked for the change.
 * 403 when the caller is no longer an active administrator; 404 for an unknown id.
 */
export async function lockForChange(tx: Db, actorId: number, targetId: number): Promise<UserRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('people-admin:roles'))`);
  const [actor] = await tx
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, actorId));
  if (!actor || actor.role !== 'admin' || actor.disabledAt !== null) {
    throw ApiError.forbidden(ACTOR_GONE);
  }
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw ApiError.notFound(NOT_FOUND);
  return target;
}

/** Refuses a change that would leave no active administrator besides `target` (409). */
export async function keepAnAdministrator(tx: Db, target: UserRow): Promise<void> {
  if (target.role !== 'admin' || target.disabledAt !== null) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, target.id)));
  if (others!.n === 0) throw new ApiError(409, 409, LAST_ADMIN);
}
