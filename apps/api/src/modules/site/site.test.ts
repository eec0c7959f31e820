import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateContent } from '../../cache/content-cache.js';
import { seedDatabase } from '../../db/seed/index.js';
import { siteConfigSeed } from '../../db/seed/site-config.js';
import { buildTestApp, JSON_HEADERS } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

describeEachDatabase('pcconfig', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const pcconfig = () =>
    app.inject({
      method: 'POST',
      url: '/api/index/pcconfig',
      headers: JSON_HEADERS,
      payload: { user_id: '' },
    });

  it('answers the seeded site config in the spec fields', async () => {
    const res = await pcconfig();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '成功',
      data: {
        yrzqys_count: siteConfigSeed.extraEnterpriseCount,
        lbt: siteConfigSeed.carouselImages.join(','),
        fwrx: siteConfigSeed.serviceHotline,
        gsdz: siteConfigSeed.address,
        swhz: siteConfigSeed.businessContact,
        phone: siteConfigSeed.phone,
        kfimage: siteConfigSeed.serviceQrImage,
        bah: siteConfigSeed.icpRecord,
        bqxx: siteConfigSeed.copyright,
      },
    });
  });

  it('serves the images it names', async () => {
    const { data } = (await pcconfig()).json<{ data: { kfimage: string; lbt: string } }>();
    for (const image of [data.kfimage, ...data.lbt.split(',')]) {
      const res = await app.inject({ method: 'GET', url: image });
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers from the cache, and reflects a change made directly in the database once the site area is invalidated', async () => {
    const before = (await pcconfig()).json<{ data: Record<string, unknown> }>().data;
    await db.database.db.execute(
      sql`update site_config set service_hotline = '400-000-1234', carousel_images = '{/a.png,/b.png}', extra_enterprise_count = 7`,
    );
    try {
      // Written behind the cache's back: still the cached answer.
      expect((await pcconfig()).json<{ data: Record<string, unknown> }>().data).toEqual(before);
      invalidateContent(db.database.db, 'site');
      const { data } = (await pcconfig()).json<{ data: Record<string, unknown> }>();
      expect(data).toMatchObject({ fwrx: '400-000-1234', lbt: '/a.png,/b.png', yrzqys_count: 7 });
    } finally {
      await seedDatabase(db.database.db, { reset: true });
    }
    // The reseed cleared the cache: the seeded values again.
    expect((await pcconfig()).json<{ data: Record<string, unknown> }>().data).toEqual(before);
  });

  it('answers 404 in Chinese when the site was never configured', async () => {
    await db.database.db.execute(sql`delete from site_config`);
    invalidateContent(db.database.db, 'site');
    try {
      const res = await pcconfig();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '站点尚未配置' });
    } finally {
      await seedDatabase(db.database.db);
    }
  });
});
