// transitionStep(): the state, the history row, the audit row and the notices are one unit — a
// notice that fails leaves the entity as it was, with no history and no audit; a refused step
// writes none of them either.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createMember } from '../../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { auditLog } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { enterpriseAuthEntity } from '../../identity/workflow.js';
import { transitionStep } from './step.js';
import { eventsOf, fixtureOf, readEntity } from './workflow-fixtures.js';

const NOW = new Date('2026-03-02T01:00:00Z');
const fixture = fixtureOf('enterprise_auth');

const auditsOf = (db: Db, id: number) =>
  db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'enterprise_auth'), eq(auditLog.entityId, id)));

describeEachDatabase('transitionStep()', (database) => {
  let db: Db;
  let operatorId: number;
  beforeAll(async () => {
    db = database.database.db;
    operatorId = await createMember(db);
  });

  const returnStep = (id: number, notify: () => Promise<void>) =>
    transitionStep(db, {
      entity: enterpriseAuthEntity,
      id,
      event: 'return',
      actor: { as: 'operator', userId: operatorId },
      expectedVersion: 0,
      reason: '  营业执照不清晰 ',
      now: NOW,
      changes: () => fixture.changes('return', { as: 'operator', userId: operatorId }),
      ip: '10.0.0.9',
      carried: (row) => ({ enterprise_id: row.enterpriseId }),
      notify,
    });

  it('moves the entity, keeps one history row and one audit row, then notifies', async () => {
    const id = await fixture.create(db, 'pending', operatorId, NOW);
    let notified = 0;
    const { after } = await returnStep(id, async () => {
      notified += 1;
    });
    expect(after).toMatchObject({ state: 'returned', version: 1 });
    expect(notified).toBe(1);
    expect(await eventsOf(db, 'enterprise_auth', id)).toHaveLength(1);
    expect(await auditsOf(db, id)).toEqual([
      {
        action: 'enterprise_auth.return',
        before: { state: 'pending', version: 0 },
        after: {
          state: 'returned',
          version: 1,
          reason: '营业执照不清晰',
          enterprise_id: after.enterpriseId,
        },
      },
    ]);
  });

  it('leaves nothing behind when the notice fails', async () => {
    const id = await fixture.create(db, 'pending', operatorId, NOW);
    await expect(returnStep(id, () => Promise.reject(new Error('消息服务不可用')))).rejects.toThrow(
      '消息服务不可用',
    );
    expect(await readEntity(db, 'enterprise_auth', id)).toEqual({ state: 'pending', version: 0 });
    expect(await eventsOf(db, 'enterprise_auth', id)).toEqual([]);
    expect(await auditsOf(db, id)).toEqual([]);
  });

  it('writes no audit and sends no notice for a step the table refuses', async () => {
    const id = await fixture.create(db, 'approved', operatorId, NOW);
    let notified = 0;
    await expect(
      returnStep(id, async () => {
        notified += 1;
      }),
    ).rejects.toMatchObject({ reason: 'state' });
    expect(notified).toBe(0);
    expect(await auditsOf(db, id)).toEqual([]);
  });
});
