// The operators' side of an application (DOMAIN §3): accept or refuse it, send it back for 补正
// (every item at once, each one the call's), review, propose an amount (within the call's
// ceiling) and publicise it, fail it, pay it, confirm the money arrived. Each step goes through
// transitionStep() (row lock, version, workflow event, audit, and the notice to every member of
// the enterprise), all in one transaction.
import type { FlowEventBy, PolicyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { CorrectionItemInput } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import type { CorrectionItem, policyApplications } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { policyApplicationEntity } from './workflow.js';
import type { AuditClient } from '../shared/audit.js';
import { transitionStep } from '../shared/workflow/step.js';
import { callWithPolicy } from './call.js';
import type { CallRow } from './call.js';
import { noticeApplication } from './notices.js';
import { applicationById } from './rows.js';
import type { ApplicationRow } from './rows.js';

/** The events the flow table lets an operator make (derived, never listed). */
export type OperatorEvent = FlowEventBy<PolicyApplicationFlow, 'operator'>;

export interface OperatorStep {
  readonly id: number;
  readonly version: number;
  readonly event: OperatorEvent;
  readonly reason?: string | undefined;
  readonly items?: readonly CorrectionItemInput[] | undefined;
  readonly amount?: number | undefined;
}

export interface Operator extends AuditClient {
  readonly userId: number;
}

/** 补正 items must name the call's fields and materials, each once. */
function correctionItems(call: CallRow, items: readonly CorrectionItemInput[]): CorrectionItem[] {
  const unknown = items.filter((item) =>
    item.kind === 'field'
      ? !call.formFields.some((field) => field.key === item.key)
      : !call.materials.some((material) => material.key === item.key),
  );
  if (unknown.length > 0) {
    const names = unknown.map((item) => `${item.kind === 'field' ? '字段' : '材料'} ${item.key}`);
    throw ApiError.badRequest(`补正项须为该通知的字段或材料，以下不存在：${names.join('、')}`);
  }
  const seen = new Set<string>();
  return items.flatMap((item) => {
    const id = `${item.kind}:${item.key}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ kind: item.kind, key: item.key, note: item.note.trim() }];
  });
}

function checkAmount(call: CallRow, amount: number): void {
  if (call.supportCeiling !== null && amount > call.supportCeiling) {
    throw ApiError.badRequest(`拟支持金额不能超过该通知的最高额度 ${call.supportCeiling} 万元`);
  }
}

type Changes = Partial<typeof policyApplications.$inferInsert>;

function changesOf(step: OperatorStep, call: CallRow, now: Date): Changes {
  const decided = { decidedAt: now, updatedAt: now };
  switch (step.event) {
    case 'accept':
    case 'start_review':
      return { ...decided, reason: null };
    case 'reject':
    case 'fail':
      return { ...decided, reason: step.reason ?? null };
    case 'request_correction':
      return {
        ...decided,
        reason: step.reason ?? null,
        corrections: correctionItems(call, step.items ?? []),
      };
    case 'propose':
      checkAmount(call, step.amount!);
      return { ...decided, amount: step.amount! };
    case 'pay':
      return { paidAt: now, updatedAt: now };
    case 'confirm_receipt':
      return { receivedAt: now, updatedAt: now };
  }
}

export async function operatorTransition(
  db: Db,
  operator: Operator,
  step: OperatorStep,
  now: Date,
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const row = await applicationById(tx, step.id);
    const call = (await callWithPolicy(tx, row.callId))!.call;
    // Checked before the transition so a bad item or amount leaves nothing written.
    const changes = changesOf(step, call, now);
    const { after } = await transitionStep(tx, {
      entity: policyApplicationEntity,
      id: row.id,
      event: step.event,
      actor: { as: 'operator', userId: operator.userId },
      expectedVersion: step.version,
      reason: step.reason,
      now,
      changes: () => changes,
      ip: operator.ip,
      userAgent: operator.userAgent,
      audited: (application) => ({ amount: application.amount }),
      carried: (application) =>
        step.event === 'request_correction' ? { items: application.corrections } : {},
      notify: (inner, result) => noticeApplication(inner, result.after, call, now),
    });
    return after;
  });
}
