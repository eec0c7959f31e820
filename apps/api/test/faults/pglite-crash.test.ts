// Issue 6 item 4 on PGlite: the server process is killed (SIGKILL) in the middle of writes. On
// the next start of the same data folder, every write that was acknowledged must be there.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { CLIENT_AUTH } from '../helpers/app.js';
import { testConfig } from '../helpers/test-config.js';
import {
  emptyAcknowledged,
  expectAllAcknowledgedStored,
  THIS_MACHINE,
  writeOneMember,
} from './member-writes.js';
import type { Outcome, Transport } from './member-writes.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      // Each simulated member comes from its own address (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
      // Registration codes are read from the demo outbox (asked from here, without the header).
      DEMO_OUTBOX: '1',
      PORTAL_DIST: join(dataDir, 'no-build'),
      DATA_SCREEN_DIST: join(dataDir, 'no-build'),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

/**
 * Until the server answers its health check, or exits. No attempt count: a first start migrates and
 * seeds, which on a loaded 2-core machine took over a minute; the test's own timeout bounds it.
 */
async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  while (server.exitCode === null && server.signalCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('服务未能启动（进程已退出）');
}

describe('a crash in the middle of writes on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qyfw-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged write when the process is killed', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // Whatever fails below, the server does not outlive the test.
    onTestFinished(() => {
      server.kill('SIGKILL');
    });
    await waitForHealth(base, server);

    const http: Transport = async ({ method, url, payload, token, ip }) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: CLIENT_AUTH,
          ...(ip === THIS_MACHINE ? {} : { 'x-forwarded-for': ip }),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(token ? { token } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
      });
      return {
        status: response.status,
        body: (await response.json()) as { code?: number; msg?: string; data?: unknown },
      };
    };

    const acknowledged = emptyAcknowledged();
    let killed = false;
    let serial = 0;
    const note = (_outcome: Outcome, ok: boolean) => ok && !killed;
    const writer = async () => {
      while (!killed) await writeOneMember(http, (serial += 1), acknowledged, note);
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    // Kill once a few members are through, while the writers are mid-request.
    while (acknowledged.snoozed.length < 3) await sleep(20);
    server.kill('SIGKILL');
    killed = true;
    await exited;
    await writers;

    // The next start opens the same folder (PGlite recovers from its WAL), then the rows are read.
    const database = await createDatabase(testConfig({ DATA_DIR: dataDir }));
    try {
      await expectAllAcknowledgedStored(database.db, acknowledged);
    } finally {
      await database.close();
    }
    expect(acknowledged.registered.length).toBeGreaterThanOrEqual(3);
    console.info(
      `PGlite 崩溃演练：SIGKILL 前确认注册 ${acknowledged.registered.length}、企业信息 ${acknowledged.bound.length}、提醒设置 ${acknowledged.snoozed.length} 条，重启后全部找到`,
    );
  }, 300_000);
});
