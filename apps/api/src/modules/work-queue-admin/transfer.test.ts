// 转办 (issue 26): an operator hands a pending authentication to a colleague with a reason; the
// colleague's 待办 shows it first with who and why, the operator's no longer does, 全部 names the
// colleague; the audit log keeps before → after. Refused, with nothing changed: to oneself, to a
// disabled account, to a member, to a role that does not act on the kind, an item no longer
// pending, a blank reason; and the calls themselves to members, handlers, administrators and a
// staff account's portal session. Deciding the item ends the hand-over.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, workQueueAssignments } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { sessionAs } from '../../../test/helpers/sessions.js';
import { newMember, PASSWORD, PATHS, submissionOf } from '../identity/identity-kit.js';

const TRANSFER = '/api/console/work-queue/transfer';
const COLLEAGUES = '/api/console/work-queue/colleagues';
const QUEUE = '/api/console/work-queue/list';
const REASON = '该企业与本人对接的企业有关联，请李婷回避审核后处理';

interface Item {
  kind: string;
  id: number;
  title: string;
  pending: boolean;
  assignee_id: number | null;
  assignee_name: string | null;
  assigned_to_me: boolean;
  transfer_reason: string | null;
  transferred_by_name: string | null;
}
interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

describeEachDatabase('转办: admin_work_queue_transfer and admin_work_queue_colleagues', (db) => {
  let kit: AuthKit;
  let staffCounter = 0;

  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  /** A member of staff of `role` with a console session (and a password, for the portal case). */
  async function staff(role: 'operator' | 'handler' | 'admin', nickname: string) {
    staffCounter += 1;
    const username = `wq_${role}_${process.pid % 10_000}_${staffCounter}`;
    const userId = await createMember(kit.db, { username, password: PASSWORD });
    await kit.db.update(users).set({ role, nickname }).where(eq(users.id, userId));
    const { token } = await sessionAs(kit.db, userId, role, kit.clock.now());
    return { userId, token, username, nickname };
  }

  /** A member's pending authentication request: its id and version. */
  async function pendingRequest(name: string) {
    const member = await newMember(kit);
    const res = await kit.post(PATHS.submit, await submissionOf(kit.db, member, undefined, name), {
      token: member.token,
    });
    return res.json<Answer<{ id: number; version: number }>>().data;
  }

  const transfer = (token: string, body: Record<string, unknown>) =>
    kit.post(TRANSFER, body, { token });
  const queue = async (token: string, tab = 'todo') =>
    (await kit.post(QUEUE, { tab, pageSize: 100 }, { token })).json<
      Answer<{ list: Item[]; total: number; counts: Record<string, number> }>
    >().data;
  const findIn = (list: Item[], id: number) =>
    list.find((item) => item.kind === 'enterprise_auth' && item.id === id);

  /** What a refusal must leave alone: the item's hand-over and the audit log. */
  const snapshot = async (id: number) => ({
    assignment: await kit.db
      .select()
      .from(workQueueAssignments)
      .where(
        and(eq(workQueueAssignments.kind, 'enterprise_auth'), eq(workQueueAssignments.itemId, id)),
      ),
    audit: (await kit.db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  it('hands a pending request to a colleague: it leads their 待办 with who and why, leaves mine, and 全部 names them; audited', async () => {
    const me = await staff('operator', '周测试');
    const colleague = await staff('operator', '李测试');
    const request = await pendingRequest(`转办测试科技有限公司${process.pid}`);
    const before = await queue(me.token);
    expect(findIn(before.list, request.id)).toMatchObject({ pending: true, assignee_id: null });

    const res = await transfer(me.token, {
      kind: 'enterprise_auth',
      id: request.id,
      assignee_id: colleague.userId,
      reason: `  ${REASON}  `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer<unknown>>().data).toMatchObject({
      kind: 'enterprise_auth',
      id: request.id,
      assignee_id: colleague.userId,
      assignee_name: '李测试',
      transfer_reason: REASON,
      transferred_by_name: '周测试',
    });

    const theirs = await queue(colleague.token);
    // Handed to them, so first in their 待办 although older requests wait in the pool.
    expect(theirs.list[0]).toMatchObject({
      id: request.id,
      assigned_to_me: true,
      assignee_name: '李测试',
      transfer_reason: REASON,
      transferred_by_name: '周测试',
    });
    const mine = await queue(me.token);
    expect(findIn(mine.list, request.id)).toBeUndefined();
    expect(mine.counts.enterprise_auth).toBe(before.counts.enterprise_auth! - 1);
    expect(theirs.counts.enterprise_auth).toBe(before.counts.enterprise_auth);
    expect(findIn((await queue(me.token, 'all')).list, request.id)).toMatchObject({
      assignee_name: '李测试',
      assigned_to_me: false,
      transfer_reason: REASON,
    });

    const audit = await kit.post(
      '/api/console/audit/list',
      { entity_type: 'enterprise_auth', entity_id: request.id },
      { token: me.token },
    );
    const entry = audit
      .json<Answer<{ list: { action: string; action_label: string; changes: unknown[] }[] }>>()
      .data.list.find((row) => row.action === 'work_queue.transfer');
    expect(entry).toMatchObject({
      action_label: '转办',
      changes: [
        { label: '接收人', before: '（空）', after: '李测试' },
        { label: '转办原因', before: '（空）', after: REASON },
      ],
    });
  });

  it('hands it on again to a third colleague, and the audit keeps who had it before', async () => {
    const me = await staff('operator', '周二');
    const first = await staff('operator', '钱二');
    const second = await staff('operator', '孙二');
    const request = await pendingRequest(`再次转办科技有限公司${process.pid}`);
    const body = { kind: 'enterprise_auth', id: request.id, reason: '请协助审核' };
    expect((await transfer(me.token, { ...body, assignee_id: first.userId })).statusCode).toBe(200);
    // Already with 钱二: handing it to them again changes nothing.
    const again = await transfer(me.token, { ...body, assignee_id: first.userId });
    expect(again.json<Answer<null>>()).toMatchObject({ code: 400, msg: '该事项已转办给钱二' });
    expect((await transfer(first.token, { ...body, assignee_id: second.userId })).statusCode).toBe(
      200,
    );
    expect(findIn((await queue(first.token)).list, request.id)).toBeUndefined();
    expect(findIn((await queue(second.token)).list, request.id)).toMatchObject({
      assigned_to_me: true,
      transferred_by_name: '钱二',
    });
    const [row] = await kit.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'work_queue.transfer'), eq(auditLog.actorUserId, first.userId)),
      );
    expect(row).toEqual({
      before: { assignee: '钱二', transfer_reason: '请协助审核' },
      after: { assignee: '孙二', transfer_reason: '请协助审核' },
    });
  });

  it('offers as colleagues the active operators other than me: no disabled account, handler, administrator or member', async () => {
    const me = await staff('operator', '周三');
    const active = await staff('operator', '吴三');
    const disabled = await staff('operator', '郑三');
    await kit.db
      .update(users)
      .set({ disabledAt: kit.clock.now(), disabledReason: '离职' })
      .where(eq(users.id, disabled.userId));
    const handler = await staff('handler', '王三');
    const admin = await staff('admin', '赵三');
    const member = await newMember(kit, '林三');
    const res = await kit.post(COLLEAGUES, { kind: 'policy_application' }, { token: me.token });
    const ids = res
      .json<Answer<{ list: { id: number; role_label: string }[] }>>()
      .data.list.map((row) => row.id);
    expect(ids).toContain(active.userId);
    for (const excluded of [me, disabled, handler, admin, member]) {
      expect(ids).not.toContain(excluded.userId);
    }
    expect(res.json<Answer<{ list: { id: number }[] }>>().data.list).toContainEqual({
      id: active.userId,
      name: '吴三',
      role: 'operator',
      role_label: '平台运营',
    });
  });

  describe('refusals change nothing', () => {
    it('refuses myself, a disabled account, a member, a handler, an administrator, an unknown id and a blank reason', async () => {
      const me = await staff('operator', '周四');
      const disabled = await staff('operator', '郑四');
      await kit.db
        .update(users)
        .set({ disabledAt: kit.clock.now() })
        .where(eq(users.id, disabled.userId));
      const handler = await staff('handler', '王四');
      const admin = await staff('admin', '赵四');
      const member = await newMember(kit, '林四');
      const colleague = await staff('operator', '李四');
      const request = await pendingRequest(`拒绝转办科技有限公司${process.pid}`);
      const body = { kind: 'enterprise_auth', id: request.id, reason: REASON };
      const before = await snapshot(request.id);

      const cases: [Record<string, unknown>, number, string | RegExp][] = [
        [{ ...body, assignee_id: me.userId }, 400, '不能转办给自己'],
        [{ ...body, assignee_id: disabled.userId }, 400, '郑四的账号已停用，不能接收转办'],
        [{ ...body, assignee_id: member.userId }, 400, '林四不是工作人员，不能接收转办'],
        [
          { ...body, assignee_id: handler.userId },
          400,
          '王四（办理人员）不能办理企业认证申请，请转办给平台运营',
        ],
        [
          { ...body, assignee_id: admin.userId },
          400,
          '赵四（系统管理员）不能办理企业认证申请，请转办给平台运营',
        ],
        [{ ...body, assignee_id: 2_000_000_000 }, 400, '接收人不存在'],
        [{ ...body, assignee_id: colleague.userId, reason: '   ' }, 400, '请填写转办原因'],
        [{ kind: 'enterprise_auth', id: request.id, reason: REASON }, 400, '请选择接收人'],
        [{ ...body, kind: 'appeal', assignee_id: colleague.userId }, 400, '事项类型不正确'],
        [{ ...body, id: 2_000_000_000, assignee_id: colleague.userId }, 404, /不存在/],
      ];
      for (const [payload, status, msg] of cases) {
        const res = await transfer(me.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json<Answer<null>>().msg).toMatch(msg);
      }
      expect(await snapshot(request.id)).toEqual(before);
    });

    it('refuses an item no longer pending', async () => {
      const me = await staff('operator', '周五');
      const colleague = await staff('operator', '李五');
      const request = await pendingRequest(`已审核科技有限公司${process.pid}`);
      expect(
        (await kit.post(PATHS.approve, request, { token: me.token })).json<Answer<unknown>>().code,
      ).toBe(200);
      const before = await snapshot(request.id);
      const res = await transfer(me.token, {
        kind: 'enterprise_auth',
        id: request.id,
        assignee_id: colleague.userId,
        reason: REASON,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<Answer<null>>().msg).toBe(
        '该企业认证申请当前为“已认证”，已不在待办中，不能转办',
      );
      expect(await snapshot(request.id)).toEqual(before);
    });

    it('refuses the calls to a member, a handler, an administrator and an operator signed in to the portal', async () => {
      const colleague = await staff('operator', '李六');
      const handler = await staff('handler', '王六');
      const admin = await staff('admin', '赵六');
      const member = await newMember(kit, '林六');
      const portalOperator = await staff('operator', '周六');
      const { token: portalToken } = await kit.loginWithPassword(portalOperator.username, PASSWORD);
      const request = await pendingRequest(`越权转办科技有限公司${process.pid}`);
      const before = await snapshot(request.id);
      const body = {
        kind: 'enterprise_auth',
        id: request.id,
        assignee_id: colleague.userId,
        reason: REASON,
      };
      for (const [token, status] of [
        [member.token, 403],
        [handler.token, 403],
        [admin.token, 403],
        [portalToken, 401],
      ] as const) {
        expect((await transfer(token, body)).statusCode).toBe(status);
        expect(
          (await kit.post(COLLEAGUES, { kind: 'enterprise_auth' }, { token })).statusCode,
        ).toBe(status);
      }
      expect(await snapshot(request.id)).toEqual(before);
    });
  });

  it('ends the hand-over when the item is decided, and ignores one whose assignee was disabled', async () => {
    const me = await staff('operator', '周七');
    const colleague = await staff('operator', '李七');
    const decided = await pendingRequest(`办结科技有限公司${process.pid}`);
    const left = await pendingRequest(`离职科技有限公司${process.pid}`);
    for (const request of [decided, left]) {
      const res = await transfer(me.token, {
        kind: 'enterprise_auth',
        id: request.id,
        assignee_id: colleague.userId,
        reason: REASON,
      });
      expect(res.statusCode).toBe(200);
    }
    // The colleague decides the first: its hand-over goes with the move.
    const approved = await kit.post(PATHS.approve, decided, { token: colleague.token });
    expect(approved.json<Answer<unknown>>().code).toBe(200);
    expect((await snapshot(decided.id)).assignment).toEqual([]);
    expect(findIn((await queue(colleague.token, 'done')).list, decided.id)).toMatchObject({
      pending: false,
      assignee_id: null,
    });

    // The colleague's account is disabled: the second is back in everyone's 待办, unassigned.
    await kit.db
      .update(users)
      .set({ disabledAt: kit.clock.now() })
      .where(eq(users.id, colleague.userId));
    expect(findIn((await queue(me.token)).list, left.id)).toMatchObject({
      assignee_id: null,
      assignee_name: null,
      transfer_reason: null,
    });
  });
});
