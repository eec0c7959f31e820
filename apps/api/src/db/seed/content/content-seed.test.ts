import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client.js';
import type { Database } from '../../client.js';
import { renewalCounts } from '../../../modules/enterprise/renewal-counts.js';
import { enterpriseOf } from '../../../plugins/scope.js';
import { queryCount, queryRows } from '../../../modules/shared/testing.js';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { seedDatabase } from '../index.js';
import { BASE_ENTERPRISES } from './enterprises.js';
import { BASE_POLICIES } from './policies.js';
import { contentIsSeeded, seedContent } from './index.js';

const NOW = new Date('2026-06-15T04:00:00Z');

async function freshDatabase(): Promise<Database> {
  const database = await createDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
  await database.migrate();
  return database;
}

/** A digest of what a visitor can see: every content table's rows, ids included. */
async function snapshot(database: Database): Promise<Record<string, unknown>> {
  const tables = [
    'enterprises',
    'patents',
    'trademarks',
    'policies',
    'policy_award_companies',
    'bulletins',
    'news',
    'experts',
    'talents',
    'appeals',
    'generated_images',
  ];
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    result[table] = await queryRows(
      database.db,
      sql`select md5(string_agg(t::text, '|' order by t.*::text)) as digest, count(*)::int as n from ${sql.identifier(table)} t`,
    );
  }
  return result;
}

// Each test seeds whole databases: seconds each on a shared two-core machine.
describe('content seed determinism and volumes', { timeout: 120_000 }, () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  const open = async () => {
    const database = await freshDatabase();
    opened.push(database);
    return database;
  };

  it('writes the same rows twice for the same moment', async () => {
    const [first, second] = [await open(), await open()];
    // A fifth of the volume runs the same code in a fifth of the time.
    await first.db.transaction((tx) => seedContent(tx, { now: NOW, scale: 0.2 }));
    await second.db.transaction((tx) => seedContent(tx, { now: NOW, scale: 0.2 }));
    const [a, b] = [await snapshot(first), await snapshot(second)];
    expect(a).toEqual(b);
    expect((a.policies as { n: number }[])[0]!.n).toBe(BASE_POLICIES / 5);
  });

  it('multiplies the volumes with scale', async () => {
    const database = await open();
    await database.db.transaction((tx) => seedContent(tx, { now: NOW, scale: 2 }));
    expect(await queryCount(database.db, sql`select count(*)::int as n from policies`)).toBe(
      BASE_POLICIES * 2,
    );
    expect(await queryCount(database.db, sql`select count(*)::int as n from enterprises`)).toBe(
      BASE_ENTERPRISES * 2,
    );
    expect(
      await queryCount(database.db, sql`select count(*)::int as n from experts`),
    ).toBeGreaterThan(100);
    // Enterprise names and credit codes stay unique at any volume.
    expect(
      await queryCount(database.db, sql`select count(distinct name)::int as n from enterprises`),
    ).toBe(BASE_ENTERPRISES * 2);
    await expect(seedContent(database.db, { scale: 0 })).rejects.toThrow(RangeError);
  });

  it('leaves an area that has rows alone', async () => {
    const database = await open();
    expect(await contentIsSeeded(database.db)).toBe(false);
    await database.db.transaction((tx) => seedContent(tx, { now: NOW, scale: 0.1 }));
    expect(await contentIsSeeded(database.db)).toBe(true);
    await database.db.execute(sql`delete from news`);
    const seeded = await seedContent(database.db, { now: NOW, scale: 0.1 });
    expect(seeded).toEqual(['news']);
    expect(await queryCount(database.db, sql`select count(*)::int as n from policies`)).toBe(
      BASE_POLICIES / 10,
    );
  });
});

describeEachDatabase('content seed', (db) => {
  let demoUserId = 0;
  beforeAll(async () => {
    const [row] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select id from users where username = 'demo_enterprise'`,
    );
    demoUserId = row!.id;
  });

  it('links demo_enterprise to an enterprise with something to renew in every kind that renews', async () => {
    const enterpriseId = await enterpriseOf(db.database.db, demoUserId);
    expect(enterpriseId).toBeDefined();
    const counts = await renewalCounts(db.database.db, enterpriseId!, new Date());
    // Copyrights have no renewal and no fee: never an alert (DOMAIN §4).
    const { copyright_num: works, softright_num: software, ...renewing } = counts;
    expect([works, software]).toEqual([0, 0]);
    for (const [kind, count] of Object.entries(renewing)) expect(count, kind).toBeGreaterThan(0);
  });

  it('places IP due dates around now: some overdue, some within 90 days, most later', async () => {
    const bucket = (where: ReturnType<typeof sql>) =>
      queryCount(
        db.database.db,
        sql`select count(*)::int as n from patents where status = 'valid' and ${where}`,
      );
    const overdue = await bucket(sql`due_on < current_date`);
    const soon = await bucket(sql`due_on between current_date and current_date + 90`);
    const later = await bucket(sql`due_on > current_date + 90`);
    expect(overdue).toBeGreaterThan(0);
    expect(soon).toBeGreaterThan(overdue);
    expect(later).toBeGreaterThan(soon + overdue);
  });

  it('covers every policy level, with policy bodies stored sanitized', async () => {
    const levels = await queryRows<{ level: number }>(
      db.database.db,
      sql`select distinct level from policies order by level`,
    );
    expect(levels.map((row) => row.level)).toEqual([18, 19, 20, 21]);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies where body ~* '<script|on[a-z]+=|javascript:'`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies where body like '<h2>%' and body like '%<ol>%'`,
      ),
    ).toBe(await queryCount(db.database.db, sql`select count(*)::int as n from policies`));
  });

  it('gives a reset demo the same ids and rows as a fresh one, and keeps the demo link', async () => {
    const before = await queryRows(
      db.database.db,
      sql`select id, name, credit_code from enterprises order by id limit 5`,
    );
    await seedDatabase(db.database.db, { reset: true });
    expect(
      await queryRows(
        db.database.db,
        sql`select id, name, credit_code from enterprises order by id limit 5`,
      ),
    ).toEqual(before);
    const [row] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select id from users where username = 'demo_enterprise'`,
    );
    expect(await enterpriseOf(db.database.db, row!.id)).toBeDefined();
  });
});
