import type { AppealStatistics } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateContent } from '../../cache/content-cache.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';

describeEachDatabase('appeal_statistics', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());
  const statistics = async () =>
    (await postCall(app, '/api/demo/appeal_statistics', { user_id: '' })).json<
      Answer<AppealStatistics>
    >().data;
  const countStatus = (status: string) =>
    queryCount(
      db.database.db,
      sql`select count(*)::int as n from appeals where status = ${status}`,
    );

  it('counts the appeals by status and the share done', async () => {
    const [pending, processing, done] = await Promise.all([
      countStatus('pending'),
      countStatus('processing'),
      countStatus('done'),
    ]);
    const total = await queryCount(db.database.db, sql`select count(*)::int as n from appeals`);
    expect(await statistics()).toEqual({ total, pending, processing, done, rate: done / total });
    // The seed spreads appeals over every status.
    expect(Math.min(pending, processing, done)).toBeGreaterThan(0);
  });

  it('seeded appeals span the last twelve months, handled ones with a reply', async () => {
    const [span] = await queryRows<{ days: number }>(
      db.database.db,
      sql`select extract(day from max(created_at) - min(created_at))::int as days from appeals`,
    );
    expect(span!.days).toBeGreaterThan(300);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from appeals where status = 'done' and (reply is null or handled_at is null)`,
      ),
    ).toBe(0);
  });

  it('answers rate 0 when there are no appeals, and follows a write once invalidated', async () => {
    await db.database.db.execute(sql`create table appeals_backup as select * from appeals`);
    try {
      await db.database.db.execute(sql`delete from appeals`);
      invalidateContent(db.database.db, 'appeal');
      expect(await statistics()).toEqual({ total: 0, pending: 0, processing: 0, done: 0, rate: 0 });
    } finally {
      await db.database.db.execute(sql`insert into appeals select * from appeals_backup`);
      await db.database.db.execute(sql`drop table appeals_backup`);
      invalidateContent(db.database.db, 'appeal');
    }
    expect((await statistics()).total).toBeGreaterThan(0);
  });
});
