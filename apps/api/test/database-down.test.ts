// When the database cannot be reached, calls answer 503 within seconds, never a 500 or a hang.
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/client.js';
import { buildTestApp, JSON_HEADERS } from './helpers/app.js';
import { describeOnBothDatabases } from './helpers/databases.js';
import { testConfig } from './helpers/test-config.js';

// A QR poll reads the database on every call; the public content calls would answer from the
// content cache and so keep working through a short outage.
const checkStatus = {
  method: 'POST',
  url: '/api/indexnew/checkStatus',
  headers: JSON_HEADERS,
  payload: '{"sign":"unknown"}',
} as const;

describeOnBothDatabases('database closed under a running app', (db) => {
  it('answers 503 quickly and logs the cause', async () => {
    const { app, logs } = await buildTestApp(db);
    try {
      expect((await app.inject(checkStatus)).statusCode).toBe(200);
      await db.database.close();

      const started = performance.now();
      const res = await app.inject(checkStatus);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 503,
        msg: '数据库暂时不可用，请稍后再试',
        requestId: res.headers['x-request-id'],
      });
      expect(logs.some((record) => record.level >= 50 && record.msg === '数据库不可用')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

it('answers 503 when PostgreSQL refuses the connection', async () => {
  // Port 1 on this machine: nothing listens, so the connection is refused at once.
  const config = testConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  const database = await createDatabase(config);
  const app = await buildApp(config, { database });
  try {
    const started = performance.now();
    const res = await app.inject(checkStatus);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      msg: '数据库暂时不可用，请稍后再试',
      requestId: res.headers['x-request-id'],
    });
  } finally {
    await app.close();
    await database.close();
  }
});
