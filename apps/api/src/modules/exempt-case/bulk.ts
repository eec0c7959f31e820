// An operator's bulk step over 免申即享 cases (批量公示, 批量拨付 …): each case goes through the same
// step as a single transition (its own transaction: flow table, version, workflow event, audit,
// messages), one after the other, so one refused case — moved by someone else meanwhile, in a
// state the event does not leave — never undoes or blocks the others. The answer says, case by
// case, what happened, in the order the cases were sent.
import type { ExemptBulkEvent, ExemptBulkResult } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { Operator } from '../application/operator.js';
import { operatorCaseTransition } from './operator.js';

export interface BulkCaseStep {
  readonly event: ExemptBulkEvent;
  readonly items: readonly { readonly id: number; readonly version: number }[];
  readonly reason?: string | undefined;
}

export interface BulkCaseAnswer {
  readonly succeeded: number;
  readonly failed: number;
  readonly results: ExemptBulkResult[];
}

export async function bulkCaseTransition(
  db: Db,
  operator: Operator,
  step: BulkCaseStep,
  now: Date,
): Promise<BulkCaseAnswer> {
  const reason = step.reason?.trim() || undefined;
  const results: ExemptBulkResult[] = [];
  for (const item of step.items) {
    try {
      const after = await operatorCaseTransition(
        db,
        operator,
        { id: item.id, version: item.version, event: step.event, reason },
        now,
      );
      results.push({
        id: item.id,
        ok: true,
        state: after.state,
        version: after.version,
        message: null,
      });
    } catch (error) {
      // A refusal the operator can read (404, 409, 400) is this case's answer; anything else is
      // a fault of the server and fails the request (the cases already done stay done).
      if (!(error instanceof ApiError)) throw error;
      results.push({ id: item.id, ok: false, state: null, version: null, message: error.msg });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
