// Test-only: puts a QR login sign into a chosen state for the tests generated from the flow tables
// (shared/workflow/transition.test.ts finds this file by its name).
import { randomBytes } from 'node:crypto';
import { qrLoginSigns } from '../../db/schema/index.js';
import type { QrSignState } from '../../db/schema/index.js';
import type { WorkflowFixture } from '../shared/workflow/workflow-fixtures.js';
import { qrLoginSignEntity } from './workflow.js';

export const workflowFixture: WorkflowFixture = {
  entity: qrLoginSignEntity,
  async create(db, state, memberId, now) {
    const [row] = await db
      .insert(qrLoginSigns)
      .values({
        signHash: randomBytes(16).toString('base64url'),
        pollKeyHash: randomBytes(16).toString('base64url'),
        requestIp: '10.200.0.1',
        state: state as QrSignState,
        // A sign the phone answered names its member (the table's check).
        userId: ['waiting', 'cancelled', 'expired'].includes(state) ? null : memberId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 120_000),
      })
      .returning({ id: qrLoginSigns.id });
    return row!.id;
  },
  // A confirmed or refused sign names the member who answered, as qr-login.ts writes it.
  changes: (event, actor) =>
    event === 'confirm' || event === 'refuse' ? { userId: actor.userId } : {},
};
