// Issue 25, "one source per figure": each test reads one figure everywhere the portal and the data
// screen show it — through the calls those screens make (Fastify inject), as demo_enterprise on
// the seeded demo data — and asserts the places agree. The expectations that do not come from a
// call are raw SQL over the rows, so a screen counting its own way would fail here.
import type {
  DapingTotals,
  EnterpriseDistribution,
  EnterpriseRecord,
  ExemptCase,
  HomeData,
  MatchRun,
  RenewalCounts,
} from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { DEMO_ENTERPRISE_USERNAME } from '../../db/seed/content/demo-enterprise.js';
import { createSession } from '../../plugins/session.js';
import { addDays, shanghaiDate } from './dates.js';
import { postCall, queryCount, queryRows } from './testing.js';
import type { Answer } from './testing.js';
import { sessionAs } from '../../../test/helpers/sessions.js';

// One moment for the app's clock and the expectations, so a day never turns between them.
const NOW = new Date();
const TODAY = shanghaiDate(NOW);

/** The match profile's IP fields and the record's `ip` field each is shown as on /information. */
const IP_FIELDS = {
  invention_patents: 'invention_patents',
  utility_patents: 'utility_patents',
  design_patents: 'design_patents',
  trademarks: 'trademarks',
  software_copyrights: 'software_copyrights',
} as const satisfies Record<string, keyof EnterpriseRecord['ip']>;

describeEachDatabase('one figure, one source (issue 25)', (db) => {
  let app: FastifyInstance;
  let token = '';
  let enterpriseId = 0;
  const raw = () => db.database.db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: () => NOW }));
    const [user] = await queryRows<{ id: number; enterprise_id: number }>(
      raw(),
      sql`select u.id, a.enterprise_id from users u
          join enterprise_authentications a on a.user_id = u.id
          where lower(u.username) = ${DEMO_ENTERPRISE_USERNAME}`,
    );
    enterpriseId = user!.enterprise_id;
    token = (await createSession(raw(), user!.id, new Date())).token;
  });
  afterAll(() => app.close());

  const call = async <D>(path: string, body: object = {}, signedIn = true): Promise<D> => {
    const res = await postCall(app, path, body, signedIn ? { token } : {});
    expect(res.statusCode, path).toBe(200);
    return res.json<Answer<D>>().data;
  };

  it('IP counts: /information, /match, the 免申即享 snapshots and list_count read the same held records', async () => {
    const record = await call<EnterpriseRecord>('/api/Enterprise/record');
    const run = await call<MatchRun>('/api/match/run');
    for (const [field, recordField] of Object.entries(IP_FIELDS)) {
      const shown = run.profile.find((entry) => entry.field === field);
      expect([field, shown?.value]).toEqual([field, record.ip[recordField]]);
    }
    // The seed gives demo_enterprise two held invention patents and a lapsed design one: counting
    // rows instead of held ones would read 外观设计 1 here (the 发明专利 1 / 0 split).
    expect(record.ip.invention_patents).toBe(2);
    expect(record.ip.design_patents).toBe(0);
    const rows = await queryCount(
      raw(),
      sql`select count(*)::int as n from patents where enterprise_id = ${enterpriseId}`,
    );
    expect(rows).toBeGreaterThan(
      record.ip.invention_patents + record.ip.utility_patents + record.ip.design_patents,
    );

    // The live batch run on a 免申即享 call that asks only for an invention patent, 5 万元 each (the
    // seeded ones ask for none today): its snapshots must hold each enterprise's held count too.
    const [exemptCall] = await queryRows<{ id: number }>(
      raw(),
      sql`select id from policy_calls where delivery_mode = 'exempt' and state = 'published'
          and (apply_end_on is null or apply_end_on >= ${TODAY}) order by id limit 1`,
    );
    await raw().execute(
      sql`update policy_calls set conditions = '{"all":[{"id":"c1","label":"拥有发明专利不少于1件","clause":"第二条","field":"invention_patents","op":"gte","value":1}]}'::jsonb,
          amount_rule = '{"kind":"fixed","amount":5}'::jsonb
          where id = ${exemptCall!.id}`,
    );
    const [operator] = await queryRows<{ id: number }>(
      raw(),
      sql`select id from users where username = 'demo_operator'`,
    );
    const operatorToken = (await sessionAs(raw(), operator!.id, 'operator')).token;
    const batch = await postCall(
      app,
      '/api/console/call/exempt_batch',
      { call_id: exemptCall!.id },
      { token: operatorToken },
    );
    expect(batch.statusCode).toBe(200);

    // Every 免申即享 snapshot of an IP figure — the seed's, the batch's, any enterprise's — holds
    // the enterprise's held count (valid rows of that kind), never a figure made up to meet the call.
    const snapshots = await queryRows<{ enterprise_id: number; field: string; value: unknown }>(
      raw(),
      sql`select c.enterprise_id, item->>'field' as field, item->'value' as value
          from exempt_cases c, jsonb_array_elements(c.snapshot) as item
          where item->>'field' in ('invention_patents', 'utility_patents', 'design_patents', 'trademarks', 'software_copyrights')`,
    );
    expect(snapshots.length).toBeGreaterThan(0);
    for (const item of snapshots) {
      const table = item.field.endsWith('_patents')
        ? sql`patents where patent_type = ${item.field.replace('_patents', '')} and`
        : item.field === 'trademarks'
          ? sql`trademarks where`
          : sql`software_copyrights where`;
      const held = await queryCount(
        raw(),
        sql`select count(*)::int as n from ${table} enterprise_id = ${item.enterprise_id} and status = 'valid'`,
      );
      expect([item.field, Number(item.value)]).toEqual([item.field, held]);
    }
    const demoCases = await call<ExemptCase[]>('/api/exempt/list');
    for (const item of demoCases.flatMap((entry) => entry.snapshot))
      if (item.field in IP_FIELDS)
        expect(item.value).toBe(record.ip[IP_FIELDS[item.field as keyof typeof IP_FIELDS]]);

    // 续费预警 counts among the same held items: never more than /information holds.
    const due = await call<RenewalCounts>('/api/Enterprise/list_count', {
      enterprise_id: enterpriseId,
    });
    expect(due.patent_num).toBeLessThanOrEqual(
      record.ip.invention_patents + record.ip.utility_patents + record.ip.design_patents,
    );
    expect(due.brand_num).toBeLessThanOrEqual(record.ip.trademarks);
    expect(due.softright_num).toBeLessThanOrEqual(record.ip.software_copyrights);
    expect(due.copyright_num).toBeLessThanOrEqual(record.ip.copyrights);
  });

  it('a qualification past its 有效期至 is 已失效 on /information, not held in the match, the warning or the data screen', async () => {
    const expired = await queryRows<{ name: string }>(
      raw(),
      sql`select name from qualifications
          where enterprise_id = ${enterpriseId} and status = 'valid' and due_on < ${TODAY}`,
    );
    // The seed's 高新技术企业 ran out 20 days ago while its row still says valid.
    expect(expired.map((row) => row.name)).toEqual(['高新技术企业']);

    const record = await call<EnterpriseRecord>('/api/Enterprise/record');
    const shown = record.qualifications.find((item) => item.name === '高新技术企业')!;
    expect(shown.status).toBe('lapsed');
    const held = record.qualifications.filter((item) => item.status === 'valid');
    expect(held.length).toBeGreaterThan(0);

    const run = await call<MatchRun>('/api/match/run');
    const profile = run.profile.find((entry) => entry.field === 'qualifications')!;
    expect([...(profile.value as string[])].sort()).toEqual(held.map((item) => item.name).sort());
    expect(profile.value).not.toContain('高新技术企业');

    // The warning counts held qualifications due within 90 days: the expired one is not among them.
    const horizon = addDays(TODAY, 90);
    const due = await call<RenewalCounts>('/api/Enterprise/list_count', {
      enterprise_id: enterpriseId,
    });
    expect(due.zzgl).toBe(
      held.filter((item) => item.due_on !== null && item.due_on <= horizon).length,
    );

    const screen = await call<{ kinds: { kind: string; count: number }[] }>(
      '/api/daping/ip_holdings',
      {},
      false,
    );
    const qualifications = screen.kinds.find((entry) => entry.kind === 'qualification')!.count;
    expect(qualifications).toBe(
      await queryCount(
        raw(),
        sql`select count(*)::int as n from qualifications
            where status = 'valid' and (due_on is null or due_on >= ${TODAY})`,
      ),
    );
  });

  it('入驻企业, 登记企业 and 知识产权企业: the home page and the data screen show the same figures', async () => {
    const home = await call<HomeData>('/api/demo/index', {}, false);
    const totals = await call<DapingTotals>('/api/daping/totals', {}, false);
    const distribution = await call<EnterpriseDistribution>(
      '/api/daping/enterprise_distribution',
      {},
      false,
    );
    expect(totals.enterprises).toBe(home.enterprise_total);
    expect(totals.registered_enterprises).toBe(home.enterprise_num);
    // 知识产权企业 too: one query for both screens.
    expect(totals.ip_enterprises).toBe(home.yhenterprise_num);
    const sum = (list: readonly { count: number }[]) =>
      list.reduce((total, entry) => total + entry.count, 0);
    // The ring (登记企业) and the bars add up to 登记企业, not to 入驻企业.
    expect(sum(distribution.industries)).toBe(totals.registered_enterprises);
    expect(sum(distribution.districts)).toBe(totals.registered_enterprises);
    // The seed configures enterprises settled but not registered: the two figures differ.
    expect(totals.enterprises).toBeGreaterThan(totals.registered_enterprises);
  });

  it('政策: the data screen, the home page and 政策库 count the same documents', async () => {
    const totals = await call<DapingTotals>('/api/daping/totals', {}, false);
    const home = await call<HomeData>('/api/demo/index', {}, false);
    const library = await call<{ total: number; total_capped?: boolean }>(
      '/api/policy/search',
      {},
      false,
    );
    expect(library.total_capped).not.toBe(true);
    expect(totals.policies).toBe(library.total);
    expect(home.policy_count).toBe(library.total);
    // The seed has documents 政策库 does not list (not published): counting rows would differ.
    const rows = await queryCount(raw(), sql`select count(*)::int as n from policies`);
    expect(rows).toBeGreaterThan(library.total);
  });
});
