// admin_work_queue_transfer (转办): an operator hands a pending item to a colleague with a reason.
// One transaction: the item's row is locked as transition() locks it, so a hand-over and a
// decision on the same item run one after the other — a decision first leaves nothing to hand
// over (refused), a hand-over first is removed by the decision. Every refusal changes nothing.
import type { WorkQueueAssignment, WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users, workQueueAssignments } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuditClient } from '../shared/audit.js';
import { recordAudit } from '../shared/audit.js';
import { workflowEntity } from '../shared/workflow/entity.js';
import type { WorkflowTable } from '../shared/workflow/entity.js';
import { liveAssignments, staffName } from './assignments.js';
import { operatorStates, queueSource } from './sources.js';

export interface TransferRequest {
  readonly kind: WorkQueueKind;
  readonly id: number;
  readonly assignee_id: number;
  readonly reason: string;
}

export interface TransferActor extends AuditClient {
  readonly userId: number;
  readonly role: string;
}

/** Who the assignee is, if they may receive this kind; else the refusal, in Chinese. */
async function receiver(db: Db, kind: WorkQueueKind, assigneeId: number) {
  const { roles, flow } = queueSource(kind);
  const [user] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      role: users.role,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!user) throw ApiError.badRequest('接收人不存在');
  const name = staffName(user);
  if (user.role === 'member') throw ApiError.badRequest(`${name}不是工作人员，不能接收转办`);
  if (!(roles as readonly string[]).includes(user.role)) {
    const allowed = roles.map((role) => ROLE_LABELS[role]).join('、');
    throw ApiError.badRequest(
      `${name}（${ROLE_LABELS[user.role]}）不能办理${flow.label}，请转办给${allowed}`,
    );
  }
  if (user.disabledAt !== null) throw ApiError.badRequest(`${name}的账号已停用，不能接收转办`);
  return { id: user.id, name };
}

export async function transferQueueItem(
  db: Db,
  actor: TransferActor,
  request: TransferRequest,
  now: Date,
): Promise<WorkQueueAssignment> {
  const { kind, id } = request;
  // The body schema already trimmed it and refused a blank one; a caller other than the call
  // (a test, a script) gets the same answer.
  const reason = request.reason.trim();
  if (reason === '') throw ApiError.badRequest('请填写转办原因');
  if (request.assignee_id === actor.userId) throw ApiError.badRequest('不能转办给自己');
  const source = queueSource(kind);
  const entity = workflowEntity(source.flow.entity);
  if (!entity) throw new Error(`work queue kind ${kind} has no workflow entity`);
  const table = entity.table as PgTable & WorkflowTable;

  return db.transaction(async (tx) => {
    const [item] = (await tx
      .select({ state: table.state })
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as { state: string }[];
    if (!item) throw ApiError.notFound(`${source.flow.label}不存在`);
    if (!operatorStates(source.flow).includes(item.state)) {
      const label = source.flow.states[item.state] ?? item.state;
      throw new ApiError(
        409,
        409,
        `该${source.flow.label}当前为“${label}”，已不在待办中，不能转办`,
      );
    }
    const to = await receiver(tx, kind, request.assignee_id);
    const before = (await liveAssignments(tx, [{ kind, id, roles: source.roles }])).get(
      `${kind}:${id}`,
    );
    if (before?.assigneeId === to.id) throw ApiError.badRequest(`该事项已转办给${to.name}`);

    const [me] = await tx
      .select({ id: users.id, nickname: users.nickname, username: users.username })
      .from(users)
      .where(eq(users.id, actor.userId));
    const row = { assigneeId: to.id, assignedBy: actor.userId, reason, assignedAt: now };
    await tx
      .insert(workQueueAssignments)
      .values({ kind, itemId: id, ...row })
      .onConflictDoUpdate({
        target: [workQueueAssignments.kind, workQueueAssignments.itemId],
        set: row,
      });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: actor.role,
      action: 'work_queue.transfer',
      entityType: kind,
      entityId: id,
      before: { assignee: before?.assigneeName ?? null, transfer_reason: before?.reason ?? null },
      after: { assignee: to.name, transfer_reason: reason },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: now,
    });
    return {
      kind,
      id,
      assignee_id: to.id,
      assignee_name: to.name,
      transfer_reason: reason,
      transferred_by_name: me ? staffName(me) : '',
      transferred_at: now.toISOString(),
    };
  });
}
