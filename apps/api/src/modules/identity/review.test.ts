// DOMAIN §7 enterprise authentication, the operators' side: admin_auth_request_list, _detail, _approve
// and _return — approval creates or links the directory enterprise and makes the applicant its
// member (user_detail: qyedit status 2 + qiyeauthentication), a return carries a reason and a
// 30-day deadline, each decision writes one workflow event, one audit row and one message;
// concurrent decisions: exactly one wins; members and handlers are refused (403), visitors (401).
import { AUTH_RESUBMIT_DAYS } from '@qyfw/portal-sdk/flows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAuthentications, enterpriseEdits, enterprises } from '../../db/schema/index.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import {
  auditOf,
  eventsOf,
  freshCreditCode,
  messagesOf,
  newMember,
  PATHS,
  submissionOf,
} from './identity-kit.js';
import type { TestMember } from './identity-kit.js';

describeOnBothDatabases('identity: operators review authentication requests (DOMAIN §7)', (db) => {
  let kit: AuthKit;
  let operator: TestMember;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
  });
  afterAll(() => kit.app.close());

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  /** A member with a pending request: the member, the request's id and version. */
  async function pendingRequest(creditCode = freshCreditCode(), name?: string) {
    const member = await newMember(kit, name ? `${name}联系人` : undefined);
    const body = await submissionOf(kit.db, member, creditCode, name);
    const res = await kit.post(PATHS.submit, body, { token: member.token });
    expect(res.statusCode).toBe(200);
    const { id, version } = res.json().data as { id: number; version: number };
    return { member, id, version, body };
  }

  describe('admin_auth_request_approve', () => {
    it('DOMAIN §7: creates the directory enterprise, links the request, makes the applicant its member → user_detail qyedit status 2', async () => {
      const { member, id, version, body } = await pendingRequest();
      const res = await kit.post(PATHS.approve, { id, version }, { token: operator.token });
      expect(res.statusCode).toBe(200);
      const [enterprise] = await kit.db
        .select()
        .from(enterprises)
        .where(eq(enterprises.creditCode, body.credit_code));
      expect(enterprise).toMatchObject({
        name: body.enterprise_name,
        legalPerson: '张三',
        fieldSources: { name: { source: 'verified' }, credit_code: { source: 'verified' } },
      });
      expect(res.json().data).toMatchObject({
        id,
        state: 'approved',
        version: version + 1,
        enterprise_id: enterprise!.id,
        reviewtime: seconds(kit.clock.current),
        history: [
          expect.objectContaining({
            from: 'pending',
            to: 'approved',
            event: 'approve',
            actor: 'operator',
            actor_user_id: operator.userId,
          }),
        ],
      });
      expect(
        await kit.db
          .select({ enterpriseId: enterpriseAuthentications.enterpriseId })
          .from(enterpriseAuthentications)
          .where(eq(enterpriseAuthentications.userId, member.userId)),
      ).toEqual([{ enterpriseId: enterprise!.id }]);
      const info = (await kit.post(PATHS.userDetail, {}, { token: member.token })).json().data;
      expect(info.qyedit).toEqual({ status: 2, enterprise_id: enterprise!.id });
      expect(info.qiyeauthentication).toEqual({ enterprise_id: enterprise!.id });

      expect(await auditOf(kit.db, id)).toEqual([
        expect.objectContaining({
          actorUserId: operator.userId,
          actorRole: 'operator',
          action: 'enterprise_auth.approve',
          before: { state: 'pending', version },
          after: { state: 'approved', version: version + 1, enterprise_id: enterprise!.id },
        }),
      ]);
      expect((await messagesOf(kit.db, member.userId)).at(-1)).toMatchObject({
        type: 'auth',
        title: '企业认证已通过',
        link: '/identity',
      });
    });

    it('links the directory enterprise that already has the credit code (no second enterprise)', async () => {
      const creditCode = freshCreditCode();
      const [directory] = await kit.db
        .insert(enterprises)
        .values({ name: '杭州企业库已有有限公司', creditCode })
        .returning({ id: enterprises.id });
      const { member, id, version } = await pendingRequest(creditCode, '杭州企业库已有有限公司');
      const res = await kit.post(PATHS.approve, { id, version }, { token: operator.token });
      expect(res.json().data.enterprise_id).toBe(directory!.id);
      expect(
        await kit.db.select().from(enterprises).where(eq(enterprises.creditCode, creditCode)),
      ).toHaveLength(1);
      expect(
        (await kit.post(PATHS.userDetail, {}, { token: member.token })).json().data
          .qiyeauthentication,
      ).toEqual({ enterprise_id: directory!.id });
    });

    it('a decided request says its current state; a stale version says someone changed it (409)', async () => {
      const { id, version } = await pendingRequest();
      await kit.post(PATHS.approve, { id, version }, { token: operator.token });
      const again = await kit.post(
        PATHS.return,
        { id, version: version + 1, reason: '再看看' },
        { token: operator.token },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 409, msg: '企业认证申请当前为“已认证”，不能退回' });
      const stale = await kit.post(PATHS.approve, { id, version }, { token: operator.token });
      expect(stale.json().code).toBe(409);
      expect(await eventsOf(kit.db, id)).toHaveLength(1);
    });
  });

  describe('admin_auth_request_return', () => {
    it('DOMAIN §7: returns with the reason and a resubmission deadline AUTH_RESUBMIT_DAYS ahead, audited and told', async () => {
      const { member, id, version } = await pendingRequest();
      const res = await kit.post(
        PATHS.return,
        { id, version, reason: '  授权书未加盖公章  ' },
        { token: operator.token },
      );
      const deadline = seconds(kit.clock.current) + AUTH_RESUBMIT_DAYS * 86_400;
      expect(res.json().data).toMatchObject({
        state: 'returned',
        reason: '授权书未加盖公章',
        resubmit_by: deadline,
      });
      const [row] = await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.id, id));
      expect(row).toMatchObject({ reviewedBy: operator.userId, enterpriseId: null });
      expect(await auditOf(kit.db, id)).toEqual([
        expect.objectContaining({
          actorRole: 'operator',
          action: 'enterprise_auth.return',
          after: expect.objectContaining({ state: 'returned', reason: '授权书未加盖公章' }),
        }),
      ]);
      const message = (await messagesOf(kit.db, member.userId)).at(-1)!;
      expect(message).toMatchObject({ type: 'auth', title: '企业认证申请被退回' });
      expect(message.body).toContain('授权书未加盖公章');
      // Returned members get no enterprise.
      expect(
        (await kit.post(PATHS.userDetail, {}, { token: member.token })).json().data
          .qiyeauthentication,
      ).toBeNull();
    });

    it.each([
      ['no reason', {}, '请填写退回原因'],
      ['a blank reason', { reason: '   ' }, '请填写退回原因'],
      ['a 501-character reason', { reason: '因'.repeat(501) }, '退回原因不能超过500个字符'],
    ])('answers 400 for %s, naming it, and changes nothing', async (_case, change, message) => {
      const { id, version } = await pendingRequest();
      const res = await kit.post(
        PATHS.return,
        { id, version, ...change },
        { token: operator.token },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('reason');
      expect(res.json().msg).toContain(message);
      const [row] = await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.id, id));
      expect(row).toMatchObject({ state: 'pending', version });
      expect(await auditOf(kit.db, id)).toEqual([]);
    });
  });

  it('concurrent approve and return of one request: exactly one wins, the other is told (409); one event, one audit row, one message', async () => {
    const { member, id, version } = await pendingRequest();
    const before = (await messagesOf(kit.db, member.userId)).length;
    const second = await kit.consoleSession('demo_operator');
    const answers = await Promise.all([
      kit.post(PATHS.approve, { id, version }, { token: operator.token }),
      kit.post(PATHS.return, { id, version, reason: '材料不全' }, { token: second.token }),
    ]);
    const codes = answers.map((res) => res.json().code as number).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((res) => res.json().code === 409)!.json().msg as string;
    expect(loser).toMatch(/数据已被他人修改|当前为“(已认证|已退回)”/);
    expect(await eventsOf(kit.db, id)).toHaveLength(1);
    expect(await auditOf(kit.db, id)).toHaveLength(1);
    expect(await messagesOf(kit.db, member.userId)).toHaveLength(before + 1);
  });

  describe('admin_auth_request_list and admin_auth_request_detail', () => {
    it('lists by state and keyword (name or credit code), oldest first, applicants masked', async () => {
      const name = `杭州列表筛选${process.pid}科技有限公司`;
      const first = await pendingRequest(freshCreditCode(), name);
      kit.clock.advance(1000);
      const second = await pendingRequest(freshCreditCode(), name);
      await kit.post(
        PATHS.return,
        { id: second.id, version: second.version, reason: '不清晰' },
        { token: operator.token },
      );
      const all = (
        await kit.post(PATHS.list, { keyword: `列表筛选${process.pid}` }, { token: operator.token })
      ).json().data;
      expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(all.list.map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
      expect(all.list[0].applicant.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      const returned = (
        await kit.post(
          PATHS.list,
          { keyword: `列表筛选${process.pid}`, state: 'returned' },
          { token: operator.token },
        )
      ).json().data;
      expect(returned.list).toEqual([
        expect.objectContaining({ id: second.id, state: 'returned' }),
      ]);
      const byCode = (
        await kit.post(
          PATHS.list,
          { keyword: first.body.credit_code.slice(8) },
          { token: operator.token },
        )
      ).json().data;
      expect(byCode.list.map((item: { id: number }) => item.id)).toEqual([first.id]);
      // % and _ are taken literally, not as wildcards.
      expect(
        (await kit.post(PATHS.list, { keyword: '%' }, { token: operator.token })).json().data.total,
      ).toBe(0);
    });

    it('shows one request with its applicant, documents, history and audit', async () => {
      const { member, id, version, body } = await pendingRequest();
      await kit.post(PATHS.return, { id, version, reason: '请补充' }, { token: operator.token });
      const res = await kit.post(PATHS.detail, { id }, { token: operator.token });
      expect(res.json().data).toMatchObject({
        id,
        state: 'returned',
        reason: '请补充',
        applicant: { id: member.userId, username: expect.stringMatching(/^idm_/) },
        licence: { id: body.licence_upload_id, name: 'licence.png', mime: 'image/png', size: 1024 },
        authorisation: { id: body.authorisation_upload_id },
        history: [expect.objectContaining({ event: 'return', reason: '请补充' })],
        audit: [
          expect.objectContaining({ action: 'enterprise_auth.return', actor_role: 'operator' }),
        ],
      });
      const missing = await kit.post(
        PATHS.detail,
        { id: 2_000_000_000 },
        { token: operator.token },
      );
      expect(missing.json()).toEqual({ code: 404, msg: '企业认证申请不存在' });
    });
  });

  describe('roles (design §6)', () => {
    const operatorCalls: readonly (readonly [string, Record<string, unknown>])[] = [
      [PATHS.list, {}],
      [PATHS.detail, { id: 1 }],
      [PATHS.approve, { id: 1, version: 0 }],
      [PATHS.return, { id: 1, version: 0, reason: '越权' }],
    ];

    it.each(operatorCalls)(
      '%s: a member and a handler get 403, nothing changes',
      async (path, body) => {
        const { id, version } = await pendingRequest();
        const member = await newMember(kit);
        const handler = await kit.consoleSession('demo_handler');
        for (const token of [member.token, handler.token]) {
          const res = await kit.post(path, { ...body, id, version }, { token });
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe(403);
        }
        const [row] = await kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.id, id));
        expect(row).toMatchObject({ state: 'pending', version });
      },
    );

    it.each(operatorCalls)('%s without a token: 401', async (path, body) => {
      const res = await kit.post(path, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
    });
  });
});
