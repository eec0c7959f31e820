// Test-only: puts a 免申即享 case into a chosen state for the tests generated from the flow tables
// (shared/workflow/transition.test.ts finds this file by its name).
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import { exemptCases } from '../../db/schema/index.js';
import { freshCall } from '../application/workflow-fixture.js';
import type { WorkflowFixture } from '../shared/workflow/workflow-fixtures.js';
import { exemptCaseEntity } from './workflow.js';

export const workflowFixture: WorkflowFixture = {
  entity: exemptCaseEntity,
  async create(db, state, _memberId, now) {
    const { callId, enterpriseId } = await freshCall(db, now);
    const [row] = await db
      .insert(exemptCases)
      .values({
        callId,
        enterpriseId,
        state: state as ExemptCaseState,
        snapshot: [],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: exemptCases.id });
    return row!.id;
  },
  changes: () => ({}),
};
