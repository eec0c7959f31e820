// Test-only: puts a policy application into a chosen state for the tests generated from the flow tables
// (shared/workflow/transition.test.ts finds this file by its name).
import type { PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import type { Db } from '../../db/client.js';
import { enterprises, policies, policyApplications, policyCalls } from '../../db/schema/index.js';
import type { WorkflowFixture } from '../shared/workflow/workflow-fixtures.js';
import { policyApplicationEntity } from './workflow.js';

export const workflowFixture: WorkflowFixture = {
  entity: policyApplicationEntity,
  async create(db, state, memberId, now) {
    const { callId, enterpriseId } = await freshCall(db, now);
    const [row] = await db
      .insert(policyApplications)
      .values({
        callId,
        enterpriseId,
        userId: memberId,
        state: state as PolicyApplicationState,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: policyApplications.id });
    return row!.id;
  },
  changes: () => ({}),
};

/**
 * A new call under the first seeded policy, and the first seeded enterprise: a call of its own
 * for every entity, so the one-live-application-per-call rule never joins two fixtures.
 */
export async function freshCall(
  db: Db,
  now: Date,
): Promise<{ callId: number; enterpriseId: number }> {
  const [policy] = await db
    .select({ id: policies.id })
    .from(policies)
    .orderBy(policies.id)
    .limit(1);
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .orderBy(enterprises.id)
    .limit(1);
  const [call] = await db
    .insert(policyCalls)
    .values({
      policyId: policy!.id,
      title: '流程测试申报通知',
      deliveryMode: 'review',
      supportType: '无偿资助',
      conditions: { all: [] },
      state: 'published',
      createdAt: now,
    })
    .returning({ id: policyCalls.id });
  return { callId: call!.id, enterpriseId: enterprise!.id };
}
