// The member's own progress on each call of a document (policy_detail when logged in): the
// enterprise's application (the live one, else the newest) or its 免申即享 case. Only the
// enterprise of the session's member is read; other enterprises' records never appear.
import type { MyCallStatus } from '@qyfw/portal-sdk/calls/policy-library';
import { exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exemptCases, policyApplications } from '../../db/schema/index.js';
import { enterpriseOf } from '../../plugins/scope.js';

const ENDED = new Set(['withdrawn', 'rejected', 'failed']);

export async function myCallStatuses(
  db: Db,
  userId: number | undefined,
  callIds: readonly number[],
): Promise<Map<number, MyCallStatus>> {
  const statuses = new Map<number, MyCallStatus>();
  if (userId === undefined || callIds.length === 0) return statuses;
  const enterpriseId = await enterpriseOf(db, userId);
  if (enterpriseId === undefined) return statuses;
  const [applications, cases] = await Promise.all([
    db
      .select({
        id: policyApplications.id,
        callId: policyApplications.callId,
        state: policyApplications.state,
      })
      .from(policyApplications)
      .where(
        and(
          eq(policyApplications.enterpriseId, enterpriseId),
          inArray(policyApplications.callId, [...callIds]),
        ),
      )
      .orderBy(desc(policyApplications.updatedAt), desc(policyApplications.id)),
    db
      .select({ id: exemptCases.id, callId: exemptCases.callId, state: exemptCases.state })
      .from(exemptCases)
      .where(
        and(eq(exemptCases.enterpriseId, enterpriseId), inArray(exemptCases.callId, [...callIds])),
      ),
  ]);
  for (const row of cases) {
    statuses.set(row.callId, {
      kind: 'exempt_case',
      id: row.id,
      state: row.state,
      state_label: exemptCaseFlow.states[row.state],
    });
  }
  // Newest first: a live application wins over an ended one, the newest ended one otherwise.
  for (const row of applications) {
    const known = statuses.get(row.callId);
    const knownLive = known?.kind === 'application' && !ENDED.has(known.state);
    if (known && (known.kind === 'exempt_case' || knownLive || ENDED.has(row.state))) continue;
    statuses.set(row.callId, {
      kind: 'application',
      id: row.id,
      state: row.state,
      state_label: policyApplicationFlow.states[row.state],
    });
  }
  return statuses;
}
