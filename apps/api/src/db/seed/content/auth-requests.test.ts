// The seeded enterprise authentication requests (DOMAIN §7): one in every state of the flow, each
// with the history transition() writes, so the operators' queue and /identity show real cases.
import { FLOWS } from '@qyfw/portal-sdk/flows';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { queryRows } from '../../../modules/shared/testing.js';
import { DEMO_ENTERPRISE } from './enterprises.js';

describeEachDatabase('seeded authentication requests', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const requests = () =>
    queryRows<{
      id: number;
      state: string;
      version: number;
      credit_code: string;
      reason: string | null;
      resubmit_by: Date | null;
      events: number;
    }>(
      db.database.db,
      sql`select e.id, e.state, e.version, e.credit_code, e.reason, e.resubmit_by,
            (select count(*)::int from workflow_events w
              where w.entity_type = 'enterprise_auth' and w.entity_id = e.id) as events
          from enterprise_edits e order by e.id`,
    );

  it('has a request in every state of the enterprise_auth flow', async () => {
    const states = new Set((await requests()).map((request) => request.state));
    expect([...states].sort()).toEqual([...FLOWS.enterprise_auth.stateNames].sort());
  });

  it('gives each decided request its history and version, a returned one its reason and deadline', async () => {
    for (const request of await requests()) {
      const moved = request.state !== FLOWS.enterprise_auth.initial;
      const waiting = request.state === 'awaiting_enterprise';
      expect(request.events, `request ${request.id}`).toBe(moved && !waiting ? 1 : 0);
      expect(request.version).toBe(request.events);
      if (request.state === 'returned') {
        expect(request.reason).toMatch(/营业执照/);
        expect(request.resubmit_by).not.toBeNull();
      }
    }
  });

  it('asks demo_enterprise to admit a colleague to its authenticated enterprise', async () => {
    const joins = (await requests()).filter((request) => request.state === 'awaiting_enterprise');
    expect(joins.map((request) => request.credit_code)).toEqual([DEMO_ENTERPRISE.creditCode]);
  });
});
