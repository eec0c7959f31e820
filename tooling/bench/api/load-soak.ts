// `pnpm bench:load`: a mixed workload at a fixed rate against the started product (issue 6).
// Open loop: requests are issued on schedule whether or not earlier ones have answered, and each
// latency is measured from its scheduled time, so a stalled server shows up in p99 instead of
// silently lowering the rate (coordinated omission).
//
//   pnpm bench:load [--rate 1000] [--seconds 60] [--warmup 5] [--url http://127.0.0.1:8080]
//                   [--search-flood 25 [--flood-chars 32]]
//
// --search-flood N adds one address searching 政策库 N times a second on top of the mix (issue 23),
// each time with a new keyword of --flood-chars random policy characters (the SDK's most, 32:
// every one an uncached query of the greatest cost allowed). The others' latency is reported
// apart from the flood's, with the flood's 429 share. With DATABASE_URL set, the product seeds and
// runs on that PostgreSQL database (give it a fresh, empty one); without, on PGlite.
//
// Without --url it builds nothing: it seeds a fresh embedded database with dist/seed.js, starts
// the API's dist/server.js on it (run `pnpm build` first) on a free port, and reads the server's
// RSS and CPU time from /proc and its heap through memory-probe.mjs beside this file (after a full
// collection: live objects, not garbage yet to be collected). The generator
// shares the machine's cores with the server, so both processes' CPU time is reported: the reader
// can tell which of the two was busy.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { packageDir, repoRoot } from '../lib/workspace.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    url: { type: 'string' },
    'qr-dialogs': { type: 'string', default: '50' },
    'search-flood': { type: 'string', default: '0' },
    'flood-chars': { type: 'string', default: '32' },
  },
});
const FLOOD_RATE = Number(args['search-flood']);
const FLOOD_CHARS = Number(args['flood-chars']);
/** The flooding address, apart from every visitor's 10.20–23.x.x and the dialogs' 10.50.x.x. */
const FLOOD_IP = '10.99.0.1';
const FLOOD = 'flood:policy_search';
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const QR_DIALOGS = Number(args['qr-dialogs']);
const apiDir = packageDir('@qyfw/api');
/** Preloaded into the server for its heap figures (see the file); the product never loads it. */
const memoryProbe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const CLIENT_AUTH = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body: () => unknown;
  /** The simulated user's address (X-Forwarded-For): visitors come from many offices. */
  ip?: () => string;
}

const visitorIp = () =>
  `10.${20 + Math.floor(Math.random() * 4)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** What a home-page visitor and a list browser ask for, weighted by how often. */
const browsing: [Target, number][] = [
  [{ name: 'index', method: 'POST', path: '/api/demo/index', body: () => ({ user_id: '' }) }, 12],
  [
    {
      name: 'pcconfig',
      method: 'POST',
      path: '/api/index/pcconfig',
      body: () => ({ user_id: '' }),
    },
    12,
  ],
  [
    {
      name: 'get_policynew',
      method: 'POST',
      path: '/api/demo/get_policynew',
      body: () => ({ level: pick([18, 19, 20, 21]) }),
    },
    10,
  ],
  [
    {
      name: 'get_information',
      method: 'POST',
      path: '/api/demo/get_information',
      body: () => ({ page: pick([1, 1, 1, 2, 3]), pageSize: 10, type: -1 }),
    },
    8,
  ],
  [
    {
      name: 'bulletin_list',
      method: 'POST',
      path: '/api/demo/bulletin_list',
      body: () => ({ page: pick([1, 2]), pageSize: 10, level: -1, type: pick([1, 5]) }),
    },
    8,
  ],
  [
    {
      name: 'service_manage',
      method: 'POST',
      path: '/api/demo/service_manage',
      body: () => ({ page: pick([1, 2, 3, 4]), pageSize: 10 }),
    },
    8,
  ],
  [
    {
      name: 'fwystem',
      method: 'POST',
      path: '/api/demo/fwystem',
      body: () => ({ page: 1, pageSize: 999 }),
    },
    6,
  ],
  [
    {
      name: 'expert_manage_first',
      method: 'POST',
      path: '/api/demo/expert_manage_first',
      body: () => ({}),
    },
    6,
  ],
  [
    {
      name: 'expert_manage_list',
      method: 'POST',
      path: '/api/demo/expert_manage_list',
      body: () => ({ page: pick([1, 2]), pageSize: 4 }),
    },
    8,
  ],
  [
    {
      name: 'talent_manage_list',
      method: 'POST',
      path: '/api/demo/talent_manage_list',
      body: () => ({ page: pick([1, 2]), pageSize: 4 }),
    },
    8,
  ],
  [
    {
      name: 'appeal_statistics',
      method: 'POST',
      path: '/api/demo/appeal_statistics',
      body: () => ({}),
    },
    6,
  ],
];

/** Characters of policy titles: random strings of them make bigrams the index holds. */
const POLICY_CHARS = [
  ...'关于支持高新技术企业研发投入专精特新中小企业数字化转型人才引进知识产权资助补助办法实施细则通知申报',
];

/** One script's searches: a new long keyword each time, so none is answered from a cache. */
const flood: Target = {
  name: FLOOD,
  method: 'POST',
  path: '/api/policy/search',
  body: () => ({
    keyword: Array.from({ length: FLOOD_CHARS }, () => pick(POLICY_CHARS)).join(''),
    page: 1,
    pageSize: 10,
  }),
  ip: () => FLOOD_IP,
};

const login: Target = {
  name: 'login',
  method: 'POST',
  path: '/api/indexnew/login',
  body: () => ({
    type: 1,
    account: pick(['demo_enterprise', 'demo_member']),
    password: 'Demo@2026',
  }),
  ip: visitorIp,
};

function weightedPicker(entries: [Target, number][]): () => Target {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [target, weight] of entries) {
      roll -= weight;
      if (roll <= 0) return target;
    }
    return entries[0]![0];
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The envelope's code from the answer's first bytes: the generator shares the machine's two
 * cores with the server, so it must not spend them parsing whole answers. */
const CODE_PATTERN = /"code"\s*:\s*(-?\d+)/;

function request(
  base: URL,
  target: Target,
  { keepBody = false } = {},
): Promise<{ status: number; code: number | undefined; body: unknown }> {
  const payload = target.method === 'POST' ? JSON.stringify(target.body()) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: target.path,
        method: target.method,
        agent,
        headers: {
          authorization: CLIENT_AUTH,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          'x-forwarded-for': (target.ip ?? visitorIp)(),
        },
      },
      (res) => {
        let head = '';
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (head.length < 64) head += chunk.toString('latin1', 0, 64);
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () => {
          const code = CODE_PATTERN.exec(head)?.[1];
          const body = keepBody
            ? (JSON.parse(Buffer.concat(chunks).toString()) as unknown)
            : undefined;
          resolve({
            status: res.statusCode ?? 0,
            code: code === undefined ? undefined : Number(code),
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    if (payload) req.write(payload);
    req.end();
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const USER_HZ = 100;

/** User + system CPU time of `pid` (all its threads: PGlite, libuv's pool, GC) in ms. */
function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

const generatorCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Product {
  readonly base: URL;
  /** 0 when the product was started elsewhere (--url): then nothing is read about its process. */
  readonly pid: number;
  readonly memory: () => Promise<NodeJS.MemoryUsage>;
  readonly stop: () => void;
}

/** The server's process.memoryUsage(), asked of bench/memory-probe.mjs over the IPC channel. */
function askMemory(child: ChildProcess): () => Promise<NodeJS.MemoryUsage> {
  return () =>
    new Promise((resolve) => {
      child.once('message', (message) =>
        resolve((message as { memory: NodeJS.MemoryUsage }).memory),
      );
      child.send('memory');
    });
}

/** Memory figures are read after a quiet spell: a collection that is due has run by then. */
const SETTLE_MS = 3000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * Seeds the fresh database in a process of its own, so the server starts on it as after any
 * restart: seeding in the server would leave its one-off buffers (hundreds of MB, freed or not
 * depending on when the collector runs) in the server's RSS, and the figures would vary with it.
 */
async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['dist/seed.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`dist/seed.js exited with ${code}`);
}

async function startProduct(): Promise<Product> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qyfw-load-'));
  // TRUST_PROXY: the product runs behind a reverse proxy, so each simulated user's address counts.
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  };
  await seed(env);
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', memoryProbe, 'dist/server.js'],
    {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const base = new URL(`http://127.0.0.1:${port}`);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const health = await request(base, {
        name: 'health',
        method: 'GET',
        path: '/api/health',
        body: () => undefined,
      });
      if (health.status === 200)
        return {
          base,
          pid: child.pid!,
          memory: askMemory(child),
          stop: () => child.kill('SIGTERM'),
        };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('产品未能在 60 秒内启动');
}

const mbOf = (bytes: number) => +(bytes / 2 ** 20).toFixed(1);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Answer {
  readonly name: string;
  /** From the request's scheduled time: a late send counts against it (no coordinated omission). */
  readonly latencyMs: number;
  /** How late the generator itself sent it: the part of the latency that is not the server's. */
  readonly sendLagMs: number;
  readonly failed: boolean;
  /** HTTP status; 0 when the request failed without an answer. */
  readonly status: number;
}

interface Mix {
  readonly nextBrowsing: () => Target;
  /** The QR poll due at each tick of a second. */
  readonly pollAtSlot: ReadonlyMap<number, Target>;
  /** Flood searches a second, on top of RATE (0: none). */
  readonly floodRate: number;
}

// 1 ms ticks: with 10 ms ones, a tick's ten requests left together, and the timer's lateness
// walked through the whole 10 ms (each firing slips a little), adding ~5 ms of the generator's
// own delay to the median latency.
const TICK_MS = 1;
const TICKS_PER_SECOND = 1000 / TICK_MS;
const LOGIN_EVERY_MS = 1000; // one login a second: a busy morning for a district portal

/**
 * Offers the mix at RATE for `seconds`, open loop: requests leave on schedule whether or not
 * earlier ones have answered. Resolves when every answer is in.
 */
async function offerLoad(
  base: URL,
  seconds: number,
  { nextBrowsing, pollAtSlot, floodRate }: Mix,
  onAnswer: (answer: Answer) => void,
): Promise<{ sent: number; elapsed: number }> {
  const started = performance.now();
  const perTick = RATE / TICKS_PER_SECOND;
  let carry = 0;
  let sent = 0;
  let nextLoginAt = started;
  let nextFloodAt = started;
  const pending: Promise<void>[] = [];

  const fire = (target: Target, scheduledAt: number) => {
    const sendLagMs = performance.now() - scheduledAt;
    sent += 1;
    const answered = (failed: boolean, status: number) =>
      onAnswer({
        name: target.name,
        latencyMs: performance.now() - scheduledAt,
        sendLagMs,
        failed,
        status,
      });
    pending.push(
      request(base, target).then(
        (answer) =>
          answered(
            !(
              answer.status === 200 &&
              (answer.code === 200 || answer.code === 1 || answer.code === 0)
            ),
            answer.status,
          ),
        () => answered(true, 0),
      ),
    );
  };

  await new Promise<void>((resolve) => {
    let tick = 0;
    // A timer fires late (by more as the machine gets busy) and setInterval does not make up for
    // it: issuing one tick per firing would let the schedule drift behind the clock, and every
    // latency, measured from the drifting schedule, would grow by the drift. Each firing issues
    // every tick that is due instead, so the rate holds and a late tick counts against latency.
    const timer = setInterval(() => {
      const now = performance.now();
      for (
        let scheduledAt = started + tick * TICK_MS;
        scheduledAt <= now;
        scheduledAt = started + tick * TICK_MS
      ) {
        if (scheduledAt - started >= seconds * 1000) {
          clearInterval(timer);
          resolve();
          return;
        }
        tick += 1;
        carry += perTick;
        // QR polls are part of the rate.
        const poll = pollAtSlot.get(tick % TICKS_PER_SECOND);
        if (poll) {
          fire(poll, scheduledAt);
          carry -= 1;
        }
        if (scheduledAt >= nextLoginAt) {
          fire(login, scheduledAt);
          nextLoginAt += LOGIN_EVERY_MS;
          carry -= 1;
        }
        // The flood is on top of the rate: the mix the others send stays the same.
        if (floodRate > 0 && scheduledAt >= nextFloodAt) {
          fire(flood, scheduledAt);
          nextFloodAt += 1000 / floodRate;
        }
        while (carry >= 1) {
          fire(nextBrowsing(), scheduledAt);
          carry -= 1;
        }
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  return { sent, elapsed: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const product: Product = args.url
    ? {
        base: new URL(args.url),
        pid: 0,
        memory: () =>
          Promise.resolve({
            rss: NaN,
            heapTotal: NaN,
            heapUsed: NaN,
            external: NaN,
            arrayBuffers: NaN,
          }),
        stop: () => {},
      }
    : await startProduct();
  const { base } = product;

  // 50 open login dialogs, each polling its own QR sign once a second (contract §4).
  const dialogs: { sign: string; poll_key: string; ip: string }[] = [];
  for (let i = 0; i < QR_DIALOGS; i += 1) {
    const ip = `10.50.${i >> 8}.${(i & 255) + 1}`;
    const qr = await request(
      base,
      {
        name: 'web_login',
        method: 'GET',
        path: '/api/indexnew/web_login',
        body: () => undefined,
        ip: () => ip,
      },
      { keepBody: true },
    );
    // Each dialog polls with its own poll key, as the portal does (a bare sign only ever answers 2).
    const { sign, poll_key } = (qr.body as { data: { sign: string; poll_key: string } }).data;
    dialogs.push({ sign, poll_key, ip });
  }
  const qrPoll = ({
    sign,
    poll_key,
    ip,
  }: {
    sign: string;
    poll_key: string;
    ip: string;
  }): Target => ({
    name: 'checkStatus',
    method: 'POST',
    path: '/api/indexnew/checkStatus',
    body: () => ({ sign, poll_key }),
    ip: () => ip,
  });

  const nextBrowsing = weightedPicker(browsing);
  // Each dialog polls once a second, the dialogs spread evenly over the second.
  const pollAtSlot = new Map(
    dialogs.map((dialog, i) => [
      Math.floor((i * TICKS_PER_SECOND) / dialogs.length),
      qrPoll(dialog),
    ]),
  );
  const offer = (seconds: number, onAnswer: (answer: Answer) => void) =>
    offerLoad(base, seconds, { nextBrowsing, pollAtSlot, floodRate: FLOOD_RATE }, onAnswer);

  // Warm up (JIT, caches, connections, the thread pool's scrypt buffers) with the mix itself at
  // the full rate, so the memory read at the start is the server's working set under this load
  // and the growth that follows is what it keeps accumulating.
  await offer(WARMUP_SECONDS, () => {});
  await settle();
  const rssStart = product.pid ? rssMb(product.pid) : NaN;
  const memoryStart = await product.memory();
  const heapStart = memoryStart.heapUsed;
  // The highest RSS during the run: what settles after it is not all the process needed.
  let rssPeak = rssStart;
  const rssSampler = product.pid
    ? setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(product.pid))), 250)
    : undefined;
  const serverCpuStart = product.pid ? cpuMs(product.pid) : NaN;
  const generatorCpuStart = generatorCpuMs();

  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const fromSend: number[] = [];
  const sendLags: number[] = [];
  const floodStatuses = new Map<number, number>();
  const { sent, elapsed } = await offer(SECONDS, (answer) => {
    (latencies.get(answer.name) ?? latencies.set(answer.name, []).get(answer.name)!).push(
      answer.latencyMs,
    );
    if (answer.name === FLOOD) {
      // The flood's refusals are what it should get, not errors of the product.
      floodStatuses.set(answer.status, (floodStatuses.get(answer.status) ?? 0) + 1);
      return;
    }
    if (answer.failed) errors.set(answer.name, (errors.get(answer.name) ?? 0) + 1);
    sendLags.push(answer.sendLagMs);
    fromSend.push(answer.latencyMs - answer.sendLagMs);
  });
  const serverCpu = product.pid ? cpuMs(product.pid) - serverCpuStart : NaN;
  const generatorCpu = generatorCpuMs() - generatorCpuStart;
  // The queue has drained; what the server still holds after a quiet spell is what it kept.
  clearInterval(rssSampler);
  await settle();
  const rssEnd = product.pid ? rssMb(product.pid) : NaN;
  const memoryEnd = await product.memory();
  const heapEnd = memoryEnd.heapUsed;
  product.stop();

  const rows = [...latencies.entries()]
    .map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return {
        call: name,
        requests: values.length,
        errors: errors.get(name) ?? 0,
        p50_ms: +percentile(sorted, 50).toFixed(2),
        p99_ms: +percentile(sorted, 99).toFixed(2),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  // Everyone but the flood: the callers it must not slow down.
  const all = [...latencies.entries()]
    .filter(([name]) => name !== FLOOD)
    .flatMap(([, values]) => values)
    .sort((a, b) => a - b);
  const totalErrors = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const summary = {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    target_rate: RATE,
    seconds: SECONDS,
    sent,
    achieved_rps: +(all.length / elapsed).toFixed(1),
    errors: totalErrors,
    p50_ms: +percentile(all, 50).toFixed(2),
    p99_ms: +percentile(all, 99).toFixed(2),
    rss_start_mb: +rssStart.toFixed(1),
    rss_peak_mb: +rssPeak.toFixed(1),
    rss_end_mb: +rssEnd.toFixed(1),
    rss_growth_pct: +(((rssEnd - rssStart) / rssStart) * 100).toFixed(1),
    heap_start_mb: mbOf(heapStart),
    heap_end_mb: mbOf(heapEnd),
  };
  // Where the time went. The p99 above is the one that counts; these tell the generator's part
  // (how late it sent, the latency from the actual send) from the server's, and the CPU shares
  // (of one core over the run) say which of the two processes on the shared cores was busy.
  const lags = sendLags.sort((a, b) => a - b);
  const sinceSend = fromSend.sort((a, b) => a - b);
  const cpu = {
    send_lag_p50_ms: +percentile(lags, 50).toFixed(2),
    send_lag_p99_ms: +percentile(lags, 99).toFixed(2),
    p99_from_send_ms: +percentile(sinceSend, 99).toFixed(2),
    server_cpu_pct: +((serverCpu / (elapsed * 1000)) * 100).toFixed(1),
    server_cpu_us_per_req: +((serverCpu * 1000) / all.length).toFixed(0),
    generator_cpu_pct: +((generatorCpu / (elapsed * 1000)) * 100).toFixed(1),
    generator_cpu_us_per_req: +((generatorCpu * 1000) / all.length).toFixed(0),
  };
  const floodSent = [...floodStatuses.values()].reduce((sum, n) => sum + n, 0);
  const floodTimes = (latencies.get(FLOOD) ?? []).sort((a, b) => a - b);
  const home = (latencies.get('index') ?? []).sort((a, b) => a - b);
  const floodSummary =
    FLOOD_RATE > 0
      ? {
          flood_rate: FLOOD_RATE,
          flood_chars: FLOOD_CHARS,
          flood_answers: floodSent,
          flood_200: floodStatuses.get(200) ?? 0,
          flood_429_pct: +(((floodStatuses.get(429) ?? 0) / floodSent) * 100).toFixed(1),
          flood_other: floodSent - (floodStatuses.get(200) ?? 0) - (floodStatuses.get(429) ?? 0),
          flood_p50_ms: +percentile(floodTimes, 50).toFixed(2),
          others_p50_ms: summary.p50_ms,
          others_p99_ms: summary.p99_ms,
          home_p50_ms: +percentile(home, 50).toFixed(2),
          home_p99_ms: +percentile(home, 99).toFixed(2),
        }
      : undefined;
  // Where the memory is (MB): heap (JS objects), external and array buffers (PGlite's WASM
  // memory is one ArrayBuffer, which grows and never shrinks), the rest of RSS is code and stacks.
  const mb = (bytes: number) => +(bytes / 2 ** 20).toFixed(1);
  const memory = (['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const).map(
    (key) => ({ part: key, start_mb: mb(memoryStart[key]), end_mb: mb(memoryEnd[key]) }),
  );
  console.table(rows);
  console.table([summary]);
  if (floodSummary) console.table([floodSummary]);
  console.table(memory);
  console.table([cpu]);
  const out = join(repoRoot, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'load-soak.json'),
    JSON.stringify(
      { summary, flood: floodSummary, memory, cpu, calls: rows, at: new Date().toISOString() },
      null,
      2,
    ),
  );
  console.log(
    `目标：≥ 1000 req/s、0 错误、p99 ≤ 50 ms、RSS 增长 ≤ 10%。结果已写入 bench-results/load-soak.json`,
  );
  agent.destroy();
}

await main();
