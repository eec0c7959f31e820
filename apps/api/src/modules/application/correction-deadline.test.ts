// A 补正 past its period (issue 25), on demo_enterprise's seeded application in 补正. DOMAIN §3
// (../shared/DOMAIN.md): 补正 lists every missing item at once and goes "back to the applicant,
// resubmitted" — it names no state for a 补正 left too long, and the flow table
// (packages/portal-sdk/src/flows/policy-application.ts) has no event for it. So after its last day
// the server refuses 补正后重新提交 (event resubmit) with a Chinese message, the application stays
// in 补正 unchanged (撤回 is still offered), and 申报中 says 已逾期 instead of "在 … 前重新提交".
import type {
  Application,
  ApplicationDetail,
  ApplicationItem,
  Deadline,
} from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { DEMO_ENTERPRISE_USERNAME } from '../../db/seed/content/demo-enterprise.js';
import { createSession } from '../../plugins/session.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import { postCall, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';
import { CORRECTION_DAYS } from './due.js';

describeEachDatabase('补正 past its deadline', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date());
  let userId = 0;
  let application = { id: 0, version: 0, decided_at: '' };
  let due = '';
  const raw = () => db.database.db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const [found] = await queryRows<{
      user_id: number;
      id: number;
      version: number;
      decided_at: string;
    }>(
      raw(),
      sql`select u.id as user_id, p.id, p.version, p.decided_at
          from users u
          join enterprise_authentications a on a.user_id = u.id
          join policy_applications p on p.enterprise_id = a.enterprise_id
          where lower(u.username) = ${DEMO_ENTERPRISE_USERNAME} and p.state = 'correction'
          order by p.id limit 1`,
    );
    userId = found!.user_id;
    application = found!;
    due = addDays(shanghaiDate(new Date(found!.decided_at)), CORRECTION_DAYS);
  });
  afterAll(() => app.close());

  /** The clock at noon (Shanghai) of `day`, and a session of that moment. */
  const at = async (day: string) => {
    clock.set(new Date(`${day}T04:00:00Z`));
    return (await createSession(raw(), userId, clock.now())).token;
  };
  const call = async <D>(token: string, path: string, body: object) => {
    const res = await postCall(app, path, body, { token });
    return { status: res.statusCode, body: res.json<Answer<D>>() };
  };
  const listed = async (token: string) => {
    const { body } = await call<Paged<ApplicationItem>>(token, '/api/application/list', {
      pageSize: 50,
    });
    return body.data.list.find((item) => item.id === application.id)!;
  };

  /** The application's entry in the deadline inbox (待办期限). */
  const inInbox = async (token: string) => {
    const { body } = await call<{ list: Deadline[] }>(token, '/api/message/deadline_list', {});
    return body.data.list.find((entry) => entry.key === `application_correction-${application.id}`);
  };

  it('on its last day: 在 … 前重新提交, and 补正后重新提交 is offered', async () => {
    const token = await at(due);
    const item = await listed(token);
    expect(item.next_step).toContain(`在 ${due} 前重新提交`);
    expect(item.deadline).toEqual({ due_on: due, label: '补正截止', overdue: false });
    const { body } = await call<ApplicationDetail>(token, '/api/application/detail', {
      id: application.id,
    });
    expect(body.data.actions).toContain('resubmit');
    expect(await inInbox(token)).toMatchObject({ due_date: due, days_left: 0, actionable: true });
  });

  it('the day after: 已逾期 on 申报中, no resubmit offered, and a resubmit refused in Chinese with nothing changed', async () => {
    const token = await at(addDays(due, 2));
    const item = await listed(token);
    expect(item.next_step).not.toContain('前重新提交');
    expect(item.next_step).toContain('补正已逾期');
    expect(item.deadline).toEqual({ due_on: due, label: '补正截止', overdue: true });

    const detail = await call<ApplicationDetail>(token, '/api/application/detail', {
      id: application.id,
    });
    expect(detail.body.data.actions).not.toContain('resubmit');
    expect(detail.body.data.actions).toContain('withdraw');
    // Still listed (overdue, so the member sees it), but no longer to be settled there: 查看, not 去办理.
    expect(await inInbox(token)).toMatchObject({ days_left: -2, actionable: false });

    const refused = await call<Application>(token, '/api/application/submit', {
      id: application.id,
      version: application.version,
      submit_key: 'late-correction-1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      `补正期限已于 ${due} 届满，不能再重新提交。如仍需申报，可撤回本申报后在申报期内重新申报，或联系受理部门。`,
    );
    const [after] = await queryRows<{ state: string; version: number }>(
      raw(),
      sql`select state, version from policy_applications where id = ${application.id}`,
    );
    expect(after).toEqual({ state: 'correction', version: application.version });
  });
});
