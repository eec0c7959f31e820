// The renewal warning (list_count) and the deadline inbox (deadline_list) tell the same story: each
// item the warning counts is on /deadlines with its own due date, nothing the warning leaves out
// is (issue 25). Due dates of patent fees and trademark renewals follow DOMAIN "Dates, exactly".
import type { Deadline, RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../plugins/session.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import { postCall, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import {
  addYearsClamped,
  patentFeeDue,
  patentFeeYearOf,
  trademarkGraceEnds,
  trademarkValidUntil,
} from './ip-dates.js';
import { RENEWAL_WINDOW_DAYS } from './renewal-counts.js';

/** The warning's field → the inbox's category, per kind. */
const CATEGORIES: Record<keyof RenewalCounts, string> = {
  zzgl: '资质',
  patent_num: '专利年费',
  copyright_num: '作品著作权',
  softright_num: '软件著作权',
  brand_num: '商标续展',
};

describe('IP dates (DOMAIN "Dates, exactly")', () => {
  it('dues a patent fee year on the filing-date anniversary', () => {
    // DOMAIN: 申请日 1997-06-03, granted 2001 with year 5 paid: year 6 is due by 2002-06-03.
    expect(patentFeeDue('1997-06-03', 6)).toBe('2002-06-03');
    expect(patentFeeYearOf('1997-06-03', '2002-06-03')).toBe(6);
    // DOMAIN: 申请日 1999-06-01: year 1 is 1999-06-01 … 2000-05-31, so year 2 is due 2000-06-01.
    expect(patentFeeDue('1999-06-01', 2)).toBe('2000-06-01');
  });

  it('falls due on 28 February in common years for a 29 February filing', () => {
    expect(patentFeeDue('2016-02-29', 2)).toBe('2017-02-28');
    expect(patentFeeDue('2016-02-29', 5)).toBe('2020-02-29');
    expect(patentFeeYearOf('2016-02-29', '2017-02-28')).toBe(2);
    expect(addYearsClamped('2028-02-29', -1)).toBe('2027-02-28');
  });

  it('names no fee year for a date that is no anniversary', () => {
    expect(patentFeeYearOf('1997-06-03', '2002-06-04')).toBeNull();
    expect(patentFeeYearOf('1997-06-03', '1997-06-03')).toBeNull();
  });

  it('ends a trademark registration and its grace period as DOMAIN has them', () => {
    // DOMAIN: registered 2016-05-07 → valid until 2026-05-06; 宽展期 ends 2026-11-06.
    expect(trademarkValidUntil('2016-05-07')).toBe('2026-05-06');
    expect(trademarkGraceEnds('2026-05-06')).toBe('2026-11-06');
    expect(trademarkGraceEnds('2026-08-31')).toBe('2027-02-28');
  });
});

describeEachDatabase('deadline_list lists what the renewal warning counts', (db) => {
  let app: FastifyInstance;
  let token = '';
  let enterpriseId = 0;
  const today = shanghaiDate(new Date());

  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
    const [holder] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select e.id from enterprises e where exists (select 1 from patents p where p.enterprise_id = e.id and p.status = 'valid') order by e.id limit 1`,
    );
    enterpriseId = holder!.id;
    const [user] = await queryRows<{ id: number }>(
      db.database.db,
      sql`insert into users (username) values ('renewal_ddl_owner') returning id`,
    );
    token = (await createSession(db.database.db, user!.id, new Date())).token;
    await db.database.db.execute(
      sql`insert into enterprise_authentications (user_id, enterprise_id) values (${user!.id}, ${enterpriseId})`,
    );
    // A patent whose year-6 fee falls due in 10 days, filed five years before that day; a
    // trademark whose ten years end in 20 days; one due the day after the window (not listed).
    const filed = addYearsClamped(addDays(today, 10), -5);
    const registered = addYearsClamped(addDays(today, 21), -10);
    await db.database.db.execute(sql`
      insert into patents (enterprise_id, name, number, status, due_on, patent_type, applied_on) values
        (${enterpriseId}, '一种续费测试装置', 'ZLTEST1', 'valid', ${patentFeeDue(filed, 6)}, 'invention', ${filed}),
        (${enterpriseId}, '窗外的专利', 'ZLTEST2', 'valid', ${addDays(today, RENEWAL_WINDOW_DAYS + 1)}, 'utility', null)`);
    await db.database.db.execute(sql`
      insert into trademarks (enterprise_id, name, number, status, due_on, nice_class, registered_on) values
        (${enterpriseId}, '续费测试', 'TMTEST1', 'valid', ${trademarkValidUntil(registered)}, 9, ${registered})`);
  });
  afterAll(async () => {
    await app.close();
    await db.database.db.execute(sql`delete from patents where number like 'ZLTEST%'`);
    await db.database.db.execute(sql`delete from trademarks where number = 'TMTEST1'`);
    await db.database.db.execute(sql`delete from users where username = 'renewal_ddl_owner'`);
  });

  async function deadlines(): Promise<Deadline[]> {
    const res = await postCall(app, '/api/message/deadline_list', {}, { token });
    expect(res.statusCode).toBe(200);
    return res.json<Answer<{ list: Deadline[] }>>().data.list;
  }

  it('has, per kind, exactly as many items as the warning counts', async () => {
    const res = await postCall(
      app,
      '/api/Enterprise/list_count',
      { enterprise_id: enterpriseId },
      {
        token,
      },
    );
    const counts = res.json<Answer<RenewalCounts>>().data;
    const list = await deadlines();
    for (const [field, category] of Object.entries(CATEGORIES)) {
      expect(
        list.filter((entry) => entry.category === category).length,
        `${category} on /deadlines`,
      ).toBe(counts[field as keyof RenewalCounts]);
    }
    expect(counts.patent_num + counts.brand_num).toBeGreaterThan(0);
  });

  it('shows each item’s stored due date and leaves out those beyond the window', async () => {
    const list = await deadlines();
    const rows = await queryRows<{ number: string; due_on: string }>(
      db.database.db,
      sql`select number, due_on::text as due_on from patents where enterprise_id = ${enterpriseId} and status = 'valid' and due_on <= ${addDays(today, RENEWAL_WINDOW_DAYS)}`,
    );
    for (const row of rows) {
      const entry = list.find((item) => item.title.includes(`（${row.number}）`));
      expect(entry?.due_date, row.number).toBe(row.due_on);
    }
    expect(list.some((item) => item.title.includes('ZLTEST2'))).toBe(false);
  });

  it('names the patent fee year and the trademark’s grace period by DOMAIN "Dates, exactly"', async () => {
    const list = await deadlines();
    const patent = list.find((item) => item.title.includes('ZLTEST1'));
    expect(patent).toMatchObject({
      category: '专利年费',
      title: '缴纳专利第6年年费：一种续费测试装置（ZLTEST1）',
      due_date: addDays(today, 10),
      days_left: 10,
      link: '/deadlines',
    });
    const trademark = list.find((item) => item.title.startsWith('商标续展：续费测试'));
    expect(trademark).toMatchObject({
      due_date: addDays(today, 20),
      title: `商标续展：续费测试（第9类，宽展期至${trademarkGraceEnds(addDays(today, 20))}）`,
    });
  });
});

describeEachDatabase('the seeded IP dates', (db) => {
  it('dues every seeded patent on a filing-date anniversary and every trademark on its last registered day (DOMAIN "Dates, exactly")', async () => {
    const patents = await queryRows<{ applied_on: string; due_on: string }>(
      db.database.db,
      sql`select applied_on::text as applied_on, due_on::text as due_on from patents where due_on is not null and number not like 'ZLTEST%'`,
    );
    expect(patents.length).toBeGreaterThan(0);
    for (const row of patents)
      expect(patentFeeYearOf(row.applied_on, row.due_on), row.due_on).not.toBeNull();
    const trademarks = await queryRows<{ registered_on: string; due_on: string }>(
      db.database.db,
      sql`select registered_on::text as registered_on, due_on::text as due_on from trademarks where due_on is not null and number <> 'TMTEST1'`,
    );
    expect(trademarks.length).toBeGreaterThan(0);
    for (const row of trademarks) expect(row.due_on).toBe(trademarkValidUntil(row.registered_on));
  });
});
