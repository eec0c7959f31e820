import type { RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../plugins/session.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { addDays, shanghaiDate } from '../shared/dates.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';
import { RENEWAL_WINDOW_DAYS } from './renewal-counts.js';

const KINDS = {
  zzgl: 'qualifications',
  patent_num: 'patents',
  copyright_num: 'copyrights',
  softright_num: 'software_copyrights',
  brand_num: 'trademarks',
} as const;

describeEachDatabase('list_count', (db) => {
  let app: FastifyInstance;
  /** Members made for this suite: an authenticated owner, an approved and a pending edit, none. */
  const members = { owner: 0, approvedEdit: 0, pendingEdit: 0, noEnterprise: 0 };
  const tokens: Record<keyof typeof members, string> = {
    owner: '',
    approvedEdit: '',
    pendingEdit: '',
    noEnterprise: '',
  };
  let ownEnterprise = 0;
  let editedEnterprise = 0;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
    const [first, second] = await queryRows<{ id: number }>(
      db.database.db,
      sql`select e.id from enterprises e where exists (select 1 from patents p where p.enterprise_id = e.id and p.status = 'valid') order by e.id desc limit 2`,
    );
    ownEnterprise = first!.id;
    editedEnterprise = second!.id;
    for (const name of Object.keys(members) as (keyof typeof members)[]) {
      const [row] = await queryRows<{ id: number }>(
        db.database.db,
        sql`insert into users (username) values (${`list_count_${name}`}) returning id`,
      );
      members[name] = row!.id;
      tokens[name] = (await createSession(db.database.db, row!.id, new Date())).token;
    }
    await db.database.db.execute(
      sql`insert into enterprise_authentications (user_id, enterprise_id) values (${members.owner}, ${ownEnterprise})`,
    );
    await db.database.db.execute(sql`
      insert into enterprise_edits (user_id, enterprise_id, enterprise_name, credit_code, state) values
        (${members.approvedEdit}, ${editedEnterprise}, '编辑企业', '91330106MA2000001X', 'approved'),
        (${members.pendingEdit}, ${editedEnterprise}, '编辑企业', '91330106MA2000001X', 'pending')`);
  });
  afterAll(async () => {
    await app.close();
    await db.database.db.execute(sql`delete from users where username like 'list_count_%'`);
  });

  const listCount = (payload: unknown, token?: string) =>
    postCall(app, '/api/Enterprise/list_count', payload, token ? { token } : {});

  /**
   * What the warning must count: valid items due within 90 days or overdue, read here — but a
   * qualification's due date is its 有效期至: past it, it is 已失效 and owes no renewal.
   */
  async function expectedCounts(enterpriseId: number): Promise<RenewalCounts> {
    const today = shanghaiDate(new Date());
    const horizon = addDays(today, RENEWAL_WINDOW_DAYS);
    const entries = await Promise.all(
      Object.entries(KINDS).map(async ([field, table]) => [
        field,
        await queryCount(
          db.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where enterprise_id = ${enterpriseId} and status = 'valid' and due_on <= ${horizon}
              ${table === 'qualifications' ? sql`and due_on >= ${today}` : sql``}`,
        ),
      ]),
    );
    return Object.fromEntries(entries) as RenewalCounts;
  }

  describe('the member’s own enterprise', () => {
    it('answers the renewal counts of an authenticated enterprise', async () => {
      const res = await listCount(
        { enterprise_id: ownEnterprise, user_id: members.owner },
        tokens.owner,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer<RenewalCounts>>()).toEqual({
        code: 200,
        msg: '成功',
        data: await expectedCounts(ownEnterprise),
      });
    });

    it('answers for an enterprise from an approved edit (qyedit status 2)', async () => {
      const res = await listCount({ enterprise_id: editedEnterprise }, tokens.approvedEdit);
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer<RenewalCounts>>().data).toEqual(
        await expectedCounts(editedEnterprise),
      );
    });

    it('counts overdue and soon-due valid items, not later, lapsed or pending ones', async () => {
      const today = shanghaiDate(new Date());
      const before = (await listCount({ enterprise_id: ownEnterprise }, tokens.owner)).json<
        Answer<RenewalCounts>
      >().data;
      await db.database.db.execute(sql`
        insert into trademarks (enterprise_id, name, number, status, due_on, nice_class) values
          (${ownEnterprise}, '逾期', 'T1', 'valid', ${addDays(today, -5)}, 9),
          (${ownEnterprise}, '今天', 'T2', 'valid', ${today}, 9),
          (${ownEnterprise}, '第90天', 'T3', 'valid', ${addDays(today, RENEWAL_WINDOW_DAYS)}, 9),
          (${ownEnterprise}, '第91天', 'T4', 'valid', ${addDays(today, RENEWAL_WINDOW_DAYS + 1)}, 9),
          (${ownEnterprise}, '已失效', 'T5', 'lapsed', ${addDays(today, -5)}, 9),
          (${ownEnterprise}, '审查中', 'T6', 'pending', null, 9)`);
      try {
        const after = (await listCount({ enterprise_id: ownEnterprise }, tokens.owner)).json<
          Answer<RenewalCounts>
        >().data;
        expect(after).toEqual({ ...before, brand_num: before.brand_num + 3 });
      } finally {
        await db.database.db.execute(
          sql`delete from trademarks where enterprise_id = ${ownEnterprise} and number in ('T1', 'T2', 'T3', 'T4', 'T5', 'T6')`,
        );
      }
    });
  });

  describe('refusals', () => {
    it('answers 403 for another enterprise’s id', async () => {
      const res = await listCount({ enterprise_id: editedEnterprise }, tokens.owner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '无权查看该企业的信息' });
    });

    it('answers 403 to a member whose edit is not approved, or who has no enterprise', async () => {
      expect(
        (await listCount({ enterprise_id: editedEnterprise }, tokens.pendingEdit)).statusCode,
      ).toBe(403);
      expect(
        (await listCount({ enterprise_id: ownEnterprise }, tokens.noEnterprise)).statusCode,
      ).toBe(403);
    });

    it('answers 403 when the body’s user_id names somebody else', async () => {
      const res = await listCount(
        { enterprise_id: ownEnterprise, user_id: members.noEnterprise },
        tokens.owner,
      );
      expect(res.statusCode).toBe(403);
    });

    it('answers 401 without a token or with one never issued', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const res = await listCount({ enterprise_id: ownEnterprise }, token);
        expect(res.statusCode).toBe(401);
        expect(res.json<{ code: number }>().code).toBe(401);
      }
    });

    it.each([
      ['a missing enterprise_id', {}],
      ['a string enterprise_id', { enterprise_id: String(1) }],
      ['SQL in enterprise_id', { enterprise_id: '1 or 1=1' }],
      ['a zero enterprise_id', { enterprise_id: 0 }],
    ])('answers 400 in Chinese for %s', async (_case, payload) => {
      const res = await listCount(payload, tokens.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: number; msg: string }>()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/enterprise_id/),
      });
    });
  });
});
