// The seeded demo enterprise record: full, with mixed sources and three edits in its history,
// read through the real call as demo_enterprise sees it on /information.
import type { EnterpriseRecord, RecordVersion } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { createSession } from '../../../plugins/session.js';
import { postCall, queryRows } from '../../../modules/shared/testing.js';
import type { Answer, Paged } from '../../../modules/shared/testing.js';
import { DEMO_ENTERPRISE_USERNAME } from './demo-enterprise.js';
import { DEMO_ENTERPRISE } from './enterprises.js';

describeEachDatabase('seeded enterprise record', (db) => {
  let app: FastifyInstance;
  let token = '';
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
    const [user] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select id from users where lower(username) = ${DEMO_ENTERPRISE_USERNAME}`,
    );
    token = (await createSession(db.database.db, user!.id, new Date())).token;
  });
  afterAll(() => app.close());

  it('gives demo_enterprise a full record with verified, public and enterprise sources', async () => {
    const res = await postCall(app, '/api/Enterprise/record', {}, { token });
    const record = res.json<Answer<EnterpriseRecord>>().data;
    expect(record.credit_code).toBe(DEMO_ENTERPRISE.creditCode);
    expect(record.version).toBe(3);
    for (const [field, value] of Object.entries(record.fields))
      expect([field, value]).not.toEqual([field, null]);
    expect(record.rd_share).toBeGreaterThan(0);
    const kinds = (source: string) =>
      Object.entries(record.sources)
        .filter(([, entry]) => entry?.source === source)
        .map(([field]) => field);
    expect(kinds('verified').sort()).toEqual(['credit_code', 'name']);
    expect(kinds('public')).toContain('legal_person');
    expect(kinds('enterprise')).toEqual(
      expect.arrayContaining(['revenue', 'rd_spending', 'tax_paid', 'contacts']),
    );
    expect(record.qualifications.length).toBeGreaterThan(0);
  });

  it('shows three earlier edits by demo_enterprise, newest first', async () => {
    const res = await postCall(app, '/api/Enterprise/record_history', {}, { token });
    const history = res.json<Answer<Paged<RecordVersion>>>().data;
    expect(history.list.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(history.list[0]!.changes).toContainEqual({
      field: 'revenue',
      before: 15420,
      after: 18650.5,
    });
  });
});
