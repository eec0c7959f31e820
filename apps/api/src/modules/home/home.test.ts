import type { DapingTotals, HomeData } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateContent } from '../../cache/content-cache.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { epochOf, postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';

describeEachDatabase('index (home data)', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  const index = async (payload: unknown = { user_id: '' }) =>
    postCall(app, '/api/demo/index', payload);
  const homeData = async () => (await index()).json<Answer<HomeData>>().data;
  const count = (query: ReturnType<typeof sql>) => queryCount(db.database.db, query);

  it('answers every counter computed from the tables', async () => {
    const res = await index();
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json<Answer<HomeData>>();
    expect(code).toBe(200);
    const expected = {
      enterprise_num: await count(sql`select count(*)::int as n from enterprises`),
      yhenterprise_num: await count(sql`
        select count(distinct enterprise_id)::int as n from (
          select enterprise_id from patents union all select enterprise_id from trademarks
          union all select enterprise_id from copyrights union all select enterprise_id from software_copyrights
          union all select enterprise_id from qualifications) as held`),
      expert_manage_num: await count(sql`select count(*)::int as n from experts`),
      talent_manage_num: await count(sql`select count(*)::int as n from talents`),
      // 政策: the published documents, what 政策库 counts (issue 25).
      policy_count: await count(
        sql`select count(*)::int as n from policies where state = 'published'`,
      ),
      service_count: await count(sql`select count(*)::int as n from services`),
      problem_count: await count(sql`select count(*)::int as n from appeals`),
    };
    expect(data).toMatchObject(expected);
    // The seed makes every counter meaningful, and not every enterprise holds IP.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
    expect(expected.yhenterprise_num).toBeLessThan(expected.enterprise_num);
  });

  it('answers 入驻企业 once: enterprise_total is the data screen total, registered plus the configured extra', async () => {
    const totals = async () =>
      (await postCall(app, '/api/daping/totals', { user_id: '' })).json<Answer<DapingTotals>>()
        .data;
    const extra = () =>
      queryCount(db.database.db, sql`select extra_enterprise_count as n from site_config`);
    const registered = await count(sql`select count(*)::int as n from enterprises`);
    const home = await homeData();
    // The seed configures an extra, so a screen that left it out would show a different number.
    expect(await extra()).toBeGreaterThan(0);
    expect(home.enterprise_total).toBe(registered + (await extra()));
    expect((await totals()).enterprises).toBe(home.enterprise_total);

    // The operator changes the configured figure: both screens follow once the site area is invalidated.
    const before = await extra();
    await db.database.db.execute(
      sql`update site_config set extra_enterprise_count = ${before + 37}`,
    );
    try {
      invalidateContent(db.database.db, 'site');
      const after = await homeData();
      expect(after.enterprise_total).toBe(registered + before + 37);
      expect((await totals()).enterprises).toBe(after.enterprise_total);
    } finally {
      await db.database.db.execute(sql`update site_config set extra_enterprise_count = ${before}`);
      invalidateContent(db.database.db, 'site');
    }
  });

  it('lists the six newest news items and the newest knowledge, newest first', async () => {
    const data = await homeData();
    const trends = await queryRows<{
      id: number;
      title: string;
      image: string;
      created_at: string | Date;
    }>(
      db.database.db,
      sql`select id, title, image, created_at from news order by created_at desc, id desc limit 6`,
    );
    expect(data.trends).toEqual(
      trends.map((row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        createtime: epochOf(row.created_at),
      })),
    );
    const knowledge = await queryRows<{ id: number; title: string }>(
      db.database.db,
      sql`select id, title from knowledge order by created_at desc, id desc limit 6`,
    );
    expect(data.knowledge).toEqual(knowledge);
    expect(data.trends).toHaveLength(6);
  });

  it('answers from the cache until a write to appeals invalidates it', async () => {
    const before = await homeData();
    const [enterprise] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select id from enterprises order by id limit 1`,
    );
    const [inserted] = await queryRows<{ id: number }>(
      db.database.db,
      sql`insert into appeals (enterprise_id, title, content) values (${enterprise!.id}, '测试诉求', '缓存失效测试') returning id`,
    );
    try {
      // Written behind the cache's back: still the cached answer.
      expect((await homeData()).problem_count).toBe(before.problem_count);
      invalidateContent(db.database.db, 'appeal');
      expect((await homeData()).problem_count).toBe(before.problem_count + 1);
    } finally {
      await db.database.db.execute(sql`delete from appeals where id = ${inserted!.id}`);
      invalidateContent(db.database.db, 'appeal');
    }
    expect((await homeData()).problem_count).toBe(before.problem_count);
  });

  it('refuses a body that is not JSON or has a malformed user_id, in Chinese', async () => {
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/demo/index',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
      },
      payload: '{"user_id":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON' });
    const longId = await index({ user_id: 'x'.repeat(65) });
    expect(longId.statusCode).toBe(400);
    expect(longId.json<{ msg: string }>().msg).toMatch(/user_id/);
    const wrongType = await index({ user_id: { $ne: 1 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
