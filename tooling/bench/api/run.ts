// `pnpm bench:api [--quick] [--duration S] [--connections N]`: req/s, p50 and p99 of the home
// page's calls (index, get_policynew) on a fresh PGlite seeded normally and, unless --quick, on
// `seed --scale 100` data, next to a bare Fastify hello world started in the same run.
// Each server runs in its own process; autocannon runs here. A benchmark, not a test: it
// prints figures and asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { exited, freePort, runTs, stop, waitUntil } from './processes.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;
const JSON_HEADERS = { authorization: BASIC, 'content-type': 'application/json' };

interface Target {
  readonly name: string;
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly body?: string;
}

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** An API target's figures and the hello world's, measured right before it. */
interface Paired {
  readonly target: Figures;
  readonly helloWorld: Figures;
}

async function measure(target: Target): Promise<Figures> {
  const options = {
    url: target.url,
    method: target.method,
    headers: target.method === 'POST' ? JSON_HEADERS : {},
    body: target.body,
    connections,
  };
  // Warm-up: JIT, caches and connection pools, not counted.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function startApi(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = runTs(
    'src/server.ts',
    [],
    {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    'api',
  );
  const base = `http://127.0.0.1:${port}`;
  // The first start of an empty database migrates and seeds it.
  await waitUntil(
    child,
    async () =>
      (await fetch(`${base}/api/demo/index`, { method: 'POST', headers: JSON_HEADERS, body: '{}' }))
        .ok,
    600_000,
  );
  return { child, base };
}

function apiTargets(base: string, data: string): Target[] {
  return [
    {
      name: `index (${data})`,
      url: `${base}/api/demo/index`,
      method: 'POST',
      body: JSON.stringify({ user_id: '' }),
    },
    {
      name: `get_policynew (${data})`,
      url: `${base}/api/demo/get_policynew`,
      method: 'POST',
      body: JSON.stringify({ level: 18, user_id: '' }),
    },
  ];
}

/**
 * The machine is shared: its speed drifts over minutes. Measuring the hello world right before
 * each target keeps every ratio a comparison made under the same conditions.
 */
async function benchApi(dataDir: string, data: string, helloWorld: Target): Promise<Paired[]> {
  const { child, base } = await startApi(dataDir);
  try {
    const pairs: Paired[] = [];
    for (const target of apiTargets(base, data)) {
      const hello = await measure(helloWorld);
      pairs.push({ helloWorld: hello, target: await measure(target) });
    }
    return pairs;
  } finally {
    await stop(child);
  }
}

async function seedScaled(dataDir: string, scale: number): Promise<number> {
  const started = Date.now();
  const child = runTs(
    'src/db/seed/cli.ts',
    ['--reset', '--scale', String(scale)],
    { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    'seed',
  );
  const code = await exited(child);
  if (code !== 0) throw new Error(`seed --scale ${scale} exited with ${code}`);
  return Date.now() - started;
}

function print(pairs: readonly Paired[]): void {
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(28) : cell.padStart(13))).join('');
  process.stdout.write(
    `\n${line(['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'hello req/s', 'hello p99', 'vs hello'])}\n`,
  );
  for (const { target, helloWorld } of pairs) {
    const ratio = `${((target.requestsPerSecond / helloWorld.requestsPerSecond) * 100).toFixed(1)} %`;
    process.stdout.write(
      `${line([target.name, target.requestsPerSecond.toFixed(0), String(target.p50), String(target.p99), String(target.errors), helloWorld.requestsPerSecond.toFixed(0), String(helloWorld.p99), ratio])}\n`,
    );
  }
  process.stdout.write(
    `\n(${connections} connections, ${duration} s each after a 2 s warm-up; the hello world is measured right before each target; target: index ≥ 40 % of hello world, p99 ≤ 20 ms)\n`,
  );
}

const workDir = mkdtempSync(join(tmpdir(), 'qyfw-bench-'));
const helloPort = await freePort();
// Runs from this package, which depends on fastify itself; the API's servers run from the API's folder.
const hello = runTs(
  fileURLToPath(new URL('./hello-world.ts', import.meta.url)),
  [],
  { PORT: String(helloPort) },
  'hello',
  fileURLToPath(new URL('..', import.meta.url)),
);
const helloWorld: Target = {
  name: 'fastify hello world',
  url: `http://127.0.0.1:${helloPort}/`,
  method: 'GET',
};
try {
  await waitUntil(hello, async () => (await fetch(helloWorld.url)).ok, 30_000);
  const pairs = await benchApi(join(workDir, 'normal'), 'seeded', helloWorld);
  if (!values.quick) {
    process.stderr.write('  正在生成 --scale 100 数据（需要几分钟）…\n');
    const seedMs = await seedScaled(join(workDir, 'scale-100'), 100);
    process.stderr.write(`  --scale 100 数据已生成，用时 ${(seedMs / 1000).toFixed(0)} s\n`);
    pairs.push(...(await benchApi(join(workDir, 'scale-100'), 'scale 100', helloWorld)));
  }
  print(pairs);
} finally {
  await stop(hello);
  rmSync(workDir, { recursive: true, force: true });
}
