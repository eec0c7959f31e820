import type {
  DapingAppealStatus,
  DapingTotals,
  EnterpriseDistribution,
  PolicyMonth,
  RenewalDay,
  RenewalMonth,
  ServiceRank,
  SubsidyMonth,
  TickerItem,
} from '@qyfw/portal-sdk/schemas';
import { APPEAL_STAGE_LABELS, APPEAL_STATUS_LABELS } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import { epochOf, postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import {
  appealRows,
  awardRows,
  dayIn,
  dayWindow,
  heldOn,
  holdingRows,
  KINDS,
  monthIn,
  monthWindow,
  subsidyByMonth,
  sumMoney,
  tally,
} from './expected.js';

// One moment for the app's clock and the expectations, so a window never straddles a midnight.
const NOW = new Date();

describeOnBothDatabases('daping (数据大屏) aggregates against the rows', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: () => NOW }));
  });
  afterAll(() => app.close());

  const call = async <D>(path: string, body: object = {}): Promise<D> => {
    const res = await postCall(app, `/api/daping/${path}`, { user_id: '', ...body });
    expect(res.statusCode, path).toBe(200);
    return res.json<Answer<D>>().data;
  };
  const rawDb = () => db.database.db;
  const countOf = (table: string) =>
    queryCount(rawDb(), sql`select count(*)::int as n from ${sql.identifier(table)}`);

  it('totals: every count, enterprises holding any IP, and the subsidies in 万', async () => {
    const holdings = await holdingRows(rawDb());
    const expected: DapingTotals = {
      // 入驻企业: registered plus the operator's configured extra, as on the home page.
      enterprises:
        (await countOf('enterprises')) +
        (await queryCount(rawDb(), sql`select extra_enterprise_count as n from site_config`)),
      // 登记企业: the directory alone (what the distribution rings add up to).
      registered_enterprises: await countOf('enterprises'),
      ip_enterprises: new Set(holdings.map((row) => row.enterprise_id)).size,
      experts: await countOf('experts'),
      talents: await countOf('talents'),
      // 政策: the published documents, what 政策库 counts.
      policies: await queryCount(
        rawDb(),
        sql`select count(*)::int as n from policies where state = 'published'`,
      ),
      services: await countOf('services'),
      appeals: await countOf('appeals'),
      subsidy_money: sumMoney(await awardRows(rawDb())),
    };
    expect(await call<DapingTotals>('totals')).toEqual(expected);
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
    expect(expected.ip_enterprises).toBeLessThan(expected.enterprises);
  });

  it('enterprise_distribution: by industry and by district, largest first', async () => {
    const rows = await queryRows<{ industry: string; district: string }>(
      rawDb(),
      sql`select industry, district from enterprises`,
    );
    const ranked = (counts: Map<string, number>) =>
      [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
    const data = await call<EnterpriseDistribution>('enterprise_distribution');
    // Same counts; ties may sort by the database's collation, so compare as sets and check the order by count.
    expect([...data.industries].sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual(
      ranked(tally(rows, (row) => row.industry || '其他')).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      ),
    );
    expect([...data.districts].sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual(
      ranked(tally(rows, (row) => row.district || '其他')).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      ),
    );
    for (const list of [data.industries, data.districts]) {
      expect(list.map((entry) => entry.count)).toEqual(
        [...list.map((entry) => entry.count)].sort((a, b) => b - a),
      );
      expect(list.length).toBeGreaterThan(3);
    }
  });

  it('policy_monthly: policies published per month of the last 12, by level, months without any at 0', async () => {
    const rows = await queryRows<{ level: number; published_on: string }>(
      rawDb(),
      sql`select level, published_on::text as published_on from policies`,
    );
    const months = monthWindow(NOW, 12);
    const byLevel = (level: number, month: string) =>
      rows.filter((row) => row.level === level && row.published_on.startsWith(month)).length;
    const expected: PolicyMonth[] = months.map((month) => ({
      month,
      national: byLevel(18, month),
      province: byLevel(19, month),
      city: byLevel(20, month),
      district: byLevel(21, month),
    }));
    const { list } = await call<{ list: PolicyMonth[] }>('policy_monthly');
    expect(list).toEqual(expected);
    expect((await call<{ list: PolicyMonth[] }>('policy_monthly', { months: 3 })).list).toEqual(
      expected.slice(-3),
    );
    // The seed gives every level policies this year, unevenly across the months.
    const totals = list.map((m) => m.national + m.province + m.city + m.district);
    expect(new Set(totals).size).toBeGreaterThan(3);
    for (const level of ['national', 'province', 'city', 'district'] as const)
      expect(list.some((m) => m[level] > 0)).toBe(true);
  });

  it('subsidy_monthly: money (万) and companies on the award lists of each month', async () => {
    const months = monthWindow(NOW, 12);
    const expected: SubsidyMonth[] = subsidyByMonth(await awardRows(rawDb()), months);
    const { list } = await call<{ list: SubsidyMonth[] }>('subsidy_monthly');
    expect(list).toEqual(expected);
    expect(new Set(list.map((m) => m.money)).size).toBeGreaterThan(3);
  });

  it('appeal_status: counts by status, the share done and the mean days to 办结', async () => {
    const rows = await appealRows(rawDb());
    const done = rows.filter((row) => row.status === 'done');
    const meanDays =
      done.reduce(
        (sum, row) =>
          sum + (new Date(row.handled_at!).getTime() - new Date(row.created_at).getTime()),
        0,
      ) /
      done.length /
      86_400_000;
    const expected: DapingAppealStatus = {
      total: rows.length,
      pending: rows.filter((row) => row.status === 'pending').length,
      processing: rows.filter((row) => row.status === 'processing').length,
      done: done.length,
      handling_rate: done.length / rows.length,
      average_handling_days: Math.round(meanDays * 10) / 10,
    };
    expect(await call<DapingAppealStatus>('appeal_status')).toEqual(expected);
    expect(Math.min(expected.pending, expected.processing, expected.done)).toBeGreaterThan(0);
  });

  it('appeal_funnel: how many reached each stage, in stage order', async () => {
    const rows = await appealRows(rawDb());
    const expected = [
      { stage: 'submitted', count: rows.length },
      {
        stage: 'accepted',
        count: rows.filter((row) => row.accepted_at !== null || row.status !== 'pending').length,
      },
      {
        stage: 'processing',
        count: rows.filter((row) => row.status === 'processing' || row.status === 'done').length,
      },
      { stage: 'done', count: rows.filter((row) => row.status === 'done').length },
    ];
    expect((await call<{ stages: unknown }>('appeal_funnel')).stages).toEqual(expected);
    // One set of statuses per figure: the funnel's 进入办理 is the ring's 处理中 plus 已办结, and
    // no funnel stage is named like a ring slice with another count (issue 25: 办理中 289 / 处理中 20).
    const ring = await call<DapingAppealStatus>('appeal_status');
    expect(expected[2]!.count).toBe(ring.processing + ring.done);
    expect(expected[3]!.count).toBe(ring.done);
    expect(expected[0]!.count).toBe(ring.total);
    const ringNames = Object.values(APPEAL_STATUS_LABELS);
    for (const stage of ['submitted', 'accepted', 'processing'] as const)
      expect(ringNames).not.toContain(APPEAL_STAGE_LABELS[stage]);
    expect(APPEAL_STAGE_LABELS.done).toBe(APPEAL_STATUS_LABELS.done);
    expect(expected[0]!.count).toBeGreaterThan(expected[3]!.count);
  });

  it('appeal_monthly: appeals submitted, and appeals closed, in each month', async () => {
    const rows = await appealRows(rawDb());
    const months = monthWindow(NOW, 12);
    const submitted = tally(rows, (row) => monthIn(row.created_at));
    const closed = tally(
      rows.filter((row) => row.status === 'done'),
      (row) => monthIn(row.handled_at!),
    );
    const { list } = await call<{ list: unknown[] }>('appeal_monthly');
    expect(list).toEqual(
      months.map((month) => ({
        month,
        submitted: submitted.get(month) ?? 0,
        done: closed.get(month) ?? 0,
      })),
    );
  });

  it('ip_holdings: held holdings of every kind (an expired qualification is not)', async () => {
    const rows = await holdingRows(rawDb());
    const valid = rows.filter((row) => heldOn(row, dayIn(NOW)));
    // The seed has qualifications marked valid whose 有效期至 has passed: they must not count.
    expect(
      rows.some(
        (row) => row.kind === 'qualification' && row.status === 'valid' && !heldOn(row, dayIn(NOW)),
      ),
    ).toBe(true);
    const { kinds } = await call<{ kinds: { kind: string; count: number }[] }>('ip_holdings');
    expect(kinds).toEqual(
      KINDS.map((kind) => ({ kind, count: valid.filter((row) => row.kind === kind).length })),
    );
    for (const { count } of kinds) expect(count).toBeGreaterThan(0);
  });

  it('ip_renewals: held holdings falling due in each of the next 12 months, by kind', async () => {
    const valid = (await holdingRows(rawDb())).filter(
      (row) => heldOn(row, dayIn(NOW)) && row.due_on !== null,
    );
    const months = monthWindow(NOW, 12, true);
    const expected = months.map((month) => {
      const entry: Record<string, string | number> = { month };
      for (const kind of KINDS)
        entry[kind] = valid.filter(
          (row) => row.kind === kind && row.due_on!.startsWith(month),
        ).length;
      return entry;
    });
    const { list } = await call<{ list: RenewalMonth[] }>('ip_renewals');
    expect(list).toEqual(expected);
    expect(list[0]!.month).toBe(monthIn(NOW));
    expect(
      new Set(list.map((m) => KINDS.reduce((sum, kind) => sum + m[kind], 0))).size,
    ).toBeGreaterThan(3);
  });

  it('renewal_calendar: every day from today for N days, with the valid holdings due that day', async () => {
    const valid = (await holdingRows(rawDb())).filter(
      (row) => heldOn(row, dayIn(NOW)) && row.due_on !== null,
    );
    const due = tally(valid, (row) => row.due_on);
    for (const days of [90, 30]) {
      const window = dayWindow(NOW, days);
      const data = await call<{ start: string; end: string; days: RenewalDay[] }>(
        'renewal_calendar',
        { days },
      );
      expect(data).toEqual({
        start: dayIn(NOW),
        end: window[window.length - 1],
        days: window.map((date) => ({ date, count: due.get(date) ?? 0 })),
      });
    }
    const { days } = await call<{ days: RenewalDay[] }>('renewal_calendar');
    expect(days).toHaveLength(90);
    expect(days.filter((day) => day.count > 0).length).toBeGreaterThan(20);
  });

  it('service_top: the ten services with the most applications, ties by id', async () => {
    const rows = await queryRows<{ id: number; policy_name: string; applications_count: number }>(
      rawDb(),
      sql`select id, policy_name, applications_count from services`,
    );
    const ranked: ServiceRank[] = rows
      .map((row) => ({
        id: row.id,
        policy_name: row.policy_name,
        applications: row.applications_count,
      }))
      .sort((a, b) => b.applications - a.applications || a.id - b.id);
    expect((await call<{ list: ServiceRank[] }>('service_top')).list).toEqual(ranked.slice(0, 10));
    expect((await call<{ list: ServiceRank[] }>('service_top', { limit: 3 })).list).toEqual(
      ranked.slice(0, 3),
    );
  });

  it('ticker: the 20 newest awards and appeals, newest first', async () => {
    const awards = (await awardRows(rawDb())).map((row): TickerItem => ({
      kind: 'award',
      id: row.id,
      enterprise_name: row.enterprise_name,
      entry_name: row.entry_name,
      money: Math.round(Number(row.total_money) * 100) / 100,
      time: epochOf(row.created_at),
    }));
    // An appeal is told by its category and state only (domain §5: appeals are private).
    const appeals = (await appealRows(rawDb())).map((row): TickerItem => ({
      kind: 'appeal',
      id: row.id,
      category: row.category,
      status: row.status as 'pending' | 'processing' | 'done',
      time: epochOf(row.created_at),
    }));
    const newest = [...awards, ...appeals].sort(
      (a, b) => b.time - a.time || (a.kind === b.kind ? b.id - a.id : a.kind === 'award' ? -1 : 1),
    );
    const { list } = await call<{ list: TickerItem[] }>('ticker');
    expect(list).toEqual(newest.slice(0, 20));
    // The seed draws afresh each day, and some days the 20 newest are all awards (one list names
    // up to 12 companies at one moment). Asking for just enough to reach the newest of each kind
    // checks the merge of both whatever the day drew.
    const reach =
      Math.max(
        newest.findIndex((item) => item.kind === 'award'),
        newest.findIndex((item) => item.kind === 'appeal'),
      ) + 1;
    expect(reach).toBeLessThanOrEqual(50);
    const mixed = await call<{ list: TickerItem[] }>('ticker', { limit: reach });
    expect(mixed.list).toEqual(newest.slice(0, reach));
    expect(new Set(mixed.list.map((item) => item.kind))).toEqual(new Set(['award', 'appeal']));
  });

  it('ticker: no appeal title and no name of an enterprise for its appeal (domain §5)', async () => {
    const answer = await postCall(app, '/api/daping/ticker', { user_id: '', limit: 50 });
    const text = answer.body;
    const { list } = answer.json<Answer<{ list: TickerItem[] }>>().data;
    const shown = new Set(list.filter((item) => item.kind === 'appeal').map((item) => item.id));
    expect(shown.size).toBeGreaterThan(0);
    const awarded = new Set((await awardRows(rawDb())).map((row) => row.enterprise_name));
    for (const row of (await appealRows(rawDb())).filter((appeal) => shown.has(appeal.id))) {
      expect(text).not.toContain(row.title);
      // A company on a public award list is named for its award, never for its appeal.
      if (!awarded.has(row.enterprise_name)) expect(text).not.toContain(row.enterprise_name);
    }
    for (const item of list.filter((entry) => entry.kind === 'appeal'))
      expect(Object.keys(item).sort()).toEqual(['category', 'id', 'kind', 'status', 'time']);
  });
});
