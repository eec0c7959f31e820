// `pnpm bench:search [--driver postgres|pglite|both] [--scale 100] [--runs 200] [--reuse]`
// 政策库 search (issue 14, design §6) on a fresh bench database holding `--scale` × 1 000 synthetic
// published policy documents (100 → 100 000) built from a vocabulary of real policy words, their
// search vectors made by the app's tokens (searchVector), and one or two calls each. It times the
// service function searchPolicies (what POST /api/policy/search runs, without HTTP) for
// 2-character, 4-character and multi-word keywords, with and without filters: p50 / p95 / p99
// over `--runs` queries each, and prints EXPLAIN of a 2-character query (the GIN index in use).
// PostgreSQL is BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres;
// the bench creates and drops qyfw_bench_search); PGlite runs in a temp dir.
// A benchmark, not a test: it prints figures and asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseConfig } from '../../../apps/api/src/config.js';
import { createDatabase } from '../../../apps/api/src/db/client.js';
import type { Database } from '../../../apps/api/src/db/client.js';
import { policies, policyCalls } from '../../../apps/api/src/db/schema/index.js';
import { withoutSearchIndexes } from '../../../apps/api/src/db/seed/content/policies.js';
import { ensureFilterDay } from '../../../apps/api/src/modules/policy-library/filter-tokens.js';
import { searchPolicies } from '../../../apps/api/src/modules/policy-library/search.js';
import { searchVector } from '../../../apps/api/src/modules/search/tokens.js';

const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'postgres' },
    scale: { type: 'string', default: '100' },
    runs: { type: 'string', default: '200' },
    // PostgreSQL only: keep the filled database afterwards, and use it when already filled.
    reuse: { type: 'boolean', default: false },
  },
});
const documents = Number(values.scale) * 1000;
const runs = Number(values.runs);
const drivers = values.driver === 'both' ? ['postgres', 'pglite'] : [values.driver!];
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'qyfw_bench_search';
const TODAY = '2026-06-10';
const NO_BUILD = join(tmpdir(), 'qyfw-bench-no-build');

const PLACES = ['浙江省', '杭州市', '西湖区', '滨江区', '余杭区', '萧山区', '上城区', '拱墅区'];
const SUBJECTS = [
  '高新技术企业',
  '专精特新',
  '科技型中小企业',
  '小微企业',
  '制造业',
  '数字经济',
  '人才',
  '研发机构',
  '外贸企业',
  '文化创意',
];
const ACTIONS = [
  '认定奖励',
  '研发补助',
  '贷款贴息',
  '稳岗返还',
  '技术改造',
  '首台套',
  '上市培育',
  '知识产权',
  '人才引进',
  '减税降费',
];
const KINDS = ['管理办法', '实施细则', '申报指南', '若干措施', '实施意见', '通知'];
const UNITS = [
  '科学技术局',
  '经济和信息化局',
  '财政局',
  '人力资源和社会保障局',
  '商务局',
  '市场监督管理局',
];
const THEMES = ['资质认定', '金融扶持', '稳岗', '科技创新', '产业升级', '人才'];
const BODY = [
  '对符合条件的企业给予一次性奖励',
  '按研发投入的一定比例给予补助',
  '最高不超过二百万元',
  '申报单位应当在本市注册',
  '具有独立法人资格',
  '近三年无严重失信行为',
  '由主管部门组织专家评审',
  '资金实行专款专用',
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function documentOf(n: number) {
  const place = pick(PLACES, n);
  const title = `${place}${pick(SUBJECTS, n * 7 + 3)}${pick(ACTIONS, n * 13 + 5)}${pick(KINDS, n)}`;
  const unit = `${place.replace(/[省市区]$/, '')}${pick(UNITS, n * 3)}`;
  const body = `<p>${Array.from({ length: 6 }, (_, i) => pick(BODY, n + i * 5)).join('，')}。${pick(SUBJECTS, n * 11)}${pick(ACTIONS, n * 17)}。</p>`;
  const documentNumber = `${unit.slice(0, 2)}〔${2020 + (n % 7)}〕${n % 300}号`;
  const day = new Date(Date.UTC(2020, 0, 1) + (n % 2300) * 86_400_000).toISOString().slice(0, 10);
  return {
    level: 18 + (n % 4),
    title,
    documentNumber,
    issuingUnit: unit,
    region: place,
    publishedOn: day,
    summary: '',
    body,
    themes: [pick(THEMES, n), pick(THEMES, n * 5 + 1)],
    validity: (n % 20 === 0 ? 'repealed' : 'current') as 'current' | 'repealed',
    supportCeiling: n % 3 === 0 ? null : (n % 40) * 10,
    state: 'published' as const,
    searchVector: searchVector({
      title,
      names: [documentNumber, unit],
      body: [body],
    }) as unknown as string,
  };
}

async function fill(database: Database): Promise<number> {
  const started = performance.now();
  const batch = 500;
  // The triggers write the filter tokens of the bench's day as the rows go in (the day moved
  // first, on the empty table), into no search index: built once after, as the seed does.
  await ensureFilterDay(database.db, TODAY);
  const phase = (name: string) =>
    console.log(`  ${name}：${Math.round((performance.now() - started) / 1000)} s`);
  await withoutSearchIndexes(database.db, async () => {
    for (let from = 0; from < documents; from += batch) {
      const rows = Array.from({ length: Math.min(batch, documents - from) }, (_, i) =>
        documentOf(from + i),
      );
      const ids = await database.db.insert(policies).values(rows).returning({ id: policies.id });
      await database.db.insert(policyCalls).values(
        ids.map(({ id }, i) => {
          const n = from + i;
          const start = new Date(Date.UTC(2026, 0, 1) + (n % 300) * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const end = new Date(Date.UTC(2026, 0, 1) + ((n % 300) + 30 + (n % 60)) * 86_400_000)
            .toISOString()
            .slice(0, 10);
          return {
            policyId: id,
            title: '申报通知',
            applyStartOn: n % 10 === 0 ? null : start,
            applyEndOn: n % 10 === 0 ? null : end,
            deliveryMode: pick(['exempt', 'instant', 'review'] as const, n),
            supportType: '奖励',
            conditions: { all: [] } as never,
            state: 'published' as const,
          };
        }),
      );
    }
    phase('写入');
  });
  // Each document was written twice (inserted, then its calls' tokens): FULL leaves it once, as
  // a table written over years is, not twice its size as right after a bulk load.
  phase('写入与建索引');
  await database.db.execute(sql`vacuum full analyze policies`);
  await database.db.execute(sql`vacuum analyze policy_calls`);
  return Math.round((performance.now() - started) / 1000);
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

const CASES: [string, (i: number) => Record<string, unknown>][] = [
  // A selective keyword, as most real searches are: a 发文字号's year and number (~50 documents).
  ['字号（少见，约 50 条）', (i) => ({ keyword: `${2020 + (i % 7)} ${100 + (i % 50)}` })],
  ['2 字', (i) => ({ keyword: pick(['补助', '奖励', '贴息', '人才', '研发', '认定'], i) })],
  ['2 字（较少见）', (i) => ({ keyword: pick(['萧山', '拱墅', '首台', '上市'], i) })],
  [
    '4 字',
    (i) => ({
      keyword: pick(['研发补助', '认定奖励', '贷款贴息', '专精特新', '技术改造', '人才引进'], i),
    }),
  ],
  [
    '多词',
    (i) => ({ keyword: pick(['高新 奖励', '杭州 研发补助', '小微企业 贴息', '数字经济 人才'], i) }),
  ],
  [
    '2 字 + 筛选',
    (i) => ({
      keyword: pick(['补助', '奖励', '贴息', '研发'], i),
      level: [20],
      theme: ['科技创新'],
      window: 'open',
    }),
  ],
  [
    '4 字 + 筛选',
    (i) => ({
      keyword: pick(['研发补助', '认定奖励', '技术改造'], i),
      validity: 'current',
      mode: 'exempt',
    }),
  ],
  [
    '多词 + 筛选 + 截止排序',
    (i) => ({
      keyword: pick(['高新 奖励', '杭州 研发补助'], i),
      level: [20, 21],
      sort: 'deadline',
    }),
  ],
  [
    '无关键词 + 筛选',
    (i) => ({ level: [pick([18, 19, 20, 21], i)], theme: [pick(THEMES, i)], sort: 'newest' }),
  ],
];

async function measure(database: Database, label: string): Promise<void> {
  // The filter tokens of the bench's day (what the server does at start and the first search of
  // a day), then VACUUM so the plans below read a settled table.
  const started = performance.now();
  await ensureFilterDay(database.db, TODAY);
  await database.db.execute(sql`vacuum analyze policies`);
  console.log(
    `[${label}] 筛选标记（filter_tokens）按 ${TODAY} 刷新与 VACUUM：${Math.round(performance.now() - started)} ms`,
  );
  // A rare 2-character word (a region's name in a few titles) and a common one (补助, in most
  // bodies): the planner takes the GIN index for the first and may scan for the second.
  for (const [word, note, tokens] of [
    ['萧山', '较少见', sql``],
    ['补助', '常见', sql``],
    [
      '补助',
      '常见，市级 + 科技创新 + 申报中',
      sql` and filter_tokens @> array['window:open'] and filter_tokens && array['level:20'] and filter_tokens && array['theme:科技创新']`,
    ],
  ] as const) {
    const plan = await database.db.execute(
      sql`explain select id from policies where state = 'published' and search_vector @@ to_tsquery('simple', ${`'${word}'`})${tokens} order by published_on desc, id desc limit 500`,
    );
    console.log(`\n[${label}] EXPLAIN（2 字“${word}”，${note}）:`);
    for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows) {
      console.log(`  ${Object.values(row)[0]}`);
    }
  }
  console.log(`\n[${label}] 查询 | p50 ms | p95 ms | p99 ms | 命中数（首次）`);
  for (const [name, body] of CASES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const answer = await searchPolicies(
        database.db,
        { page: 1 + (i % 3), pageSize: 10, sort: 'relevance', ...body(i) } as never,
        TODAY,
      );
      times.push(performance.now() - started);
      if (i === 0) total = answer.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name} | ${percentile(times, 50)} | ${percentile(times, 95)} | ${percentile(times, 99)} | ${total}`,
    );
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

for (const driver of drivers) {
  let dataDir: string | undefined;
  let url: string | undefined;
  const reuse = values.reuse && driver === 'postgres';
  if (driver === 'postgres') {
    if (!reuse) await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`).catch((error: unknown) => {
      if (!reuse) throw error;
    });
    const admin = new URL(ADMIN_URL);
    admin.pathname = `/${BENCH_DB}`;
    url = admin.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'qyfw-bench-search-'));
  }
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }),
    PORTAL_DIST: NO_BUILD,
    DATA_SCREEN_DIST: NO_BUILD,
    LOG_LEVEL: 'warn',
  });
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const [present] = (
      (await database.db.execute(sql`select count(*)::int as n from policies`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (reuse && Number(present?.n) >= documents) {
      console.log(`[${driver}] 沿用已写入的 ${present?.n} 份政策文件`);
    } else {
      const seconds = await fill(database);
      console.log(
        `[${driver}] ${documents} 份政策文件（及其申报通知）写入与 ANALYZE：${seconds} s`,
      );
    }
    await measure(database, driver);
  } finally {
    await database.close();
    if (driver === 'postgres' && !reuse) {
      await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
