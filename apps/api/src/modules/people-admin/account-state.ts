// 停用 / 启用 an account, a member's or staff's alike. Disabling records when and why, ends every
// session of the account in the same transaction, and from then on every sign-in refuses it
// (createSession and the login paths) and every remaining token answers 账号已停用
// (resolveSessionToken reads disabled_at on each call, so a session the revocation missed is
// refused too). Nobody disables their own account, and the last active administrator stays.
import { ACCOUNT_STATE_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { revokeUserSessions } from '../../plugins/session.js';
import { recordAudit } from '../shared/audit.js';
import { keepAnAdministrator, lockForChange } from './guard.js';
import type { UserRow } from './guard.js';
import { accountState, disabledFacts } from './views.js';
import type { PeopleActor } from './views.js';

/** `member.disable`, `staff.enable` …: the audit log says whose account it was. */
const actionOf = (target: UserRow, what: 'disable' | 'enable') =>
  `${target.role === 'member' ? 'member' : 'staff'}.${what}`;

function answer(row: { id: number; disabledAt: Date | null; disabledReason: string }) {
  const state = accountState(row.disabledAt);
  return { id: row.id, state, state_label: ACCOUNT_STATE_LABELS[state], ...disabledFacts(row) };
}

export async function disableAccount(
  db: Db,
  actor: PeopleActor,
  body: { readonly id: number; readonly reason: string },
  now: Date,
) {
  if (body.id === actor.userId) {
    throw ApiError.badRequest('不能停用自己的账号，请由其他系统管理员操作');
  }
  const row = await db.transaction(async (tx) => {
    const target = await lockForChange(tx, actor.userId, body.id);
    if (target.disabledAt !== null) throw new ApiError(409, 409, '该账号已停用');
    await keepAnAdministrator(tx, target);
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: now, disabledReason: body.reason, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    await revokeUserSessions(tx, target.id, now);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: actionOf(target, 'disable'),
      entityType: 'user',
      entityId: target.id,
      before: { account_state: 'active', disabled_reason: '' },
      after: { account_state: 'disabled', disabled_reason: body.reason },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
    return updated!;
  });
  return answer(row);
}

export async function enableAccount(db: Db, actor: PeopleActor, id: number, now: Date) {
  const row = await db.transaction(async (tx) => {
    const target = await lockForChange(tx, actor.userId, id);
    if (target.disabledAt === null) throw new ApiError(409, 409, '该账号未停用，无需启用');
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: null, disabledReason: '', updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'admin',
      action: actionOf(target, 'enable'),
      entityType: 'user',
      entityId: target.id,
      before: { account_state: 'disabled', disabled_reason: target.disabledReason },
      after: { account_state: 'active', disabled_reason: '' },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
    return updated!;
  });
  return answer(row);
}
