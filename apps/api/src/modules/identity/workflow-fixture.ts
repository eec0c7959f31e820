// Test-only: puts a authentication request into a chosen state for the tests generated from the flow tables
// (shared/workflow/transition.test.ts finds this file by its name).
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';
import { enterpriseEdits } from '../../db/schema/index.js';
import type { WorkflowFixture } from '../shared/workflow/workflow-fixtures.js';
import { enterpriseAuthEntity } from './workflow.js';

export const workflowFixture: WorkflowFixture = {
  entity: enterpriseAuthEntity,
  async create(db, state, memberId, now) {
    const [row] = await db
      .insert(enterpriseEdits)
      .values({
        userId: memberId,
        enterpriseName: '杭州测试科技有限公司',
        creditCode: '91330106MA2B0TEST1',
        state: state as EnterpriseAuthState,
        createdAt: now,
        submittedAt: now,
      })
      .returning({ id: enterpriseEdits.id });
    return row!.id;
  },
  changes: () => ({}),
};
