// 免申即享 opens only from data the platform trusts (issue 23, DOMAIN §3, §7), on both databases:
// a member's record save — however large the figure typed — opens no case and sends no notice,
// while /match may show the call 可申报; the batch opens no case on 企业填报 values and opens one
// on 公开数据 / 平台核验 values; and a case's amount is the call's rule (2 % of R&D spending) capped
// at the ceiling, never the ceiling itself.
import type { MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import type { AdminCall, ExemptBatch } from '@qyfw/portal-sdk/calls/policy-admin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import { sessionAs } from '../../../test/helpers/sessions.js';

const SAVE = '/api/Enterprise/record_save';
const MATCH = '/api/match/run';
const BATCH = '/api/console/call/exempt_batch';

// R&D spending no seeded enterprise has, so only this suite's enterprises meet the calls.
const conditions = {
  all: [
    {
      id: 't1',
      label: '上年度研发费用在 880000–1000000 万元之间',
      clause: '第二条',
      field: 'rd_spending',
      op: 'between',
      value: [880000, 1000000],
    },
  ],
};
const TWO_PERCENT_OF_RD = { kind: 'share', field: 'rd_spending', percent: 2 };

describeOnBothDatabases('免申即享 from trusted data only', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date('2026-11-24T02:00:00Z'));
  const sqlDb = () => db.database.db;
  const tokens = { member: '', operator: '' };
  const firms = { typed: 0, checked: 0, capped: 0 };
  const calls = { ruled: 0, unruled: 0 };
  let policyId = 0;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    for (const name of ['member', 'operator'] as const) {
      const [user] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`insert into users (username, role) values (${`trust_${name}`}, ${name === 'operator' ? 'operator' : 'member'}) returning id`,
      );
      tokens[name] = (await sessionAs(sqlDb(), user!.id, name)).token;
      if (name === 'member') {
        const [firm] = await queryRows<{ id: number }>(
          sqlDb(),
          sql`insert into enterprises (name, district, revenue, rd_spending, field_sources)
              values ('信任测试填报企业', '西湖区', 2000000, 100,
                ${JSON.stringify({ revenue: { source: 'public', at: '2026-05-01T00:00:00Z' } })}::jsonb)
              returning id`,
        );
        firms.typed = firm!.id;
        await sqlDb().execute(sql`insert into enterprise_authentications (user_id, enterprise_id)
          values (${user!.id}, ${firms.typed})`);
      }
    }
    // The same figure, found by the platform: 2 % of 900000 is 18000, over the ceiling of 50.
    const checked = { rd_spending: { source: 'verified', at: '2026-05-02T00:00:00Z' } };
    const made = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into enterprises (name, district, rd_spending, field_sources) values
          ('信任测试核验企业', '西湖区', 900000, ${JSON.stringify(checked)}::jsonb)
          returning id`,
    );
    firms.capped = made[0]!.id;
    const [policy] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into policies (level, title, issuing_unit, region, published_on, body, state, validity)
          values (21, '信任测试西湖区研发补助政策', '测试局', '西湖区', '2026-01-01', '<p>正文</p>', 'published', 'current')
          returning id`,
    );
    const insertCall = async (title: string, ceiling: number, rule: unknown) => {
      const [row] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`insert into policy_calls (policy_id, title, apply_start_on, apply_end_on, delivery_mode, support_type,
              support_ceiling, support_text, amount_rule, conditions, state, published_at)
            values (${policy!.id}, ${title}, null, null, 'exempt', '无偿资助', ${ceiling},
              '按上年度研发费用的 2% 给予补助', ${rule === null ? null : JSON.stringify(rule)}::jsonb,
              ${JSON.stringify(conditions)}::jsonb, 'published', now())
            returning id`,
      );
      return row!.id;
    };
    policyId = policy!.id;
    calls.ruled = await insertCall('信任测试研发补助（免申即享）', 50000, TWO_PERCENT_OF_RD);
    calls.unruled = await insertCall('信任测试无规则补助（免申即享）', 30, null);
  });

  afterAll(async () => {
    await app.close();
  });

  const casesOf = (enterpriseId: number) =>
    queryRows<{ call_id: number; amount: number | null }>(
      sqlDb(),
      sql`select call_id, amount::float8 as amount from exempt_cases where enterprise_id = ${enterpriseId}
          order by call_id`,
    );
  const exemptNotices = (enterpriseId: number) =>
    queryCount(
      sqlDb(),
      sql`select count(*)::int as n from messages where entity_type = 'exempt_case'
          and entity_id in (select id from exempt_cases where enterprise_id = ${enterpriseId})`,
    );
  const batch = async (callId: number) => {
    const res = await postCall(app, BATCH, { call_id: callId }, { token: tokens.operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<ExemptBatch>>().data;
  };

  it('a member typing 研发费用 999999 opens no case and sends no notice; /match shows 可申报', async () => {
    const version = await queryCount(
      sqlDb(),
      sql`select version as n from enterprises where id = ${firms.typed}`,
    );
    const messagesBefore = await queryCount(sqlDb(), sql`select count(*)::int as n from messages`);
    const res = await postCall(
      app,
      SAVE,
      { version, fields: { rd_spending: 999999 } },
      { token: tokens.member },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await casesOf(firms.typed)).toEqual([]);
    expect(await exemptNotices(firms.typed)).toBe(0);
    expect(await queryCount(sqlDb(), sql`select count(*)::int as n from messages`)).toBe(
      messagesBefore,
    );

    const match = await postCall(
      app,
      MATCH,
      { keyword: '信任测试', pageSize: 50 },
      { token: tokens.member },
    );
    expect(match.statusCode).toBe(200);
    const ruled = match
      .json<Answer<MatchRun>>()
      .data.results.find((result) => result.call.id === calls.ruled);
    expect(ruled).toMatchObject({ level: 'eligible', level_label: '可申报' });
    expect(ruled?.conditions[0]).toMatchObject({ value: 999999, source: '企业填报' });
  });

  it('the batch opens nothing on 企业填报 values', async () => {
    const answer = await batch(calls.ruled);
    expect(await casesOf(firms.typed)).toEqual([]);
    expect(answer).toMatchObject({ eligible: 1, created: 1 });
  });

  describe('on trusted values', () => {
    it('opens the case at the call rule (2 % of R&D spending), not at the ceiling', async () => {
      const [made] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`insert into enterprises (name, district, rd_spending, field_sources) values
            ('信任测试公开数据企业', '西湖区', 912345.67,
             ${JSON.stringify({ rd_spending: { source: 'public', at: '2026-05-03T00:00:00Z' } })}::jsonb)
            returning id`,
      );
      firms.checked = made!.id;
      await batch(calls.ruled);
      // 912345.67 × 2 % = 18246.9134 → 18246.91, under the ceiling of 50000.
      expect(await casesOf(firms.checked)).toEqual([{ call_id: calls.ruled, amount: 18246.91 }]);
      const [notice] = await queryRows<{ body: string }>(
        sqlDb(),
        sql`select body from messages where entity_type = 'exempt_case'
            and entity_id in (select id from exempt_cases where enterprise_id = ${firms.checked})`,
      );
      // No member, no notice: the enterprise was inserted without one.
      expect(notice).toBeUndefined();
    });

    it('caps the rule at the ceiling', async () => {
      await sqlDb().execute(
        sql`update policy_calls set support_ceiling = 50 where id = ${calls.ruled}`,
      );
      await sqlDb().execute(sql`delete from exempt_cases where enterprise_id = ${firms.capped}`);
      await batch(calls.ruled);
      expect(await casesOf(firms.capped)).toEqual([{ call_id: calls.ruled, amount: 50 }]);
    });

    it('an operator states the rule with the call; publishing opens each case at its amount', async () => {
      const saved = await postCall(
        app,
        '/api/console/call/save',
        {
          policy_id: policyId,
          title: '信任测试运营录入的研发补助（免申即享）',
          mode: 'exempt',
          support_type: '无偿资助',
          support_ceiling: 100000,
          amount_rule: TWO_PERCENT_OF_RD,
          conditions,
        },
        { token: tokens.operator },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const call = saved.json<Answer<AdminCall>>().data;
      expect(call.amount_rule).toEqual(TWO_PERCENT_OF_RD);
      const published = await postCall(
        app,
        '/api/console/call/publish',
        { id: call.id, version: call.version },
        { token: tokens.operator },
      );
      expect(published.statusCode, published.body).toBe(200);
      const amounts = await queryRows<{ enterprise_id: number; amount: number }>(
        sqlDb(),
        sql`select enterprise_id, amount::float8 as amount from exempt_cases where call_id = ${call.id}
            order by enterprise_id`,
      );
      expect(amounts).toEqual(
        [
          { enterprise_id: firms.capped, amount: 18000 },
          { enterprise_id: firms.checked, amount: 18246.91 },
        ].sort((a, b) => a.enterprise_id - b.enterprise_id),
      );
    });

    it('a call without a rule opens its case with no amount (the operator sets it at 公示)', async () => {
      await batch(calls.unruled);
      expect((await casesOf(firms.capped)).find((row) => row.call_id === calls.unruled)).toEqual({
        call_id: calls.unruled,
        amount: null,
      });
      expect(
        (await casesOf(firms.typed)).find((row) => row.call_id === calls.unruled),
      ).toBeUndefined();
    });
  });
});
