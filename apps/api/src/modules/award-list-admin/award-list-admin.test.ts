// 获扶持名单's list, detail and delete (issue 26): lists newest first with their counts and totals,
// filtered by name and level; one list's companies by amount with 未匹配 marked; a list deleted by
// mistake goes from the home page with its companies, the audit log keeps what it was and why;
// only operators may; member-written names come back as the text they are.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, policyAwardCompanies, policyAwardGroups } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { sessionAs } from '../../../test/helpers/sessions.js';
import { newEnterprise } from './award-fixtures.js';

const MARK = `名单${process.pid % 10_000}`;
const PATHS = {
  list: '/api/console/award-list/list',
  detail: '/api/console/award-list/detail',
  delete: '/api/console/award-list/delete',
  audit: '/api/console/audit/list',
};
const HOSTILE = `<script>alert(1)</script>${MARK}科技有限公司`;

interface Envelope<D> {
  code: number;
  msg: string;
  data: D;
}
interface ListAnswer {
  list: {
    id: number;
    entry_name: string;
    level: number;
    companies: number;
    unmatched: number;
    total_money: number;
    call_title: string | null;
  }[];
  total: number;
}

describeEachDatabase('获扶持名单: list, detail and delete (issue 26)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  let cityId: number;
  let districtId: number;
  let enterpriseId: number;

  async function createList(name: string, level: number, companies: [string, number, boolean][]) {
    const [group] = await kit.db
      .insert(policyAwardGroups)
      .values({ entryName: name, level, createdAt: kit.clock.now() })
      .returning({ id: policyAwardGroups.id });
    await kit.db.insert(policyAwardCompanies).values(
      companies.map(([company, money, matched]) => ({
        groupId: group!.id,
        enterpriseId: matched ? enterpriseId : null,
        enterpriseName: company,
        topicName: '专精特新奖励',
        level,
        unit: '杭州市经济和信息化局',
        totalMoney: money,
      })),
    );
    return group!.id;
  }

  const call = async <D>(path: string, body: unknown, token = operator.token) =>
    (await kit.post(path, body, { token })).json<Envelope<D>>();

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    kit.clock.set(new Date('2030-07-01T02:00:00Z'));
    operator = await kit.consoleSession('demo_operator');
    enterpriseId = await newEnterprise(kit, { name: `${MARK}甲公司` });
    cityId = await createList(`${MARK}市级专精特新名单`, 20, [
      [`${MARK}甲公司`, 30.1, true],
      [HOSTILE, 50.2, false],
      [`${MARK}乙公司`, 0.05, false],
    ]);
    kit.clock.advance(60_000);
    districtId = await createList(`${MARK}区级名单`, 21, [[`${MARK}丙公司`, 5, false]]);
  });
  afterAll(() => kit.app.close());

  it('lists newest first with counts and totals, by name keyword and level', async () => {
    const mine = await call<ListAnswer>(PATHS.list, { keyword: MARK });
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((row) => row.id)).toEqual([districtId, cityId]);
    expect(mine.data.list[1]).toMatchObject({
      entry_name: `${MARK}市级专精特新名单`,
      level: 20,
      companies: 3,
      unmatched: 2,
      total_money: 80.35,
      call_title: null,
    });
    const city = await call<ListAnswer>(PATHS.list, { keyword: MARK, level: 20 });
    expect(city.data.list.map((row) => row.id)).toEqual([cityId]);
    // % and _ are literal in the keyword.
    expect((await call<ListAnswer>(PATHS.list, { keyword: `${MARK}%` })).data.total).toBe(0);
    expect((await call<ListAnswer>(PATHS.list, { level: 17 })).code).toBe(400);
  });

  it('opens one list: its companies by amount, paged, 未匹配 without an enterprise, names as text', async () => {
    const detail = await call<{
      award_list: { id: number; companies: number };
      companies: {
        list: { enterprise_id: number | null; enterprise_name: string; total_money: number }[];
        total: number;
      };
    }>(PATHS.detail, { id: cityId, pageSize: 2 });
    expect(detail.data.award_list).toMatchObject({ id: cityId, companies: 3 });
    expect(detail.data.companies.total).toBe(3);
    expect(detail.data.companies.list).toEqual([
      expect.objectContaining({ enterprise_id: null, enterprise_name: HOSTILE, total_money: 50.2 }),
      expect.objectContaining({ enterprise_id: enterpriseId, total_money: 30.1 }),
    ]);
    const second = await call<{ companies: { list: { total_money: number }[] } }>(PATHS.detail, {
      id: cityId,
      page: 2,
      pageSize: 2,
    });
    expect(second.data.companies.list.map((row) => row.total_money)).toEqual([0.05]);
    expect(await call(PATHS.detail, { id: 999_999 })).toEqual({
      code: 404,
      msg: '获扶持名单不存在或已删除',
    });
  });

  it('deletes a list with its companies, drops it from the home page and audits what it was and why', async () => {
    const home = async () =>
      (await call<{ id: number }[]>('/api/demo/get_policynew', { level: 21 })).data.map(
        (group) => group.id,
      );
    expect((await home())[0]).toBe(districtId);
    expect(await call(PATHS.delete, { id: districtId })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('请填写删除原因'),
    });
    expect(await call(PATHS.delete, { id: districtId, reason: '金额有误，重新导入' })).toEqual({
      code: 200,
      msg: '成功',
      data: { id: districtId, entry_name: `${MARK}区级名单`, companies: 1 },
    });
    expect(await home()).not.toContain(districtId);
    const [left] = await kit.db
      .select({ n: count() })
      .from(policyAwardCompanies)
      .where(eq(policyAwardCompanies.groupId, districtId));
    expect(left!.n).toBe(0);
    expect(await call(PATHS.delete, { id: districtId, reason: '再删一次' })).toEqual({
      code: 404,
      msg: '获扶持名单不存在或已删除',
    });
    const audits = await kit.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'policy_award_group'), eq(auditLog.entityId, districtId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: operator.userId,
      action: 'policy_award_group.delete',
      before: { entry_name: `${MARK}区级名单`, level: 21, companies: 1, total_money: 5 },
      after: { reason: '金额有误，重新导入' },
    });
    // The audit log reads it in words.
    const [entry] = (
      await call<{
        list: {
          action_label: string;
          changes: { label: string; before: string; after: string }[];
        }[];
      }>(PATHS.audit, { entity_type: 'policy_award_group', entity_id: districtId })
    ).data.list;
    expect(entry!.action_label).toBe('删除获扶持名单');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'entry_name', label: '名单名称', before: `${MARK}区级名单`, after: '（空）' },
        { field: 'level', label: '级别', before: '区县级', after: '（空）' },
        { field: 'reason', label: '删除原因', before: '（空）', after: '金额有误，重新导入' },
      ]),
    );
  });

  it('refuses members, handlers, administrators and visitors on every call, deleting nothing', async () => {
    const memberId = await createMember(kit.db);
    const member = await sessionAs(kit.db, memberId, 'member', kit.clock.now());
    const handler = await kit.consoleSession('demo_handler');
    const admin = await kit.consoleSession('demo_admin');
    for (const [path, body] of [
      [PATHS.list, {}],
      [PATHS.detail, { id: cityId }],
      [PATHS.delete, { id: cityId, reason: '无权删除' }],
    ] as const) {
      for (const token of [member.token, handler.token, admin.token]) {
        expect((await kit.post(path, body, { token })).statusCode, path).toBe(403);
      }
      expect((await kit.post(path, body)).statusCode, path).toBe(401);
    }
    const [kept] = await kit.db
      .select({ n: count() })
      .from(policyAwardGroups)
      .where(eq(policyAwardGroups.id, cityId));
    expect(kept!.n).toBe(1);
  });
});
