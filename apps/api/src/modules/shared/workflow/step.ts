// A person's step in a flow (an operator accepts an application, a member's enterprise decides a
// join): transition() — row lock, flow table, version, workflow event — then the audit row and
// the notices, all in one transaction, so a failed notice or audit leaves the state unchanged.
// Every module's review goes through here instead of its own copy of the three steps.
import type { AnyFlow } from '@qyfw/portal-sdk/flows';
import type { Db } from '../../../db/client.js';
import { recordAudit } from '../audit.js';
import type { WorkflowTable } from './entity.js';
import { transition } from './transition.js';
import type { TransitionRequest, TransitionResult } from './transition.js';

export interface StepRequest<F extends AnyFlow, T extends WorkflowTable> extends TransitionRequest<
  F,
  T
> {
  /** The caller's address, kept in the audit row. */
  readonly ip: string | null;
  /** The caller's browser (User-Agent), kept in the audit row. */
  readonly userAgent?: string | null;
  /** The entity's own columns the audit keeps before and after (state and version always). */
  readonly audited?: (row: T['$inferSelect']) => Record<string, unknown>;
  /** What the step carried besides a reason (an amount, 补正 items), kept in the audit's after. */
  readonly carried?: (after: T['$inferSelect']) => Record<string, unknown>;
  /** Tells whoever the step concerns, inside the transaction (messages, copies). */
  readonly notify?: (tx: Db, result: TransitionResult<T>) => Promise<void>;
}

interface Versioned {
  readonly id: number;
  readonly state: string;
  readonly version: number;
}

/** Moves the entity, audits the step and sends its notices; or refuses and changes nothing. */
export async function transitionStep<F extends AnyFlow, T extends WorkflowTable>(
  db: Db,
  request: StepRequest<F, T>,
): Promise<TransitionResult<T>> {
  const { entity, event, actor, now } = request;
  return db.transaction(async (tx) => {
    const result = await transition(tx, request);
    const before = result.before as T['$inferSelect'] & Versioned;
    const after = result.after as T['$inferSelect'] & Versioned;
    const reason = request.reason?.trim();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: actor.as,
      action: `${entity.flow.entity}.${event}`,
      entityType: entity.flow.entity,
      entityId: after.id,
      before: { state: before.state, version: before.version, ...request.audited?.(before) },
      after: {
        state: after.state,
        version: after.version,
        ...request.audited?.(after),
        ...(reason ? { reason } : {}),
        ...request.carried?.(after),
      },
      ip: request.ip,
      userAgent: request.userAgent ?? null,
      at: now,
    });
    await request.notify?.(tx, result);
    return result;
  });
}
