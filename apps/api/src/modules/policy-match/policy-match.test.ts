// policy_match on both databases: a crafted enterprise against the suite's own calls (the seed's
// calls are in the answer too; assertions pick ours by id). Levels and outcomes, 待确认 with where
// to settle it, near-miss gaps, the hard filters (draft, closed, another district, repealed), the
// what-if that saves nothing, my_status, and who may call.
import type { MatchResult, MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import type { ConditionNode } from '@qyfw/portal-sdk/conditions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import { createSession } from '../../plugins/session.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';

const MATCH = '/api/match/run';

const leaf = (id: string, field: string, op: string, value?: unknown) => ({
  id,
  label: `${id} 条件`,
  clause: '第二条',
  field,
  op,
  ...(value === undefined ? {} : { value }),
});

describeOnBothDatabases('policy match', (db) => {
  let app: FastifyInstance;
  // 2026-11-24 in Shanghai.
  const clock = new TestClock(new Date('2026-11-24T02:00:00Z'));
  const sqlDb = () => db.database.db;
  let enterprise = 0;
  const tokens = { member: '', none: '' };
  const userIds = { member: 0, none: 0 };
  const callIds: Record<string, number> = {};

  async function insertPolicy(title: string, level: number, region: string) {
    const [row] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into policies (level, title, issuing_unit, region, published_on, body, state, validity)
          values (${level}, ${title}, '测试局', ${region}, '2026-01-01', '<p>正文</p>', 'published', 'current')
          returning id`,
    );
    return row!.id;
  }

  async function insertCall(
    key: string,
    policyId: number,
    conditions: ConditionNode | Record<string, unknown>,
    options: { start?: string | null; end?: string | null; state?: string; mode?: string } = {},
  ) {
    const [row] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into policy_calls (policy_id, title, apply_start_on, apply_end_on, delivery_mode, support_type,
            support_ceiling, conditions, checklist, state, published_at)
          values (${policyId}, ${`匹配测试通知${key}`}, ${options.start === undefined ? '2026-11-01' : options.start}, ${options.end === undefined ? '2026-12-31' : options.end},
            ${options.mode ?? 'review'}, '无偿资助', 50, ${JSON.stringify(conditions)}::jsonb,
            ${JSON.stringify(['项目具有示范带动作用'])}::jsonb, ${options.state ?? 'published'}, now())
          returning id`,
    );
    callIds[key] = row!.id;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const sources = {
      revenue: { source: 'enterprise', at: '2026-03-31T04:00:00Z' },
      rd_spending: { source: 'verified', at: '2026-04-02T04:00:00Z' },
      district: { source: 'public', at: '2026-01-05T04:00:00Z' },
    };
    const [made] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into enterprises (name, credit_code, district, street, scale, established_on, revenue, rd_spending, field_sources)
          values ('匹配测试科技有限公司', '91330106MAMATCH001', '西湖区', '转塘街道', '小型', '2020-05-01', 1680, 47.04,
                  ${JSON.stringify(sources)}::jsonb)
          returning id`,
    );
    enterprise = made!.id;
    for (const name of ['member', 'none'] as const) {
      const [user] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`insert into users (username) values (${`match_${name}`}) returning id`,
      );
      userIds[name] = user!.id;
      tokens[name] = (await createSession(sqlDb(), user!.id, new Date())).token;
    }
    await sqlDb().execute(
      sql`insert into enterprise_authentications (user_id, enterprise_id) values (${userIds.member}, ${enterprise})`,
    );
    await sqlDb()
      .execute(sql`insert into qualifications (enterprise_id, name, number, status, created_at) values
      (${enterprise}, '高新技术企业', 'GR2024330001', 'valid', '2025-12-01T02:00:00Z'),
      (${enterprise}, '专精特新中小企业', 'ZJTX0001', 'lapsed', '2025-12-02T02:00:00Z')`);
    await sqlDb()
      .execute(sql`insert into patents (enterprise_id, name, number, patent_type, status, created_at) values
      (${enterprise}, '发明一', 'ZL1', 'invention', 'valid', '2026-02-01T02:00:00Z'),
      (${enterprise}, '发明二', 'ZL2', 'invention', 'valid', '2026-02-03T02:00:00Z'),
      (${enterprise}, '发明三', 'ZL3', 'invention', 'lapsed', '2026-02-04T02:00:00Z')`);

    const xihu = await insertPolicy('匹配测试西湖区政策', 21, '西湖区');
    const city = await insertPolicy('匹配测试杭州市政策', 20, '杭州市');
    const binjiang = await insertPolicy('匹配测试滨江区政策', 21, '滨江区');
    const repealed = await insertPolicy('匹配测试已废止政策', 20, '杭州市');
    await sqlDb().execute(sql`update policies set validity = 'repealed' where id = ${repealed}`);

    await insertCall('eligible', xihu, {
      all: [
        leaf('a1', 'district', 'eq', '西湖区'),
        leaf('a2', 'qualifications', 'contains_any', ['高新技术企业']),
        leaf('a3', 'invention_patents', 'gte', 2),
        leaf('a4', 'established_on', 'years_since_gte', 3),
      ],
    });
    await insertCall('possible', city, {
      all: [leaf('b1', 'revenue', 'gte', 1000), leaf('b2', 'average_staff', 'gte', 10)],
    });
    await insertCall('near', city, {
      all: [
        leaf('c1', 'revenue', 'gte', 2000),
        leaf('c2', 'invention_patents', 'gte', 3),
        leaf('c3', 'district', 'eq', '西湖区'),
      ],
    });
    await insertCall('far', city, { all: [leaf('d1', 'scale', 'eq', '大型')] });
    await insertCall('upcoming', city, leaf('e1', 'revenue', 'gte', 1), {
      start: '2026-12-10',
      end: '2027-01-10',
    });
    await insertCall('always', city, leaf('f1', 'rd_share', 'gte', 2.5), {
      start: null,
      end: null,
    });
    await insertCall('closed', city, leaf('g1', 'revenue', 'gte', 1), {
      start: '2026-10-01',
      end: '2026-11-23',
    });
    await insertCall('draft', city, leaf('h1', 'revenue', 'gte', 1), { state: 'draft' });
    await insertCall('elsewhere', binjiang, leaf('i1', 'revenue', 'gte', 1));
    await insertCall('repealed', repealed, leaf('j1', 'revenue', 'gte', 1));
  });

  afterAll(async () => {
    await app.close();
  });

  // The seed's calls are matched too: the keyword keeps the suite's own (all titled 匹配测试).
  const run = async (body: Record<string, unknown> = {}, token = tokens.member) => {
    const res = await postCall(
      app,
      MATCH,
      { keyword: '匹配测试', pageSize: 50, ...body },
      token ? { token } : {},
    );
    expect(res.statusCode).toBe(200);
    return res.json<Answer<MatchRun>>().data;
  };
  const ours = (answer: MatchRun) =>
    new Map(
      answer.results
        .filter((result) => Object.values(callIds).includes(result.call.id))
        .map((result) => [
          Object.keys(callIds).find((key) => callIds[key] === result.call.id)!,
          result,
        ]),
    );
  const conditionOf = (result: MatchResult | undefined, id: string) =>
    result?.conditions.find((condition) => condition.id === id);

  describe('who may call', () => {
    it('refuses a visitor with 401', async () => {
      const res = await postCall(app, MATCH, {});
      expect(res.statusCode).toBe(401);
    });

    it('tells a member without an enterprise to complete it first (the one scope refusal)', async () => {
      const res = await postCall(app, MATCH, {}, { token: tokens.none });
      expect(res.statusCode).toBe(403);
      expect(res.json<Answer<null>>().msg).toBe('您尚未完成企业认证，请先到“企业认证”提交认证');
    });

    it.each([
      [{ overrides: { revenue: '很多' } }, '上年度营业收入须为数字'],
      [{ overrides: { profit: 1 } }, 'profit'],
      [{ overrides: { established_on: '2020/01/01' } }, 'YYYY-MM-DD'],
      [{ only: 'best' }, '筛选项不正确'],
      [{ page: 0 }, 'page'],
      [{ pageSize: 51 }, 'pageSize'],
      [{ keyword: '匹'.repeat(65) }, 'keyword'],
    ])('refuses bad input %o with a Chinese 400', async (body, message) => {
      const res = await postCall(app, MATCH, body, { token: tokens.member });
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer<null>>().msg).toContain(message);
    });
  });

  it('evaluates only published, current, open or upcoming calls of its region', async () => {
    const results = ours(await run());
    expect([...results.keys()].sort()).toEqual(
      ['always', 'eligible', 'far', 'near', 'possible', 'upcoming'].sort(),
    );
    expect(results.get('upcoming')?.call).toMatchObject({
      window: 'upcoming',
      window_label: '未开始',
    });
    expect(results.get('always')?.call).toMatchObject({ window: 'always', days_left: null });
    expect(results.get('eligible')?.call).toMatchObject({
      window: 'open',
      days_left: 37,
      policy: { title: '匹配测试西湖区政策', level: 21 },
    });
  });

  it('gives each call its level, summary, checklist and every condition', async () => {
    const results = ours(await run());
    const eligible = results.get('eligible');
    expect(eligible).toMatchObject({
      level: 'eligible',
      level_label: '可申报',
      summary: '4 项可核验条件符合 4 项',
      checklist: ['项目具有示范带动作用'],
      near_miss: false,
    });
    expect(conditionOf(eligible, 'a2')).toMatchObject({
      outcome: 'met',
      value: ['高新技术企业'],
      source: '平台核验',
      as_of: '2025-12-01',
    });
    // Lapsed patents do not count.
    expect(conditionOf(eligible, 'a3')).toMatchObject({
      value: 2,
      value_text: '2 件',
      source: '知识产权记录',
      as_of: '2026-02-03',
    });
    expect(conditionOf(eligible, 'a1')).toMatchObject({ source: '公开数据', as_of: '2026-01-05' });
    expect(results.get('always')).toMatchObject({ level: 'eligible' });
    expect(conditionOf(results.get('always'), 'f1')).toMatchObject({
      value: 2.8,
      value_text: '2.8%',
      outcome: 'met',
    });
  });

  it('a missing value is 待确认 with where to settle it, never 不符合', async () => {
    const possible = ours(await run()).get('possible');
    expect(possible).toMatchObject({
      level: 'possible',
      level_label: '可能符合',
      summary: '2 项可核验条件符合 1 项，1 项待确认',
    });
    expect(conditionOf(possible, 'b2')).toMatchObject({
      outcome: 'unknown',
      outcome_label: '待确认',
      value: null,
      settled_at: '/information',
      gap: null,
    });
    expect(conditionOf(possible, 'b1')).toMatchObject({
      value_text: '1680 万元',
      source: '企业填报',
      as_of: '2026-03-31',
      threshold: '≥ 1000 万元',
    });
  });

  it('near misses carry their gaps; other failures do not', async () => {
    const answer = await run();
    const results = ours(answer);
    expect(results.get('near')).toMatchObject({
      level: 'ineligible',
      level_label: '暂不符合',
      near_miss: true,
      gaps: [
        { id: 'c1', text: '营业收入还差 320 万元' },
        { id: 'c2', text: '再获 1 件发明专利即可满足' },
      ],
    });
    expect(results.get('far')).toMatchObject({ level: 'ineligible', near_miss: false, gaps: [] });
    // Eligible first, then possible, near misses, the rest.
    const order = answer.results.map((result) => result.level + (result.near_miss ? '-near' : ''));
    const rank = (value: string) =>
      ['eligible', 'possible', 'ineligible-near', 'ineligible'].indexOf(value);
    expect(order.map(rank)).toEqual([...order.map(rank)].sort((a, b) => a - b));
    const near = await run({ only: 'near' });
    expect(near.results.every((result) => result.near_miss)).toBe(true);
    expect(near.counts).toEqual(answer.counts);
    expect(answer.counts.near).toBeGreaterThanOrEqual(1);
  });

  it('差一点 only for reachable gaps: never an age ceiling passed, never a far-off number', async () => {
    // DOMAIN §2: a near miss is one or two conditions the enterprise can reach. Founded
    // 2020-05-01: 成立不超过 5 年 passed on 2025-05-01 and can never be met again; 7 invention
    // patents with 2 held is 5 more, far off; 营业收入 ≥ 2000 with 1680 is 16 % short, near.
    const setFar = (conditions: unknown) =>
      sqlDb().execute(
        sql`update policy_calls set conditions = ${JSON.stringify(conditions)}::jsonb where id = ${callIds.far!}`,
      );
    try {
      await setFar({
        all: [
          leaf('h1', 'established_on', 'years_since_lte', 5),
          leaf('h2', 'revenue', 'gte', 2000),
        ],
      });
      expect(ours(await run()).get('far')).toMatchObject({ near_miss: false, gaps: [] });
      await setFar({ all: [leaf('h3', 'invention_patents', 'gte', 7)] });
      expect(ours(await run()).get('far')).toMatchObject({ near_miss: false, gaps: [] });
      await setFar({ all: [leaf('h4', 'revenue', 'gte', 4000)] });
      expect(ours(await run()).get('far')).toMatchObject({ near_miss: false, gaps: [] });
      // Waiting reaches 成立满 7 年 on 2027-05-01, within the year a near miss looks ahead.
      await setFar({ all: [leaf('h5', 'established_on', 'years_since_gte', 7)] });
      expect(ours(await run()).get('far')).toMatchObject({
        near_miss: true,
        gaps: [{ id: 'h5', text: '成立满 7 年还差 158 天（2027-05-01 起满足）' }],
      });
      // The failed condition still says how far it is, for the explanation.
      await setFar({ all: [leaf('h1', 'established_on', 'years_since_lte', 5)] });
      expect(conditionOf(ours(await run()).get('far'), 'h1')).toMatchObject({
        outcome: 'failed',
        gap: { text: '成立已超过 5 年（自 2025-05-01 起超出）' },
      });
    } finally {
      await setFar({ all: [leaf('d1', 'scale', 'eq', '大型')] });
    }
  });

  it('what-if turns a near miss into 可申报 and saves nothing', async () => {
    const before = await queryRows<{ version: number; updated_at: unknown; revenue: number }>(
      sqlDb(),
      sql`select version, updated_at, revenue::float as revenue from enterprises where id = ${enterprise}`,
    );
    const versions = await queryCount(
      sqlDb(),
      sql`select count(*)::int as n from enterprise_record_versions where enterprise_id = ${enterprise}`,
    );
    const answer = await run({ overrides: { revenue: 2000, invention_patents: 3 } });
    expect(answer.what_if).toBe(true);
    const near = ours(answer).get('near');
    expect(near).toMatchObject({ level: 'eligible', near_miss: false });
    expect(conditionOf(near, 'c1')).toMatchObject({
      value: 2000,
      source: '假设值',
      as_of: '2026-11-24',
    });
    const revenue = answer.profile.find((field) => field.field === 'revenue');
    expect(revenue).toMatchObject({ value: 2000, value_text: '2000 万元', source: '假设值' });
    // The share follows the hypothetical revenue: 47.04 / 2000.
    expect(answer.profile.find((field) => field.field === 'rd_share')?.value).toBe(2.35);

    const after = await queryRows<{ version: number; updated_at: unknown; revenue: number }>(
      sqlDb(),
      sql`select version, updated_at, revenue::float as revenue from enterprises where id = ${enterprise}`,
    );
    expect(after).toEqual(before);
    expect(
      await queryCount(
        sqlDb(),
        sql`select count(*)::int as n from enterprise_record_versions where enterprise_id = ${enterprise}`,
      ),
    ).toBe(versions);
    // And the next plain run is back to the record.
    expect(ours(await run()).get('near')?.level).toBe('ineligible');
  });

  it('answers the profile with every field, its source and date', async () => {
    const { profile, what_if } = await run();
    expect(what_if).toBe(false);
    expect(profile.map((field) => field.field)).toContain('credit_clean');
    expect(profile.find((field) => field.field === 'rd_spending')).toMatchObject({
      value: 47.04,
      source: '平台核验',
      as_of: '2026-04-02',
      settled_at: '/information',
    });
    expect(profile.find((field) => field.field === 'average_staff')).toMatchObject({
      value: null,
      value_text: null,
    });
    expect(profile.find((field) => field.field === 'invention_patents')).toMatchObject({
      value: 2,
      settled_at: '/intellect',
    });
  });

  it('answers a page of the kept results with their total; the counts cover every page', async () => {
    const all = await run();
    expect(all.total).toBe(6);
    const pages = [await run({ pageSize: 4 }), await run({ pageSize: 4, page: 2 })];
    expect(pages.map((page) => [page.page, page.results.length, page.total])).toEqual([
      [1, 4, 6],
      [2, 2, 6],
    ]);
    expect(pages.flatMap((page) => page.results.map((result) => result.call.id))).toEqual(
      all.results.map((result) => result.call.id),
    );
    expect(pages[1]!.counts).toEqual(all.counts);
    // Past the end: an empty page, the same total.
    expect(await run({ pageSize: 4, page: 3 })).toMatchObject({ results: [], total: 6 });
    // A tab's page: only the 暂不符合 ones, counted by their tab.
    const ineligible = await run({ only: 'ineligible' });
    expect(ineligible.total).toBe(all.counts.ineligible);
    expect(ineligible.results.every((result) => result.level === 'ineligible')).toBe(true);
  });

  it('a keyword keeps the calls whose title or document title has every word', async () => {
    const answer = await run({ keyword: '匹配测试 西湖区' });
    expect([...ours(answer).keys()]).toEqual(['eligible']);
    expect(answer.total).toBe(1);
    // The tabs count what the keyword keeps.
    expect(answer.counts).toEqual({ eligible: 1, possible: 0, ineligible: 0, near: 0 });
    expect((await run({ keyword: '匹配测试通知far' })).results.map((r) => r.call.id)).toEqual([
      callIds.far,
    ]);
  });

  it('sees an operator’s change to the catalogue at the next match', async () => {
    // The match keeps the open calls in memory (call-cache.ts); a write to policy_calls or
    // policies must show at once, whatever wrote it.
    expect(ours(await run()).get('far')?.level).toBe('ineligible');
    await sqlDb().execute(
      sql`update policy_calls set conditions = ${JSON.stringify(leaf('d1', 'scale', 'eq', '小型'))}::jsonb where id = ${callIds.far!}`,
    );
    expect(ours(await run()).get('far')?.level).toBe('eligible');
    await insertCall('added', await insertPolicy('匹配测试新增政策', 20, '杭州市'), {
      all: [leaf('k1', 'revenue', 'gte', 1)],
    });
    expect(ours(await run()).get('added')?.level).toBe('eligible');
    await sqlDb().execute(
      sql`update policy_calls set state = 'draft' where id = ${callIds.added!}`,
    );
    expect(ours(await run()).has('added')).toBe(false);
    await sqlDb().execute(
      sql`update policy_calls set conditions = ${JSON.stringify({ all: [leaf('d1', 'scale', 'eq', '大型')] })}::jsonb where id = ${callIds.far!}`,
    );
    expect(ours(await run()).get('far')?.level).toBe('ineligible');
  });

  it('filters by delivery mode and level, and shows the enterprise’s own case', async () => {
    await sqlDb().execute(sql`insert into exempt_cases (call_id, enterprise_id, state, snapshot)
      values (${callIds.eligible!}, ${enterprise}, 'notified', '[]'::jsonb)`);
    const results = ours(await run({ level: 21 }));
    expect([...results.keys()]).toEqual(['eligible']);
    expect(results.get('eligible')?.my_status).toMatchObject({
      kind: 'exempt_case',
      state: 'notified',
      state_label: '待企业确认',
    });
    const exempt = await run({ mode: 'exempt' });
    expect(exempt.results.every((result) => result.call.mode === 'exempt')).toBe(true);
  });
});
