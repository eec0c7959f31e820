// Starts the built product (the API's dist/server.js, which serves the built apps) on a free port
// with a throwaway database, as `pnpm start` would, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageDir } from '../lib/workspace.mjs';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPage(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`产品服务已退出（退出码 ${child.exitCode}）`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrating and seeding the fresh database.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`产品服务在 ${timeoutMs / 1000} 秒内没有就绪：${url}`);
}

export async function startProduct() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qyfw-bench-web-'));
  const apiDir = packageDir('@qyfw/api');
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForPage(`${origin}/pc/index`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
