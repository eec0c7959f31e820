// The one way an entity with states changes state (design §6 "workflows"). Inside one
// transaction: lock the row, ask the flow table whether the event may leave the current state and
// whether this caller may make it, check the version the caller saw (optimistic concurrency:
// whoever acted on an older version gets 409 instead of silently overwriting), then write the new
// state with the version bumped and one workflow_events row. Two concurrent transitions of one
// row are serialised by the row lock: the second sees the first one's result and is judged on it.
import { actorLabel, findTransition } from '@qyfw/portal-sdk/flows';
import type { AnyFlow, FlowActorOf, FlowEvent } from '@qyfw/portal-sdk/flows';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { workflowEvents, workQueueAssignments } from '../../../db/schema/index.js';
import type { WorkflowEntity, WorkflowTable } from './entity.js';
import { STALE_MESSAGE, TransitionRefused } from './refusal.js';

/** Who makes the transition, in the flow table's terms. */
export interface Actor<As extends string = string> {
  /** The role, relation or 'system' the flow table must list for this event. */
  readonly as: As;
  /** The user behind it; null for the system and an anonymous requester (a browser with a key). */
  readonly userId: number | null;
}

export const SYSTEM: Actor<'system'> = { as: 'system', userId: null };

export interface TransitionRequest<F extends AnyFlow, T extends WorkflowTable> {
  readonly entity: WorkflowEntity<F, T>;
  readonly id: number;
  readonly event: FlowEvent<F>;
  readonly actor: Actor<FlowActorOf<F>>;
  /** The version the caller saw; omitted, the version found under the lock is taken. */
  readonly expectedVersion?: number;
  /** Why, in the actor's words (a refusal's reason); kept in the event row. */
  readonly reason?: string;
  readonly now: Date;
  /** An entity's own condition on the locked row (a deadline); a message refuses the transition. */
  readonly guard?: (row: T['$inferSelect']) => string | undefined;
  /**
   * Other columns this transition writes, computed inside the transaction after every check
   * passed (it may write other rows through `tx`, e.g. create the session a login hands out).
   */
  readonly changes?: (
    tx: Db,
    row: T['$inferSelect'],
  ) => Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>;
}

export interface TransitionResult<T extends WorkflowTable> {
  readonly before: T['$inferSelect'];
  readonly after: T['$inferSelect'];
}

interface VersionedRow {
  readonly id: number;
  readonly state: string;
  readonly version: number;
}

/** Moves one entity by one event, or throws TransitionRefused and changes nothing. */
export async function transition<F extends AnyFlow, T extends WorkflowTable>(
  db: Db,
  request: TransitionRequest<F, T>,
): Promise<TransitionResult<T>> {
  const { entity, id, event, actor, expectedVersion, now } = request;
  const { flow } = entity;
  // Drizzle cannot type a query over a table known only by its constraint; the rows are T's.
  const table = entity.table as PgTable & WorkflowTable;
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as unknown as (T['$inferSelect'] & VersionedRow)[];
    if (!row) throw new TransitionRefused('missing', `${flow.label}不存在`);

    const rule = findTransition(flow, row.state, event);
    if (!rule) {
      throw new TransitionRefused(
        'state',
        `${flow.label}${stateText(flow, row.state)}，不能${flow.events[event]}`,
      );
    }
    if (!(rule.by as readonly string[]).includes(actor.as)) {
      const allowed = rule.by.map((who) => actorLabel(flow, who)).join('、');
      throw new TransitionRefused('actor', `只有${allowed}可以${flow.events[event]}`);
    }
    if (expectedVersion !== undefined && row.version !== expectedVersion) {
      throw new TransitionRefused('stale', STALE_MESSAGE);
    }
    const guarded = request.guard?.(row);
    if (guarded !== undefined) throw new TransitionRefused('guard', guarded);

    const extra = request.changes ? await request.changes(tx, row) : {};
    const [after] = (await tx
      .update(table)
      .set({ ...extra, state: rule.to, version: row.version + 1 } as never)
      // The version in the condition too: the lock already excludes a lost update, this keeps it
      // excluded should the row ever be read without one.
      .where(and(eq(table.id, id), eq(table.version, row.version)))
      .returning()) as unknown as T['$inferSelect'][];
    if (!after) throw new TransitionRefused('stale', STALE_MESSAGE);

    await tx.insert(workflowEvents).values({
      entityType: flow.entity,
      entityId: id,
      fromState: row.state,
      toState: rule.to,
      event,
      actorUserId: actor.userId,
      actorRole: actor.as,
      reason: request.reason?.trim() || null,
      version: row.version + 1,
      at: now,
    });
    // A 转办 (work queue hand-over) ends with any move of its item: the one who was handed it has
    // acted, or the item waits on someone else now. Here, in the move's own transaction, rather
    // than ignored later: an item that comes back to staff (a returned request resubmitted)
    // must come back to the whole role, not to whoever held it the last time.
    await tx
      .delete(workQueueAssignments)
      .where(and(eq(workQueueAssignments.kind, flow.entity), eq(workQueueAssignments.itemId, id)));
    return { before: row, after };
  });
}

/** 当前为“已确认，待电脑登录” (or the raw name of a state the table no longer knows). */
function stateText(flow: AnyFlow, state: string): string {
  const label = Object.hasOwn(flow.states, state) ? flow.states[state] : state;
  return `当前为“${label}”`;
}
