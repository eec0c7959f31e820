// An application form's number and date fields are bounded by their unit (issue 23), on both
// databases: −12345.678 and 1e308 万元, 3.5 人 and a date before 1949 are refused at save with 400
// and a Chinese message naming the field, nothing written; a draft whose stored answer is out of
// bounds (saved before the bounds) is refused at submit and stays a draft.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { queryCount, queryRows } from '../shared/testing.js';
import { FORM_FIELDS, fullDraft, newCall, newEnterprise, PATHS } from './application-kit.js';
import type { TestEnterprise } from './application-kit.js';

const EXTRA_FIELDS = [
  { key: 'staff', label: '项目研发人员', type: 'number', required: false, unit: '人' },
  { key: 'started_on', label: '项目开始日期', type: 'date', required: false },
];

describeEachDatabase('application: number and date fields bounded by their unit', (db) => {
  let kit: AuthKit;
  let firm: TestEnterprise;
  let callId: number;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    firm = await newEnterprise(kit);
    callId = await newCall(kit.db);
    await kit.db.execute(
      sql`update policy_calls set form_fields = ${JSON.stringify([...FORM_FIELDS, ...EXTRA_FIELDS])}::jsonb
          where id = ${callId}`,
    );
  });
  afterAll(() => kit.app.close());

  const token = () => firm.members[0].token;
  const applications = () =>
    queryCount(
      kit.db,
      sql`select count(*)::int as n from policy_applications where enterprise_id = ${firm.id}`,
    );

  describe('save', () => {
    it.each([
      [{ rd_spending: -12345.678 }, '“上年度研发费用”不能为负数'],
      [{ rd_spending: 1e308 }, '“上年度研发费用”不能超过1000000000万元'],
      [{ rd_spending: 320.555 }, '“上年度研发费用”最多保留两位小数'],
      [{ staff: 3.5 }, '“项目研发人员”须为整数'],
      [{ staff: -1 }, '“项目研发人员”不能为负数'],
      [{ started_on: '0001-01-01' }, '“项目开始日期”不能早于1949-01-01'],
      [{ started_on: '9999-12-31' }, '“项目开始日期”不能晚于2099-12-31'],
    ])('refuses %j with 400 and writes nothing', async (answer, message) => {
      const draft = await fullDraft(kit.db, firm.members[0], callId);
      const before = await applications();
      const res = await kit.post(
        PATHS.save,
        { ...draft, form: { ...draft.form, ...answer } },
        { token: token() },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(message);
      expect(await applications()).toBe(before);
    });

    it('takes answers within bounds', async () => {
      const draft = await fullDraft(kit.db, firm.members[0], callId);
      const res = await kit.post(
        PATHS.save,
        { ...draft, form: { ...draft.form, rd_spending: 0, staff: 12, started_on: '2026-04-01' } },
        { token: token() },
      );
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('submit refuses a stored answer out of bounds and the draft stays a draft', async () => {
    const [draft] = await queryRows<{ id: number; version: number }>(
      kit.db,
      sql`select id, version from policy_applications where enterprise_id = ${firm.id} and call_id = ${callId}`,
    );
    // As a draft saved before the bounds holds it.
    await kit.db.execute(
      sql`update policy_applications set form = jsonb_set(form, '{rd_spending}', '-12345.678'::jsonb)
          where id = ${draft!.id}`,
    );
    const res = await kit.post(
      PATHS.submit,
      { id: draft!.id, version: draft!.version, submit_key: 'bounds-submit-1' },
      { token: token() },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe('“上年度研发费用”不能为负数');
    const [after] = await queryRows<{ state: string; version: number; events: number }>(
      kit.db,
      sql`select state, version, (select count(*)::int from workflow_events
            where entity_type = 'policy_application' and entity_id = ${draft!.id}) as events
          from policy_applications where id = ${draft!.id}`,
    );
    expect(after).toEqual({ state: 'draft', version: draft!.version, events: 0 });
  });
});
