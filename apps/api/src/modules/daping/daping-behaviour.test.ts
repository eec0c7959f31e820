import type {
  DapingAppealStatus,
  DapingTotals,
  RenewalDay,
  RenewalMonth,
  SubsidyMonth,
  TickerItem,
} from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invalidateContent } from '../../cache/content-cache.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { postCall, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import { dayIn, monthIn } from './expected.js';

const NOW = new Date();

/** The first instant of the Shanghai month of NOW, plus five minutes: still the previous day in UTC. */
const EARLY_IN_MONTH = new Date(Date.parse(`${monthIn(NOW)}-01T00:05:00+08:00`));

describeEachDatabase('daping (数据大屏) behaviour', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: () => NOW }));
  });
  afterAll(() => app.close());

  const raw = () => db.database.db;
  const post = (path: string, body: object = {}) =>
    postCall(app, `/api/daping/${path}`, { user_id: '', ...body });
  const call = async <D>(path: string, body: object = {}): Promise<D> =>
    (await post(path, body)).json<Answer<D>>().data;
  const someEnterprise = async () =>
    (
      await queryRows<{ id: number; name: string }>(
        raw(),
        sql`select id, name from enterprises order by id limit 1`,
      )
    )[0]!;

  it('answers anyone (no token) in the envelope', async () => {
    const res = await post('totals');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '成功' });
  });

  it('refuses an out-of-range window in Chinese, naming the field', async () => {
    const months = await post('policy_monthly', { months: 0 });
    expect(months.statusCode).toBe(400);
    expect(months.json()).toEqual({ code: 400, msg: '参数 months 有误：月数至少为 1' });
    const days = await post('renewal_calendar', { days: 400 });
    expect(days.statusCode).toBe(400);
    expect(days.json<{ msg: string }>().msg).toBe('参数 days 有误：天数最多为 366');
    const limit = await post('ticker', { limit: '20' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json<{ msg: string }>().msg).toMatch(/^参数 limit 有误：/);
  });

  it('answers from the cache until a write to an area it read invalidates it', async () => {
    const before = await call<DapingTotals>('totals');
    const enterprise = await someEnterprise();
    const [inserted] = await queryRows<{ id: number }>(
      raw(),
      sql`insert into appeals (enterprise_id, title, content) values (${enterprise.id}, '缓存测试诉求', '数据大屏缓存') returning id`,
    );
    try {
      expect((await call<DapingTotals>('totals')).appeals).toBe(before.appeals);
      invalidateContent(raw(), 'appeal');
      expect((await call<DapingTotals>('totals')).appeals).toBe(before.appeals + 1);
    } finally {
      await raw().execute(sql`delete from appeals where id = ${inserted!.id}`);
      invalidateContent(raw(), 'appeal');
    }
  });

  it('puts a moment just after midnight on the 1st (Shanghai) in the new month, though UTC still has the old one', async () => {
    // Only meaningful when the instant lies in a different UTC month (it always does: UTC is 8 h behind).
    expect(EARLY_IN_MONTH.toISOString().slice(0, 7)).not.toBe(monthIn(NOW));
    const enterprise = await someEnterprise();
    const appealsBefore = await call<{ list: { month: string; submitted: number }[] }>(
      'appeal_monthly',
    );
    const subsidyBefore = await call<{ list: SubsidyMonth[] }>('subsidy_monthly');
    const [appeal] = await queryRows<{ id: number }>(
      raw(),
      sql`insert into appeals (enterprise_id, title, content, created_at) values (${enterprise.id}, '月初诉求', '时区边界', ${EARLY_IN_MONTH.toISOString()}) returning id`,
    );
    const [group] = await queryRows<{ id: number }>(
      raw(),
      sql`insert into policy_award_groups (entry_name, level, created_at) values ('时区边界测试名单', 21, ${EARLY_IN_MONTH.toISOString()}) returning id`,
    );
    await raw().execute(
      sql`insert into policy_award_companies (group_id, enterprise_id, enterprise_name, topic_name, level, unit, total_money)
          values (${group!.id}, ${enterprise.id}, ${enterprise.name}, '边界奖励', 21, '测试单位', 12.34)`,
    );
    try {
      invalidateContent(raw(), 'appeal', 'award');
      const appealsAfter = await call<{ list: { month: string; submitted: number }[] }>(
        'appeal_monthly',
      );
      const subsidyAfter = await call<{ list: SubsidyMonth[] }>('subsidy_monthly');
      expect(appealsAfter.list.at(-1)!.submitted).toBe(appealsBefore.list.at(-1)!.submitted + 1);
      expect(appealsAfter.list.at(-2)).toEqual(appealsBefore.list.at(-2));
      expect(subsidyAfter.list.at(-1)).toEqual({
        month: monthIn(NOW),
        money: Math.round((subsidyBefore.list.at(-1)!.money + 12.34) * 100) / 100,
        companies: subsidyBefore.list.at(-1)!.companies + 1,
      });
      expect(subsidyAfter.list.at(-2)).toEqual(subsidyBefore.list.at(-2));
    } finally {
      await raw().execute(sql`delete from appeals where id = ${appeal!.id}`);
      await raw().execute(sql`delete from policy_award_groups where id = ${group!.id}`);
      invalidateContent(raw(), 'appeal', 'award');
    }
  });

  it('counts a patent due today in the calendar, this month and the valid holdings; not once it lapses', async () => {
    const enterprise = await someEnterprise();
    const read = async () => ({
      calendar: await call<{ days: RenewalDay[] }>('renewal_calendar'),
      renewals: await call<{ list: RenewalMonth[] }>('ip_renewals'),
      holdings: await call<{ kinds: { kind: string; count: number }[] }>('ip_holdings'),
    });
    const patentCount = (holdings: { kinds: { kind: string; count: number }[] }) =>
      holdings.kinds.find((k) => k.kind === 'patent')!.count;
    const before = await read();
    const [patent] = await queryRows<{ id: number }>(
      raw(),
      sql`insert into patents (enterprise_id, name, number, status, due_on, patent_type)
          values (${enterprise.id}, '一种测试装置', 'ZL-DAPING-TEST', 'valid', ${dayIn(NOW)}, 'utility') returning id`,
    );
    try {
      invalidateContent(raw(), 'ip');
      const after = await read();
      expect(after.calendar.days[0]).toEqual({
        date: dayIn(NOW),
        count: before.calendar.days[0]!.count + 1,
      });
      expect(after.renewals.list[0]!.patent).toBe(before.renewals.list[0]!.patent + 1);
      expect(patentCount(after.holdings)).toBe(patentCount(before.holdings) + 1);

      await raw().execute(sql`update patents set status = 'lapsed' where id = ${patent!.id}`);
      invalidateContent(raw(), 'ip');
      expect(await read()).toEqual(before);
    } finally {
      await raw().execute(sql`delete from patents where id = ${patent!.id}`);
      invalidateContent(raw(), 'ip');
    }
  });

  it('answers zeros, no average and a ticker of awards only when there are no appeals', async () => {
    await raw().execute(sql`create table daping_appeals_backup as select * from appeals`);
    try {
      await raw().execute(sql`delete from appeals`);
      invalidateContent(raw(), 'appeal');
      expect(await call<DapingAppealStatus>('appeal_status')).toEqual({
        total: 0,
        pending: 0,
        processing: 0,
        done: 0,
        handling_rate: 0,
        average_handling_days: null,
      });
      expect(
        (await call<{ stages: { count: number }[] }>('appeal_funnel')).stages.map(
          (stage) => stage.count,
        ),
      ).toEqual([0, 0, 0, 0]);
      const { list } = await call<{ list: TickerItem[] }>('ticker');
      expect(list).toHaveLength(20);
      expect(list.every((item) => item.kind === 'award')).toBe(true);
    } finally {
      await raw().execute(sql`insert into appeals select * from daping_appeals_backup`);
      await raw().execute(sql`drop table daping_appeals_backup`);
      invalidateContent(raw(), 'appeal');
    }
  });
});
