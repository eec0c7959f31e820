// The member's other steps on an application: withdraw it (before review; the enterprise may
// apply to the call again) or confirm the money arrived. Through transition() and told to every
// member of the enterprise, in one transaction.
import type { Db } from '../../db/client.js';
import { policyApplicationEntity } from './workflow.js';
import { transition } from '../shared/workflow/transition.js';
import { callWithPolicy } from './call.js';
import { noticeApplication } from './notices.js';
import { enterpriseApplication } from './rows.js';
import type { ApplicationRow } from './rows.js';

/** The member withdraws (before review) or confirms the money arrived. */
export async function memberTransition(
  db: Db,
  enterpriseId: number,
  userId: number,
  input: { readonly id: number; readonly version: number; readonly reason?: string | undefined },
  event: 'withdraw' | 'confirm_receipt',
  now: Date,
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const row = await enterpriseApplication(tx, enterpriseId, input.id);
    const reason = input.reason?.trim() || undefined;
    const { after } = await transition(tx, {
      entity: policyApplicationEntity,
      id: row.id,
      event,
      actor: { as: 'applicant', userId },
      expectedVersion: input.version,
      reason,
      now,
      changes: () =>
        event === 'withdraw'
          ? { reason: reason ?? null, corrections: [], updatedAt: now }
          : { receivedAt: now, updatedAt: now },
    });
    const found = await callWithPolicy(tx, after.callId);
    await noticeApplication(tx, after, found!.call, now);
    return after;
  });
}
