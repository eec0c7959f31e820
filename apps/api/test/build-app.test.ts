import { expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { JSON_HEADERS } from './helpers/app.js';
import { testConfig } from './helpers/test-config.js';

it('opens and migrates its own database when given none', async () => {
  const app = await buildApp(testConfig());
  const pcconfig = () =>
    app.inject({
      method: 'POST',
      url: '/api/index/pcconfig',
      headers: JSON_HEADERS,
      payload: '{}',
    });
  // Migrated (the table exists) but not seeded: seeding is the server's and the seed CLI's job.
  const res = await pcconfig();
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, msg: '站点尚未配置' });
  await app.close();
});
