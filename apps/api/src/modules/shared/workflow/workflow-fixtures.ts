// Test-only: puts an entity of each flow into a chosen state, so the tests generated from the flow
// tables can start every (state, event) pair from its state. The Record over FlowEntity makes a
// new flow without a fixture fail the type check.
import { randomBytes } from 'node:crypto';
import type { FlowEntity } from '@qyfw/portal-sdk/flows';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  enterpriseEdits,
  enterprises,
  exemptCases,
  policies,
  policyApplications,
  policyCalls,
  qrLoginSigns,
  workflowEvents,
} from '../../../db/schema/index.js';
import type { QrSignState } from '../../../db/schema/index.js';
import type {
  EnterpriseAuthState,
  ExemptCaseState,
  PolicyApplicationState,
} from '@qyfw/portal-sdk/flows';
import type { Actor } from './transition.js';

export interface EntityRow {
  readonly state: string;
  readonly version: number;
}

export interface WorkflowFixture {
  /** A new entity in `state` at version 0; `memberId` is a member it may name. */
  create(db: Db, state: string, memberId: number, now: Date): Promise<number>;
  read(db: Db, id: number): Promise<EntityRow | undefined>;
  /** The columns the entity's module writes with `event` (what its own checks require). */
  changes(event: string, actor: Actor): Record<string, unknown>;
}

export const WORKFLOW_FIXTURES: Record<FlowEntity, WorkflowFixture> = {
  qr_login_sign: {
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
    async read(db, id) {
      const [row] = await db
        .select({ state: qrLoginSigns.state, version: qrLoginSigns.version })
        .from(qrLoginSigns)
        .where(eq(qrLoginSigns.id, id));
      return row;
    },
  },
  enterprise_auth: {
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
    async read(db, id) {
      const [row] = await db
        .select({ state: enterpriseEdits.state, version: enterpriseEdits.version })
        .from(enterpriseEdits)
        .where(eq(enterpriseEdits.id, id));
      return row;
    },
  },
  policy_application: {
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
    async read(db, id) {
      const [row] = await db
        .select({ state: policyApplications.state, version: policyApplications.version })
        .from(policyApplications)
        .where(eq(policyApplications.id, id));
      return row;
    },
  },
  exempt_case: {
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
    async read(db, id) {
      const [row] = await db
        .select({ state: exemptCases.state, version: exemptCases.version })
        .from(exemptCases)
        .where(eq(exemptCases.id, id));
      return row;
    },
  },
};

/**
 * A new call under the first seeded policy, and the first seeded enterprise: a call of its own
 * for every entity, so the one-live-application-per-call rule never joins two fixtures.
 */
async function freshCall(db: Db, now: Date): Promise<{ callId: number; enterpriseId: number }> {
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

/** The history rows of one entity, oldest first. */
export function eventsOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entityType), eq(workflowEvents.entityId, entityId)))
    .orderBy(workflowEvents.id);
}
