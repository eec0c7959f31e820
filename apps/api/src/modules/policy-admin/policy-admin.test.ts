// Operators' authoring of the policy library on both databases: roles (operator only; 401 / 403),
// documents (create, stale edit 409, publish, validity with subscribers told), calls (conditions
// JSON checked with the leaf named, nothing saved on 400; ceiling kept), and the 免申即享 batch
// that publishing an exempt call runs: cases opened with their snapshot and events, members
// messaged, re-runs and concurrent runs opening nothing twice. Audit rows are read back for
// every change. (That 企业填报 values open no case is policy-match/exempt-trust.test.ts.)
import type { AdminCall, AdminPolicy, ExemptBatch } from '@qyfw/portal-sdk/calls/policy-admin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { queryCount, queryRows, suiteCalls } from '../shared/testing.js';
import type { Paged } from '../shared/testing.js';
import { signedInUsers } from '../../../test/helpers/sessions.js';

const PATHS = {
  policySave: '/api/console/policy/save',
  policyPublish: '/api/console/policy/publish',
  validity: '/api/console/policy/validity',
  policyList: '/api/console/policy/list',
  callSave: '/api/console/call/save',
  callPublish: '/api/console/call/publish',
  batch: '/api/console/call/exempt_batch',
  callList: '/api/console/call/list',
};

// A revenue no seeded enterprise has: only this suite's enterprises meet the exempt call.
const MAGIC_REVENUE = 123456.5;
const exemptConditions = {
  all: [
    {
      id: 'r1',
      label: '上年度营业收入在 123456–123457 万元之间',
      clause: '第三条',
      field: 'revenue',
      op: 'between',
      value: [123456, 123457],
    },
  ],
};

const policyInput = {
  title: '运营测试西湖区数字经济政策',
  document_number: '西政〔2026〕99号',
  issuing_unit: '西湖区人民政府',
  level: 21,
  region: '西湖区',
  themes: ['科技创新'],
  published_on: '2026-03-01',
  body: '<p>数字经济<script>alert(1)</script></p>',
  interpretation: '<p onclick="x()">解读</p>',
};

describeEachDatabase('policy admin', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date('2026-11-24T02:00:00Z'));
  const sqlDb = () => db.database.db;
  const tokens = { operator: '', member: '', handler: '', colleague: '' };
  const users = { operator: 0, member: 0, handler: 0, colleague: 0 };
  const firms = { a: 0, b: 0, poor: 0, elsewhere: 0, late: 0 };

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const people = await signedInUsers(
      sqlDb(),
      { operator: 'operator', member: 'member', handler: 'handler', colleague: 'member' },
      'padmin',
    );
    Object.assign(users, people.ids);
    Object.assign(tokens, people.tokens);
    const district = {
      a: '西湖区',
      b: '西湖区',
      poor: '西湖区',
      elsewhere: '滨江区',
      late: '西湖区',
    };
    for (const key of Object.keys(firms) as (keyof typeof firms)[]) {
      const revenue = key === 'poor' || key === 'late' ? 10 : MAGIC_REVENUE;
      const [row] = await queryRows<{ id: number }>(
        sqlDb(),
        // The revenue is public data: only trusted values open a 免申即享 case.
        sql`insert into enterprises (name, district, revenue, field_sources) values (${`运营测试企业${key}`}, ${district[key]}, ${revenue},
              ${JSON.stringify({ revenue: { source: 'public', at: '2026-05-01T00:00:00Z' } })}::jsonb) returning id`,
      );
      firms[key] = row!.id;
    }
    // Firm a has two members (an authentication and an approved request); b has none.
    await sqlDb().execute(sql`insert into enterprise_authentications (user_id, enterprise_id)
      values (${users.member}, ${firms.a})`);
    await sqlDb()
      .execute(sql`insert into enterprise_edits (user_id, enterprise_id, enterprise_name, credit_code, state)
      values (${users.colleague}, ${firms.a}, '运营测试企业a', '91330106MAPADMIN01', 'approved')`);
  });

  afterAll(async () => {
    await app.close();
  });

  const { post, ok, refused } = suiteCalls(
    () => app,
    () => tokens.operator,
  );
  const audits = (action: string, entityId: number) =>
    queryCount(
      sqlDb(),
      sql`select count(*)::int as n from audit_log where action = ${action} and entity_id = ${entityId}
            and actor_user_id = ${users.operator}`,
    );
  const count = (query: ReturnType<typeof sql>) => queryCount(sqlDb(), query);

  describe('who may call', () => {
    it.each(Object.values(PATHS))(
      '%s: 401 without a token, 403 for a member and a handler',
      async (url) => {
        expect((await post(url, {})).statusCode).toBe(401);
        expect((await post(url, {}, tokens.member)).statusCode).toBe(403);
        expect((await post(url, {}, tokens.handler)).statusCode).toBe(403);
      },
    );
  });

  let policy: AdminPolicy;
  let successor: AdminPolicy;
  let call: AdminCall;

  describe('documents', () => {
    it('creates a draft with sanitized text and a search vector, audited', async () => {
      policy = await ok<AdminPolicy>(PATHS.policySave, policyInput);
      expect(policy).toMatchObject({
        state: 'draft',
        version: 0,
        validity: 'current',
        call_count: 0,
      });
      expect(policy.body).not.toContain('script');
      expect(policy.interpretation).not.toContain('onclick');
      expect(
        await count(sql`select count(*)::int as n from policies where id = ${policy.id}
          and search_vector @@ to_tsquery('simple', '数字')`),
      ).toBe(1);
      expect(await audits('policy.create', policy.id)).toBe(1);
    });

    it('refuses a district document outside 杭州市 and a bad date order', async () => {
      expect(await refused(PATHS.policySave, { ...policyInput, region: '朝阳区' }, 400)).toContain(
        '杭州市的一个区',
      );
      expect(
        await refused(PATHS.policySave, { ...policyInput, valid_until: '2026-01-01' }, 400),
      ).toBe('有效期至不能早于发布日期');
    });

    it('edits with the version read; a stale version is 409 and changes nothing', async () => {
      policy = await ok<AdminPolicy>(PATHS.policySave, {
        ...policyInput,
        id: policy.id,
        version: 0,
        title: '运营测试西湖区数字经济若干政策',
      });
      expect(policy).toMatchObject({ version: 1, title: '运营测试西湖区数字经济若干政策' });
      expect(
        await refused(PATHS.policySave, { ...policyInput, id: policy.id, version: 0 }, 409),
      ).toBe('数据已被他人修改，请刷新后再试');
      const [row] = await queryRows<{ title: string; version: number }>(
        sqlDb(),
        sql`select title, version from policies where id = ${policy.id}`,
      );
      expect(row).toEqual({ title: '运营测试西湖区数字经济若干政策', version: 1 });
      expect(await audits('policy.update', policy.id)).toBe(1);
    });

    it('publishes once', async () => {
      policy = await ok<AdminPolicy>(PATHS.policyPublish, { id: policy.id, version: 1 });
      expect(policy.state).toBe('published');
      expect(await refused(PATHS.policyPublish, { id: policy.id, version: 2 }, 400)).toBe(
        '该政策已发布',
      );
      expect(await audits('policy.publish', policy.id)).toBe(1);
    });

    it('lists drafts and published documents', async () => {
      const page = await ok<Paged<AdminPolicy>>(PATHS.policyList, { keyword: '运营测试' });
      expect(page.list.map((item) => item.id)).toContain(policy.id);
      const drafts = await ok<Paged<AdminPolicy>>(PATHS.policyList, {
        state: 'draft',
        keyword: '运营测试',
      });
      expect(drafts.list.map((item) => item.id)).not.toContain(policy.id);
    });
  });

  describe('calls and the 免申即享 batch', () => {
    it('refuses bad conditions naming the leaf, and saves nothing', async () => {
      const before = await count(
        sql`select count(*)::int as n from policy_calls where policy_id = ${policy.id}`,
      );
      const base = {
        policy_id: policy.id,
        title: '运营测试免申即享',
        mode: 'exempt',
        support_type: '奖励',
      };
      const unknownField = await refused(
        PATHS.callSave,
        { ...base, conditions: { all: [{ ...exemptConditions.all[0], field: 'profit' }] } },
        400,
      );
      expect(unknownField).toContain('条件 r1');
      expect(unknownField).toContain('字段须为其一');
      const wrongShape = await refused(
        PATHS.callSave,
        { ...base, conditions: { all: [{ ...exemptConditions.all[0], value: [5, 1] }] } },
        400,
      );
      expect(wrongShape).toContain('下限不能大于上限');
      expect(
        await refused(
          PATHS.callSave,
          { ...base, conditions: exemptConditions, start_on: '2026-12-01', end_on: '2026-11-01' },
          400,
        ),
      ).toBe('申报开始日期不能晚于截止日期');
      expect(
        await count(
          sql`select count(*)::int as n from policy_calls where policy_id = ${policy.id}`,
        ),
      ).toBe(before);
    });

    it('saves a draft call, audited; the ceiling waits for publishing', async () => {
      call = await ok<AdminCall>(PATHS.callSave, {
        policy_id: policy.id,
        title: '运营测试免申即享奖励',
        start_on: '2026-11-01',
        end_on: '2026-12-31',
        mode: 'exempt',
        support_type: '奖励',
        support_ceiling: 30,
        support_text: '一次性奖励 30 万元',
        conditions: exemptConditions,
        checklist: ['企业承诺数据真实'],
        materials: [{ key: 'licence', name: '营业执照', required: true, library_kind: 'licence' }],
      });
      expect(call).toMatchObject({ state: 'draft', version: 0, conditions: exemptConditions });
      expect(call.materials[0]).toMatchObject({ library_kind: 'licence' });
      expect(await audits('policy_call.create', call.id)).toBe(1);
      const [row] = await queryRows<{ ceiling: string | null }>(
        sqlDb(),
        sql`select support_ceiling::text as ceiling from policies where id = ${policy.id}`,
      );
      expect(row?.ceiling).toBeNull();
      expect(await refused(PATHS.batch, { call_id: call.id }, 400)).toBe(
        '申报通知尚未发布，不能比对企业',
      );
    });

    it('publishing the exempt call opens cases for eligible firms of its district and tells their members', async () => {
      await sqlDb().execute(
        sql`insert into policy_subscriptions (user_id, policy_id) values (${users.handler}, ${policy.id})`,
      );
      const { call: published, exempt } = await ok<{ call: AdminCall; exempt: ExemptBatch }>(
        PATHS.callPublish,
        { id: call.id, version: 0 },
      );
      call = published;
      expect(published.state).toBe('published');
      // a and b (西湖区, the revenue) — not poor (revenue), not elsewhere (滨江区).
      expect(exempt).toMatchObject({ call_id: call.id, eligible: 2, created: 2, notified: 2 });
      const cases = await queryRows<{
        enterprise_id: number;
        state: string;
        version: number;
        amount: string;
        snapshot: unknown;
      }>(
        sqlDb(),
        sql`select enterprise_id, state, version, amount::text as amount, snapshot from exempt_cases
            where call_id = ${call.id} order by enterprise_id`,
      );
      expect(cases.map((row) => row.enterprise_id)).toEqual(
        [firms.a, firms.b].sort((x, y) => x - y),
      );
      expect(cases.every((row) => row.state === 'notified' && row.version === 1)).toBe(true);
      // The call states no amount rule: the operator sets the amount at 公示, not the ceiling.
      expect(cases[0]!.amount).toBeNull();
      expect(cases[0]!.snapshot).toEqual([
        expect.objectContaining({
          id: 'r1',
          field: 'revenue',
          outcome: 'met',
          value: MAGIC_REVENUE,
          source: '公开数据',
        }),
      ]);
      expect(
        await count(sql`select count(*)::int as n from workflow_events where entity_type = 'exempt_case'
          and event = 'notify' and actor_role = 'system' and entity_id in
          (select id from exempt_cases where call_id = ${call.id})`),
      ).toBe(2);
      // Both members of firm a (b has none).
      const messages = await queryRows<{ user_id: number; title: string }>(
        sqlDb(),
        sql`select user_id, title from messages where entity_type = 'exempt_case'
            and entity_id in (select id from exempt_cases where call_id = ${call.id}) order by user_id`,
      );
      expect(messages.map((row) => row.user_id)).toEqual(
        [users.member, users.colleague].sort((x, y) => x - y),
      );
      expect(messages[0]!.title).toBe('免申即享：运营测试免申即享奖励');
      // The subscriber hears of the new call; the document's ceiling follows its published calls.
      expect(
        await count(sql`select count(*)::int as n from messages where user_id = ${users.handler}
          and entity_type = 'policy_call' and entity_id = ${call.id}`),
      ).toBe(1);
      const [ceiling] = await queryRows<{ ceiling: string }>(
        sqlDb(),
        sql`select support_ceiling::text as ceiling from policies where id = ${policy.id}`,
      );
      expect(Number(ceiling!.ceiling)).toBe(30);
      expect(await audits('policy_call.publish', call.id)).toBe(1);
      expect(await audits('policy_call.exempt_batch', call.id)).toBe(1);
    });

    it('a re-run opens nothing twice', async () => {
      const messages = await count(sql`select count(*)::int as n from messages`);
      const batch = await ok<ExemptBatch>(PATHS.batch, { call_id: call.id });
      expect(batch).toMatchObject({ eligible: 2, created: 0, notified: 0 });
      expect(await count(sql`select count(*)::int as n from messages`)).toBe(messages);
      expect(await audits('policy_call.exempt_batch', call.id)).toBe(2);
    });

    it('two batches at once open each case once', async () => {
      await sqlDb().execute(sql`delete from messages where entity_type = 'exempt_case'
        and entity_id in (select id from exempt_cases where call_id = ${call.id})`);
      await sqlDb().execute(sql`delete from exempt_cases where call_id = ${call.id}`);
      const [first, second] = await Promise.all([
        ok<ExemptBatch>(PATHS.batch, { call_id: call.id }),
        ok<ExemptBatch>(PATHS.batch, { call_id: call.id }),
      ]);
      expect(first!.created + second!.created).toBe(2);
      expect(first!.notified + second!.notified).toBe(2);
      expect(
        await count(sql`select count(*)::int as n from exempt_cases where call_id = ${call.id}`),
      ).toBe(2);
      expect(
        await count(sql`select count(*)::int as n from messages where entity_type = 'exempt_case'
          and entity_id in (select id from exempt_cases where call_id = ${call.id})`),
      ).toBe(2);
    });

    it('edits a published call with its version; stale is 409', async () => {
      const edited = await ok<AdminCall>(PATHS.callSave, {
        id: call.id,
        version: call.version,
        policy_id: policy.id,
        title: call.title,
        mode: 'exempt',
        support_type: '奖励',
        support_ceiling: 40,
        conditions: exemptConditions,
      });
      expect(edited).toMatchObject({
        state: 'published',
        version: call.version + 1,
        support_ceiling: 40,
      });
      expect(
        await refused(
          PATHS.callSave,
          {
            id: call.id,
            version: call.version,
            policy_id: policy.id,
            title: 'x',
            mode: 'exempt',
            support_type: '奖励',
            conditions: exemptConditions,
          },
          409,
        ),
      ).toBe('数据已被他人修改，请刷新后再试');
      const list = await ok<Paged<AdminCall>>(PATHS.callList, { policy_id: policy.id });
      expect(list.list.map((item) => item.id)).toEqual([call.id]);
    });
  });

  describe('validity', () => {
    it('revised needs a published successor; subscribers are told', async () => {
      successor = await ok<AdminPolicy>(PATHS.policySave, {
        ...policyInput,
        title: '运营测试新版政策',
      });
      const current = await queryCount(
        sqlDb(),
        sql`select version as n from policies where id = ${policy.id}`,
      );
      expect(
        await refused(
          PATHS.validity,
          { id: policy.id, version: current, validity: 'revised', reason: '新版' },
          400,
        ),
      ).toContain('successor_id');
      expect(
        await refused(
          PATHS.validity,
          {
            id: policy.id,
            version: current,
            validity: 'revised',
            successor_id: successor.id,
            reason: '新版',
          },
          400,
        ),
      ).toBe('新政策须为另一份已发布的政策');
      await ok(PATHS.policyPublish, { id: successor.id, version: 0 });
      const revised = await ok<AdminPolicy>(PATHS.validity, {
        id: policy.id,
        version: current,
        validity: 'revised',
        successor_id: successor.id,
        reason: '已由新版办法替代',
      });
      expect(revised).toMatchObject({ validity: 'revised', successor_id: successor.id });
      expect(await audits('policy.validity', policy.id)).toBe(1);
      const [message] = await queryRows<{ title: string; body: string; link: string }>(
        sqlDb(),
        sql`select title, body, link from messages where user_id = ${users.handler} and entity_type = 'policy'
            and entity_id = ${policy.id}`,
      );
      expect(message).toMatchObject({
        title: '您订阅的政策已修订',
        link: `/policyDetailData?id=${successor.id}`,
      });
      expect(message!.body).toContain('已由新版办法替代');
      // A revised document's calls are no longer batched.
      expect(await refused(PATHS.batch, { call_id: call.id }, 400)).toBe(
        '所属政策已不是现行有效，不能比对企业',
      );
      expect(
        await refused(
          PATHS.validity,
          { id: policy.id, version: current, validity: 'repealed', reason: '废止' },
          409,
        ),
      ).toBe('数据已被他人修改，请刷新后再试');
    });
  });
});
