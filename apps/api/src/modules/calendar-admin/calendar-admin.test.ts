// 工作日历 (issue 26): 2026 as seeded from chinese-days, with its holidays' runs and make-up days;
// an operator enters 2027 (audited, and working days through it are then known); every refusal
// of a bad row writes nothing; members and handlers may not write; next year's status.
import { calls } from '@qyfw/portal-sdk/schemas';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, workCalendarDays, workCalendarYears } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { seedWorkCalendar } from '../../db/seed/work-calendar.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { addWorkdays, loadWorkCalendar } from '../shared/working-days.js';

const OPERATOR_ONLY = '没有权限：该操作仅限平台运营';

/** An invented but plausible 2027: 元旦 on Friday 1 January, 春节 from 除夕 (Friday 5 February). */
const SCHEDULE_2027 = [
  { day: '2027-01-01', is_workday: false, name: '元旦' },
  { day: '2027-02-05', is_workday: false, name: '春节' },
  { day: '2027-02-08', is_workday: false, name: '春节' },
  { day: '2027-02-09', is_workday: false, name: '春节' },
  { day: '2027-02-10', is_workday: false, name: '春节' },
  { day: '2027-02-11', is_workday: false, name: '春节' },
  { day: '2027-02-12', is_workday: false, name: '春节' },
  { day: '2027-01-30', is_workday: true, name: '春节' },
  { day: '2027-02-20', is_workday: true, name: '春节' },
];

describeEachDatabase('工作日历 (calendar-admin)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  let handler: { token: string; userId: number };
  let member: { token: string; userId: number };

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
    handler = await kit.consoleSession('demo_handler');
    member = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
  });
  afterAll(() => kit.app.close());

  const call = (path: string, body: unknown, token: string) => kit.post(path, body, { token });
  const readYear = async (year: number, token = operator.token) =>
    (await call(calls.admin_calendar_year.path, { year }, token)).json().data;

  /** Every calendar row of 2027 and the audit rows: what a refusal must leave alone. */
  const state2027 = async () => ({
    days: await kit.db
      .select()
      .from(workCalendarDays)
      .where(gte(workCalendarDays.day, '2027-01-01')),
    year: await kit.db.select().from(workCalendarYears).where(eq(workCalendarYears.year, 2027)),
    audit: (await kit.db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  it('reads 2026 as seeded from chinese-days, to every console role', async () => {
    const year = await readYear(2026, handler.token);
    expect(year.entered).toMatchObject({ source: 'chinese-days', entered_by: null });
    expect(year.days).toContainEqual({ day: '2026-10-01', is_workday: false, name: '国庆节' });
    expect(year.days).toContainEqual({ day: '2026-02-14', is_workday: true, name: '春节' });
    // Only what differs from Monday–Friday: 3 October 2026 is a Saturday.
    expect(year.days.some((row: { day: string }) => row.day === '2026-10-03')).toBe(false);
    expect(year.holidays).toEqual([
      {
        name: '元旦',
        start: '2026-01-01',
        end: '2026-01-03',
        rest_days: 3,
        workdays: ['2026-01-04'],
      },
      {
        name: '春节',
        start: '2026-02-15',
        end: '2026-02-23',
        rest_days: 9,
        workdays: ['2026-02-14', '2026-02-28'],
      },
      { name: '清明节', start: '2026-04-04', end: '2026-04-06', rest_days: 3, workdays: [] },
      {
        name: '劳动节',
        start: '2026-05-01',
        end: '2026-05-05',
        rest_days: 5,
        workdays: ['2026-05-09'],
      },
      { name: '端午节', start: '2026-06-19', end: '2026-06-21', rest_days: 3, workdays: [] },
      { name: '中秋节', start: '2026-09-25', end: '2026-09-27', rest_days: 3, workdays: [] },
      {
        name: '国庆节',
        start: '2026-10-01',
        end: '2026-10-07',
        rest_days: 7,
        workdays: ['2026-09-20', '2026-10-10'],
      },
    ]);
    // 2025 joined 中秋 to 国庆: one run of 8 days, named as the notice names it.
    expect((await readYear(2025)).holidays).toContainEqual({
      name: '国庆节、中秋节',
      start: '2025-10-01',
      end: '2025-10-08',
      rest_days: 8,
      workdays: ['2025-09-28', '2025-10-11'],
    });
  });

  it('seeds idempotently: only a year missing is written again, an entered one is left alone', async () => {
    expect(await seedWorkCalendar(kit.db)).toEqual([]);
    const of2025 = () =>
      kit.db
        .select()
        .from(workCalendarDays)
        .where(
          and(gte(workCalendarDays.day, '2025-01-01'), lte(workCalendarDays.day, '2025-12-31')),
        );
    const rows = await of2025();
    expect(rows.length).toBeGreaterThan(20);
    await kit.db.delete(workCalendarYears).where(eq(workCalendarYears.year, 2025));
    expect(await seedWorkCalendar(kit.db)).toEqual([2025]);
    expect(await of2025()).toEqual(rows);
  });

  it('says next year is not entered, then an operator enters 2027, audited', async () => {
    const status = async () =>
      (await call(calls.admin_calendar_status.path, {}, handler.token)).json().data;
    expect(await status()).toMatchObject({
      current_year: 2026,
      next_year: 2027,
      current_year_entered: true,
      next_year_entered: false,
    });
    expect((await status()).years).toEqual(expect.arrayContaining([2025, 2026]));
    expect((await readYear(2027)).entered).toBeNull();
    const before = await loadWorkCalendar(kit.db);
    expect(addWorkdays(before, '2026-12-25', 10)).toMatchObject({ known: false });

    const res = await call(
      calls.admin_calendar_year_save.path,
      { year: 2027, expected_entered_at: null, days: SCHEDULE_2027 },
      operator.token,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.entered).toMatchObject({ source: 'operator', source_label: '运营录入' });
    expect(saved.entered.entered_by).toBeTruthy();
    expect(saved.days).toHaveLength(SCHEDULE_2027.length);
    expect(saved.holidays).toEqual([
      { name: '元旦', start: '2027-01-01', end: '2027-01-03', rest_days: 3, workdays: [] },
      {
        name: '春节',
        start: '2027-02-05',
        end: '2027-02-14',
        rest_days: 10,
        workdays: ['2027-01-30', '2027-02-20'],
      },
    ]);
    expect((await status()).next_year_entered).toBe(true);

    const [audit] = await kit.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'work_calendar.save'), eq(auditLog.entityId, 2027)));
    expect(audit).toMatchObject({ actorUserId: operator.userId, actorRole: 'operator' });
    expect(audit!.before).toMatchObject({ source: null, days: [] });
    expect(audit!.after).toMatchObject({ source: 'operator', rest_days: 7, make_up_days: 2 });
    expect((audit!.after as { days: string[] }).days).toContain('2027-01-01 休 元旦');

    // The clock through 1 January 2027 is now known, and a day later than Monday–Friday said.
    expect(addWorkdays(await loadWorkCalendar(kit.db), '2026-12-25', 10)).toEqual({
      value: '2027-01-11',
      known: true,
      unknownYears: [],
    });
  });

  it('refuses every bad schedule with its reason and writes nothing', async () => {
    const current = (await readYear(2027)).entered.entered_at as string;
    const before = await state2027();
    const save = (days: unknown[], expected: string | null = current, year = 2027) =>
      call(
        calls.admin_calendar_year_save.path,
        { year, expected_entered_at: expected, days },
        operator.token,
      );
    const refusals: [unknown[], number, string][] = [
      [
        [...SCHEDULE_2027, { day: '2028-01-03', is_workday: false, name: '元旦' }],
        400,
        '2028-01-03 不在 2027 年内',
      ],
      [
        [...SCHEDULE_2027, { day: '2027-01-02', is_workday: false, name: '元旦' }],
        400,
        '2027-01-02 是星期六，本就休息',
      ],
      [
        [...SCHEDULE_2027, { day: '2027-02-01', is_workday: true, name: '春节' }],
        400,
        '调休上班日只能是周六或周日',
      ],
      [[...SCHEDULE_2027, SCHEDULE_2027[0]], 400, '2027-01-01 重复录入'],
      [[{ day: '2027-01-01', is_workday: false, name: '  ' }], 400, '请填写节假日名称'],
      [
        [{ day: '2027-01-01', is_workday: false, name: '元'.repeat(21) }],
        400,
        '节假日名称不能超过20个字',
      ],
      [[{ day: '2027-02-30', is_workday: false, name: '春节' }], 400, '日期须为有效日期'],
      [[], 400, '请至少录入一天放假或调休上班日'],
    ];
    for (const [days, status, message] of refusals) {
      const res = await save(days);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().msg).toContain(message);
    }
    // Someone saved meanwhile (the editor started from no entry, or from an older one).
    for (const expected of [null, '2026-01-01T00:00:00.000Z']) {
      const res = await save(SCHEDULE_2027, expected);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该年度的节假日安排已被他人修改，请刷新后重新录入');
    }
    expect(await state2027()).toEqual(before);
  });

  it('refuses writing to a member and a handler, and reading to a member', async () => {
    const before = await state2027();
    for (const who of [member, handler]) {
      const res = await call(
        calls.admin_calendar_year_save.path,
        { year: 2027, expected_entered_at: null, days: SCHEDULE_2027 },
        who.token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: OPERATOR_ONLY });
    }
    const read = await call(calls.admin_calendar_year.path, { year: 2026 }, member.token);
    expect(read.statusCode).toBe(403);
    expect(await state2027()).toEqual(before);
  });
});
