// Issue 6 item 4 on PostgreSQL: the database goes away while members are writing. Calls must
// answer 503 with a Chinese msg within 1 s (no 50 s hang), the process must stay up, calls must
// succeed again within 5 s of the database returning, and every acknowledged write must be stored.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/client.js';
import type { Database } from '../../src/db/client.js';
import { createLogger } from '../../src/logger.js';
import { CLIENT_AUTH } from '../helpers/app.js';
import { testedDrivers } from '../helpers/databases.js';
import type { openTestDatabase } from '../helpers/databases.js';
import { emptyAcknowledged, expectAllAcknowledgedStored, writeOneMember } from './member-writes.js';
import type { Outcome, Transport } from './member-writes.js';
import { openPostgresBehindProxy } from './tcp-proxy.js';
import type { TcpProxy } from './tcp-proxy.js';

const CHINESE = /[\u4e00-\u9fa5]/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(testedDrivers.includes('postgres'))('database outage on PostgreSQL', () => {
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  let proxy: TcpProxy;
  let appDatabase: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    let config;
    ({ testDb, proxy, config } = await openPostgresBehindProxy());
    appDatabase = await createDatabase(config);
    app = await buildApp(config, {
      database: appDatabase,
      logger: createLogger({ logLevel: 'fatal' }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await appDatabase?.close();
    await proxy?.close();
    await testDb?.dispose();
  });

  const inject: Transport = async ({ method, url, payload, token, ip }) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        authorization: CLIENT_AUTH,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { token } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(payload) } : {}),
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers 503 quickly while the database is down, recovers within 5 s, and keeps every acknowledged write', async () => {
    const acknowledged = emptyAcknowledged();
    const outcomes: Outcome[] = [];
    let serial = 0;
    let phase: 'before' | 'down' | 'after' = 'before';
    let downAt = 0;
    let backAt = 0;
    let firstSuccessAfterBack = 0;

    const note = (outcome: Outcome, ok: boolean) => {
      outcomes.push(outcome);
      if (ok && phase === 'after' && firstSuccessAfterBack === 0 && outcome.startedAt >= backAt)
        firstSuccessAfterBack = performance.now();
      return ok;
    };
    const finished = () =>
      phase === 'after' &&
      ((firstSuccessAfterBack > 0 && performance.now() - firstSuccessAfterBack > 500) ||
        performance.now() - backAt > 10_000);
    const writer = async () => {
      while (!finished()) await writeOneMember(inject, (serial += 1), acknowledged, note);
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);

    await sleep(700);
    phase = 'down';
    downAt = performance.now();
    await proxy.stop();
    // 4 s, not 2: in the clean-clone run, beside the e2e suite on 2 cores, no request both
    // started and was answered inside a 2 s outage, and the test had nothing to judge.
    await sleep(4000);
    await proxy.start();
    backAt = performance.now();
    phase = 'after';
    await writers;

    const duringOutage = outcomes.filter(
      (o) => o.startedAt > downAt + 50 && o.startedAt + o.ms < backAt,
    );
    expect(duringOutage.length, '故障期间应有请求').toBeGreaterThan(0);
    for (const outcome of duringOutage) {
      expect(outcome.status, `${outcome.url}：${outcome.msg}`).toBe(503);
      expect(outcome.msg).toMatch(CHINESE);
      expect(outcome.ms, '数据库不可用时应在 1 秒内答复').toBeLessThan(1000);
    }
    expect(firstSuccessAfterBack, '数据库恢复后应重新成功').toBeGreaterThan(0);
    expect(firstSuccessAfterBack - backAt, '恢复后 5 秒内应成功').toBeLessThan(5000);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, '进程应保持运行').toBe(200);
    // Read directly, not through the proxy.
    await expectAllAcknowledgedStored(testDb.database.db, acknowledged);

    console.info(
      `数据库故障演练（PostgreSQL）：确认注册 ${acknowledged.registered.length}、企业信息 ${acknowledged.bound.length}、提醒设置 ${acknowledged.snoozed.length} 条；` +
        `故障期间请求 ${duringOutage.length} 个，最慢 ${Math.max(...duringOutage.map((o) => o.ms)).toFixed(0)} ms；恢复后首次成功用时 ${(firstSuccessAfterBack - backAt).toFixed(0)} ms`,
    );
  }, 60_000);
});
