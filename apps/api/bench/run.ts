// `pnpm bench:api [--quick] [--duration S] [--connections N]`: req/s, p50 and p99 of the home
// page's calls (index, get_policynew) on a fresh PGlite seeded normally and, unless --quick, on
// `seed --scale 100` data, next to a bare Fastify hello world started in the same run.
// Each server runs in its own process; autocannon runs here. A benchmark, not a test: it
// prints figures and asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const child = runTs('src/server.ts', [], { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, 'api');
  const base = `http://127.0.0.1:${port}`;
  // The first start of an empty database migrates and seeds it.
  await waitUntil(
    child,
    async () => (await fetch(`${base}/api/demo/index`, { method: 'POST', headers: JSON_HEADERS, body: '{}' })).ok,
    600_000,
  );
  return { child, base };
}

function apiTargets(base: string, data: string): Target[] {
  return [
    { name: `index (${data})`, url: `${base}/api/demo/index`, method: 'POST', body: JSON.stringify({ user_id: '' }) },
    { name: `get_policynew (${data})`, url: `${base}/api/demo/get_policynew`, method: 'POST', body: JSON.stringify({ level: 18, user_id: '' }) },
  ];
}

async function benchApi(dataDir: string, data: string): Promise<Figures[]> {
  const { child, base } = await startApi(dataDir);
  try {
    const figures: Figures[] = [];
    for (const target of apiTargets(base, data)) figures.push(await measure(target));
    return figures;
  } finally {
    await stop(child);
  }
}

async function seedScaled(dataDir: string, scale: number): Promise<number> {
  const started = Date.now();
  const child = runTs('src/db/seed/cli.ts', ['--reset', '--scale', String(scale)], { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' }, 'seed');
  const code = await exited(child);
  if (code !== 0) throw new Error(`seed --scale ${scale} exited with ${code}`);
  return Date.now() - started;
}

function print(rows: readonly Figures[], helloWorld: Figures): void {
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart(12))).join('');
  process.stdout.write(`\n${line(['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'errors'])}\n`);
  for (const row of [helloWorld, ...rows]) {
    const ratio = `${((row.requestsPerSecond / helloWorld.requestsPerSecond) * 100).toFixed(1)} %`;
    process.stdout.write(`${line([row.name, row.requestsPerSecond.toFixed(0), String(row.p50), String(row.p99), ratio, String(row.errors)])}\n`);
  }
  process.stdout.write(`\n(${connections} connections, ${duration} s each after a 2 s warm-up; target: index ≥ 40 % of hello world, p99 ≤ 20 ms)\n`);
}

const workDir = mkdtempSync(join(tmpdir(), 'qyfw-bench-'));
try {
  const helloPort = await freePort();
  const hello = runTs('bench/hello-world.ts', [], { PORT: String(helloPort) }, 'hello');
  let helloWorld: Figures;
  try {
    await waitUntil(hello, async () => (await fetch(`http://127.0.0.1:${helloPort}/`)).ok, 30_000);
    helloWorld = await measure({ name: 'fastify hello world', url: `http://127.0.0.1:${helloPort}/`, method: 'GET' });
  } finally {
    await stop(hello);
  }

  const rows = await benchApi(join(workDir, 'normal'), 'seeded');
  if (!values.quick) {
    process.stderr.write('  正在生成 --scale 100 数据（需要几分钟）…\n');
    const seedMs = await seedScaled(join(workDir, 'scale-100'), 100);
    process.stderr.write(`  --scale 100 数据已生成，用时 ${(seedMs / 1000).toFixed(0)} s\n`);
    rows.push(...(await benchApi(join(workDir, 'scale-100'), 'scale 100')));
  }
  print(rows, helloWorld);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
