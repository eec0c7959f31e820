// The operators' side of a 免申即享 case: tell the enterprise (when the batch did not), review a
// dispute (re-notify with the checked data, or close), publicise, pay, confirm the money arrived.
// An amount given with publicize or pay replaces the case's (not above the call's ceiling).
// Audited and told to every member, in the transaction of the change.
import type { ExemptCaseFlow, FlowEventBy } from '@qyfw/portal-sdk/flows';
import type { Db } from '../../db/client.js';
import type { exemptCases } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { Operator } from '../application/operator.js';
import { exemptCaseEntity } from './workflow.js';
import { transitionStep } from '../shared/workflow/step.js';
import { noticeCase } from './notices.js';
import { caseById } from './rows.js';
import type { CaseRow } from './rows.js';
import { caseCall } from './views.js';

/** The events the flow table lets an operator make (derived, never listed). */
export type CaseOperatorEvent = FlowEventBy<ExemptCaseFlow, 'operator'>;

export interface CaseStep {
  readonly id: number;
  readonly version: number;
  readonly event: CaseOperatorEvent;
  readonly reason?: string | undefined;
  readonly amount?: number | undefined;
}

type Changes = Partial<typeof exemptCases.$inferInsert>;

function changesOf(step: CaseStep, now: Date): Changes {
  const amount = step.amount === undefined ? {} : { amount: step.amount };
  switch (step.event) {
    case 'notify':
      return { notifiedAt: now, updatedAt: now };
    case 'renotify':
      // A fresh notice: the member answers again, from a clean slate.
      return {
        notifiedAt: now,
        reason: step.reason ?? null,
        answeredAt: null,
        answeredBy: null,
        updatedAt: now,
      };
    case 'close':
      return { reason: step.reason ?? null, updatedAt: now };
    case 'publicize':
      return { ...amount, updatedAt: now };
    case 'pay':
      return { ...amount, paidAt: now, updatedAt: now };
    case 'confirm_receipt':
      return { updatedAt: now };
  }
}

export async function operatorCaseTransition(
  db: Db,
  operator: Operator,
  step: CaseStep,
  now: Date,
): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const row = await caseById(tx, step.id);
    const { call } = await caseCall(tx, row);
    // Which events may carry an amount is the flow rows' `needs`, checked by the call's body.
    if (
      step.amount !== undefined &&
      call.supportCeiling !== null &&
      step.amount > call.supportCeiling
    ) {
      throw ApiError.badRequest(`金额不能超过该通知的最高额度 ${call.supportCeiling} 万元`);
    }
    const { after } = await transitionStep(tx, {
      entity: exemptCaseEntity,
      id: row.id,
      event: step.event,
      actor: { as: 'operator', userId: operator.userId },
      expectedVersion: step.version,
      reason: step.reason,
      now,
      changes: () => changesOf(step, now),
      ip: operator.ip,
      userAgent: operator.userAgent,
      audited: (exemptCase) => ({ amount: exemptCase.amount }),
      notify: (inner, result) => noticeCase(inner, result.after, call, now),
    });
    return after;
  });
}
