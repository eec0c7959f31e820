// DOMAIN §7 enterprise authentication, the member's side: auth_request_submit (new and resubmit),
// auth_request_mine and auth_request_withdraw — success, bad input (Chinese messages naming the
// field, nothing stored), another member's ids (refused, nothing leaked), visitors (401), double
// submissions (one request), stale versions (409).
import { AUTH_RESUBMIT_DAYS } from '@qyfw/portal-sdk/flows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseEdits } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import {
  eventsOf,
  messagesOf,
  newMember,
  PATHS,
  relogin,
  submissionOf,
  uploadOf,
  withWrongCheck,
} from './identity-kit.js';
import type { TestMember } from './identity-kit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('identity: the member’s authentication request (DOMAIN §7)', (db) => {
  let kit: AuthKit;
  const operatorToken = async () => (await kit.consoleSession('demo_operator')).token;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  const requestsOf = (userId: number) =>
    kit.db.select().from(enterpriseEdits).where(eq(enterpriseEdits.userId, userId));
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  describe('auth_request_submit (new)', () => {
    it('DOMAIN §7: files name, credit code, legal person and both documents → 待审核, and tells the member', async () => {
      const member = await newMember(kit);
      expect((await kit.post(PATHS.mine, {}, { token: member.token })).json()).toEqual({
        code: 200,
        msg: '成功',
        data: null,
      });
      const body = await submissionOf(kit.db, member);
      const res = await kit.post(
        PATHS.submit,
        { ...body, credit_code: body.credit_code.toLowerCase() },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      const [row] = await requestsOf(member.userId);
      const now = seconds(kit.clock.current);
      const expected = {
        id: row!.id,
        state: 'pending',
        version: 0,
        enterprise_name: body.enterprise_name,
        credit_code: body.credit_code,
        legal_person: '张三',
        licence_upload_id: body.licence_upload_id,
        authorisation_upload_id: body.authorisation_upload_id,
        enterprise_id: null,
        reason: null,
        resubmit_by: null,
        createtime: now,
        submittime: now,
        reviewtime: null,
        history: [],
      };
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: expected });
      expect((await kit.post(PATHS.mine, {}, { token: member.token })).json().data).toEqual(
        expected,
      );
      expect(await messagesOf(kit.db, member.userId)).toEqual([
        expect.objectContaining({
          type: 'auth',
          title: '企业认证申请已提交',
          link: '/identity',
          entityType: 'enterprise_auth',
          entityId: row!.id,
        }),
      ]);
    });

    it('files one request for a double click (two submissions at once) and refuses the second', async () => {
      const member = await newMember(kit);
      const body = await submissionOf(kit.db, member);
      const answers = await Promise.all([
        kit.post(PATHS.submit, body, { token: member.token }),
        kit.post(PATHS.submit, body, { token: member.token }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((res) => res.statusCode === 400)!.json()).toEqual({
        code: 400,
        msg: '企业信息正在审核中，请勿重复提交',
      });
      expect(await requestsOf(member.userId)).toHaveLength(1);
      expect(await messagesOf(kit.db, member.userId)).toHaveLength(1);
    });

    it.each([
      [
        'a credit code with a wrong check character (GB 32100)',
        { credit_code: 'wrong-check' },
        '统一社会信用代码有误',
      ],
      [
        'a credit code with a letter I',
        { credit_code: '9133010IMA27Y5QK7Q' },
        '统一社会信用代码有误',
      ],
      ['no enterprise name', { enterprise_name: undefined }, '请输入企业名称'],
      ['no legal person', { legal_person: '' }, '请输入法定代表人'],
      [
        'a 51-character legal person',
        { legal_person: '张'.repeat(51) },
        '法定代表人不能超过50个字符',
      ],
      ['no licence', { licence_upload_id: undefined }, '请上传营业执照'],
      ['no authorisation letter', { authorisation_upload_id: null }, '请上传授权书'],
      ['an avatar as the licence', { licence_upload_id: 'avatar' }, '请重新上传营业执照'],
      [
        'another member’s authorisation letter',
        { authorisation_upload_id: 'foreign' },
        '请重新上传授权书',
      ],
    ])(
      'answers 400 for %s, naming it in Chinese, and stores nothing',
      async (_case, change, message) => {
        const member = await newMember(kit);
        const body: Record<string, unknown> = await submissionOf(kit.db, member);
        const stranger = await newMember(kit);
        const replacements: Record<string, () => Promise<unknown>> = {
          'wrong-check': async () => withWrongCheck(body.credit_code as string),
          avatar: () => uploadOf(kit.db, member.userId, 'avatar'),
          foreign: () => uploadOf(kit.db, stranger.userId, 'authorisation'),
        };
        for (const [key, value] of Object.entries(change)) {
          body[key] =
            typeof value === 'string' && value in replacements
              ? await replacements[value]!()
              : value;
        }
        const res = await kit.post(PATHS.submit, body, { token: member.token });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toContain(message);
        expect(await requestsOf(member.userId)).toEqual([]);
        expect(await messagesOf(kit.db, member.userId)).toEqual([]);
      },
    );

    it('refuses a member already authenticated', async () => {
      const { token, userId } = await kit.loginWithPassword('demo_enterprise', DEMO_PASSWORD);
      const before = await requestsOf(userId);
      const res = await kit.post(PATHS.submit, await submissionOf(kit.db, { userId, token }), {
        token,
      });
      expect(res.json()).toEqual({ code: 400, msg: '您已完成企业认证，无需重复提交' });
      expect(await requestsOf(userId)).toEqual(before);
    });
  });

  describe('return, resubmit, withdraw', () => {
    /** A request the operator returned: the member's, with its id and version. */
    async function returnedRequest(member: TestMember) {
      const filed = await kit.post(PATHS.submit, await submissionOf(kit.db, member), {
        token: member.token,
      });
      const { id, version } = filed.json().data as { id: number; version: number };
      const returned = await kit.post(
        PATHS.return,
        { id, version, reason: '营业执照照片不清晰' },
        { token: await operatorToken() },
      );
      expect(returned.statusCode).toBe(200);
      return returned.json().data as { id: number; version: number; resubmit_by: number };
    }

    it('DOMAIN §7: the member sees the reason and deadline, corrects and resubmits the same request → 待审核', async () => {
      const member = await newMember(kit);
      const returned = await returnedRequest(member);
      const mine = (await kit.post(PATHS.mine, {}, { token: member.token })).json().data;
      expect(mine).toMatchObject({
        id: returned.id,
        state: 'returned',
        reason: '营业执照照片不清晰',
        resubmit_by: seconds(kit.clock.current) + AUTH_RESUBMIT_DAYS * 86_400,
        history: [expect.objectContaining({ from: 'pending', to: 'returned', event: 'return' })],
      });
      kit.clock.advance(60 * 60 * 1000);
      const corrected = await submissionOf(
        kit.db,
        member,
        mine.credit_code,
        '杭州认证测试科技股份有限公司',
      );
      const res = await kit.post(
        PATHS.submit,
        { ...corrected, id: returned.id, version: returned.version },
        { token: member.token },
      );
      expect(res.json().data).toMatchObject({
        id: returned.id,
        state: 'pending',
        version: returned.version + 1,
        enterprise_name: '杭州认证测试科技股份有限公司',
        licence_upload_id: corrected.licence_upload_id,
        reason: null,
        resubmit_by: null,
        submittime: seconds(kit.clock.current),
      });
      expect(await requestsOf(member.userId)).toHaveLength(1);
      expect((await eventsOf(kit.db, returned.id)).map((event) => event.event)).toEqual([
        'return',
        'resubmit',
      ]);
      expect((await messagesOf(kit.db, member.userId)).map((message) => message.title)).toEqual([
        '企业认证申请已提交',
        '企业认证申请被退回',
        '企业认证申请已重新提交',
      ]);
    });

    it('refuses a resubmission on a stale version (409), without a version (400) and after the deadline', async () => {
      const member = await newMember(kit);
      const returned = await returnedRequest(member);
      const body = await submissionOf(kit.db, member);
      const stale = await kit.post(
        PATHS.submit,
        { ...body, id: returned.id, version: returned.version - 1 },
        { token: member.token },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
      const versionless = await kit.post(
        PATHS.submit,
        { ...body, id: returned.id },
        { token: member.token },
      );
      expect(versionless.json()).toEqual({ code: 400, msg: '重新提交须附带申请的版本号' });
      // A new request while one is returned: correct that one instead.
      const fresh = await kit.post(PATHS.submit, body, { token: member.token });
      expect(fresh.json()).toEqual({
        code: 400,
        msg: '您的企业认证申请已被退回，请修改后重新提交或先撤回',
      });
      kit.clock.advance(AUTH_RESUBMIT_DAYS * DAY_MS + 1000);
      const late = await kit.post(
        PATHS.submit,
        { ...body, id: returned.id, version: returned.version },
        { token: (await relogin(kit, member)).token },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().msg).toContain('已超过重新提交期限');
      const [row] = await requestsOf(member.userId);
      expect(row).toMatchObject({ state: 'returned', version: returned.version });
    });

    it('withdraws a pending request; a new one may then be filed', async () => {
      const member = await newMember(kit);
      const filed = (
        await kit.post(PATHS.submit, await submissionOf(kit.db, member), { token: member.token })
      ).json().data;
      const res = await kit.post(
        PATHS.withdraw,
        { id: filed.id, version: filed.version },
        { token: member.token },
      );
      expect(res.json().data).toMatchObject({ id: filed.id, state: 'withdrawn', version: 1 });
      const again = await kit.post(
        PATHS.withdraw,
        { id: filed.id, version: 1 },
        { token: member.token },
      );
      expect(again.json()).toEqual({
        code: 409,
        msg: '企业认证申请当前为“已撤回”，不能撤回申请',
      });
      const next = await kit.post(PATHS.submit, await submissionOf(kit.db, member), {
        token: member.token,
      });
      expect(next.json().data).toMatchObject({ state: 'pending' });
      expect((await kit.post(PATHS.mine, {}, { token: member.token })).json().data.id).toBe(
        next.json().data.id,
      );
    });
  });

  describe('another member’s request and visitors', () => {
    it('refuses another member’s request id for resubmit and withdraw (404), changing and telling nothing', async () => {
      const owner = await newMember(kit);
      const filed = (
        await kit.post(PATHS.submit, await submissionOf(kit.db, owner), { token: owner.token })
      ).json().data;
      const before = await requestsOf(owner.userId);
      const attacker = await newMember(kit);
      const withdraw = await kit.post(
        PATHS.withdraw,
        { id: filed.id, version: 0 },
        { token: attacker.token },
      );
      expect(withdraw.statusCode).toBe(404);
      expect(withdraw.json()).toEqual({ code: 404, msg: '企业认证申请不存在' });
      const resubmit = await kit.post(
        PATHS.submit,
        { ...(await submissionOf(kit.db, attacker)), id: filed.id, version: 0 },
        { token: attacker.token },
      );
      expect(resubmit.json()).toEqual({ code: 404, msg: '企业认证申请不存在' });
      expect(await requestsOf(owner.userId)).toEqual(before);
      expect(await requestsOf(attacker.userId)).toEqual([]);
      // The attacker's own view shows nothing of the owner's.
      expect((await kit.post(PATHS.mine, {}, { token: attacker.token })).json().data).toBeNull();
      expect(await eventsOf(kit.db, filed.id)).toEqual([]);
    });

    it.each([PATHS.mine, PATHS.submit, PATHS.withdraw, PATHS.joinList, PATHS.joinDecide])(
      '%s without a token: 401 请先登录',
      async (path) => {
        const res = await kit.post(path, { id: 1, version: 0, decision: 'approve' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, msg: '请先登录' });
      },
    );
  });
});
