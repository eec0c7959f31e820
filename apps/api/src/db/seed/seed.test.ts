import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import { queryRows } from '../../modules/shared/testing.js';
import { siteConfig } from '../schema/index.js';
import { seedDatabase, seedIfEmpty } from './index.js';
import { siteConfigSeed } from './site-config.js';

describeOnBothDatabases('seed', (db) => {
  const rows = () => db.database.db.select().from(siteConfig);

  it('is idempotent and keeps an operator’s edits', async () => {
    await db.database.db
      .update(siteConfig)
      .set({ serviceHotline: '400-111-2222' })
      .where(eq(siteConfig.id, 1));
    await seedDatabase(db.database.db);
    await seedDatabase(db.database.db);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]!.serviceHotline).toBe('400-111-2222');
  });

  it('puts the shipped content back with reset', async () => {
    await seedDatabase(db.database.db, { reset: true });
    const [row] = await rows();
    expect(row).toMatchObject(siteConfigSeed);
  });

  it('seeds on start only a database that was never configured', async () => {
    expect(await seedIfEmpty(db.database.db)).toBe(false);
    await db.database.db.execute(sql`delete from site_config`);
    expect(await seedIfEmpty(db.database.db)).toBe(true);
    expect(await rows()).toHaveLength(1);
  });

  it('leaves planner statistics for the content it wrote', async () => {
    await seedDatabase(db.database.db, { reset: true });
    const [stats] = await queryRows<{ n: number }>(
      db.database.db,
      sql`select count(*)::int as n from pg_stats where tablename = 'enterprises'`,
    );
    expect(stats!.n).toBeGreaterThan(0);
  });

  it('keeps site_config to a single row', async () => {
    await expect(
      db.database.db.insert(siteConfig).values({ ...siteConfigSeed, id: 2 }),
    ).rejects.toThrow();
  });
});
