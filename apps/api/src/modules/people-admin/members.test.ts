// 会员管理 and 企业管理 (issue 26): members found by username, nickname or mobile, by state and
// enterprise, with the mobile masked; a member's detail (enterprise, sign-ins, why disabled);
// 停用 with a reason ends every session at once and every sign-in path refuses the account —
// portal password, SMS, QR, and a token the revocation missed — until 启用; every change audited
// and read back in 审计日志 as 停用会员; bad bodies answer in Chinese and change nothing; the
// enterprises' directory with members and requests. Only administrators, through the console.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { calls } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAuthentications, enterprises, sessions, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { createSession } from '../../plugins/session.js';
import { buildAuthKit, createMember, freshMobile } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { newEnterprise } from '../application/application-kit.js';
import { newMember, PATHS as IDENTITY, submissionOf } from '../identity/identity-kit.js';
import {
  auditLogOf,
  auditOf,
  newPerson,
  PASSWORD,
  PEOPLE_CALLS,
  peopleState,
} from './people-kit.js';
import type { Envelope } from './people-kit.js';

const LOGIN = '/api/indexnew/login';
const HOSTILE_NICKNAME = '<script>window.__xss=1</script>林';

type MemberRow = {
  id: number;
  name: string;
  mobile: string | null;
  state: string;
  state_label: string;
  actions: string[];
  enterprise: { name: string; auth_state: string; auth_state_label: string } | null;
};

describeEachDatabase('会员管理: members, 停用 and 启用, and the enterprises (issue 26)', (db) => {
  let kit: AuthKit;
  let admin: { token: string; userId: number };

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    admin = await kit.consoleSession('demo_admin');
  });
  afterAll(() => kit.app.close());

  const call = (path: string, body: unknown, token = admin.token) =>
    kit.post(path, body, { token });
  const members = async (body: Record<string, unknown>) =>
    (await call(calls.admin_member_list.path, body)).json<
      Envelope<{ list: MemberRow[]; total: number }>
    >().data;
  const passwordLogin = async (account: string, password = PASSWORD) =>
    (await kit.post(LOGIN, { type: 1, account, password })).json<Envelope<{ token?: string }>>();

  describe('the list and the detail', () => {
    it('finds a member by username, nickname or a part of the mobile, with the mobile masked', async () => {
      const mobile = freshMobile();
      const id = await createMember(kit.db, { username: `lin_${process.pid % 10_000}`, mobile });
      await kit.db.update(users).set({ nickname: '林晓彤' }).where(eq(users.id, id));
      for (const keyword of [`lin_${process.pid % 10_000}`, '林晓彤', mobile.slice(3, 9)]) {
        const found = await members({ keyword });
        expect(
          found.list.map((row) => row.id),
          keyword,
        ).toContain(id);
      }
      const [row] = (await members({ keyword: '林晓彤' })).list.filter((r) => r.id === id);
      expect(row).toMatchObject({
        name: '林晓彤',
        mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        state: 'active',
        state_label: '正常',
        actions: ['disable'],
        enterprise: null,
        // Never signed in.
        last_sign_in_at: null,
      });
      // Staff are not members: they are listed in 工作人员.
      expect((await members({ keyword: 'demo_operator' })).total).toBe(0);
    });

    it('filters by enterprise: a member of an authenticated enterprise, and one without', async () => {
      const firm = await newEnterprise(kit);
      const loner = await newPerson(kit);
      const inFirm = await members({ keyword: '张伟', enterprise: 'authenticated', pageSize: 100 });
      const firmRow = inFirm.list.find((row) => row.id === firm.members[0].userId);
      expect(firmRow?.enterprise).toMatchObject({
        name: firm.name,
        auth_state: 'approved',
        auth_state_label: '已认证',
      });
      const none = await members({ keyword: loner.username, enterprise: 'none' });
      expect(none.list.map((row) => row.id)).toEqual([loner.userId]);
      expect((await members({ keyword: loner.username, enterprise: 'authenticated' })).total).toBe(
        0,
      );
    });

    it('shows the enterprise a pending request names, the sign-ins and the masked contacts', async () => {
      const applicant = await newMember(kit, '许嘉');
      await kit.post(
        IDENTITY.submit,
        await submissionOf(kit.db, applicant, undefined, '杭州许嘉科技有限公司'),
        {
          token: applicant.token,
        },
      );
      const res = await call(calls.admin_member_detail.path, { id: applicant.userId });
      const detail = res.json<Envelope>().data;
      expect(detail).toMatchObject({
        id: applicant.userId,
        name: '许嘉',
        password_set: true,
        wechat_bound: false,
        disabled_at: null,
        disabled_reason: '',
        enterprise: {
          id: null,
          name: '杭州许嘉科技有限公司',
          auth_state: 'pending',
          auth_state_label: '待审核',
        },
        // Tied to an enterprise: not to be made staff.
        actions: ['disable'],
      });
      expect(detail.sign_ins).toEqual([
        expect.objectContaining({
          method: 'password',
          method_label: '密码登录',
          front_end: '门户',
          active: true,
        }),
      ]);
      expect(detail.last_sign_in_at).toBe((detail.sign_ins as { at: number }[])[0]!.at);
      expect(res.body).not.toMatch(/166\d{8}/);
    });

    it('answers a staff id and an unknown id as no member', async () => {
      for (const id of [admin.userId, 2_000_000_000]) {
        const res = await call(calls.admin_member_detail.path, { id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: '会员不存在' });
      }
    });

    it('answers a nickname with markup as the text it is', async () => {
      const person = await newPerson(kit, HOSTILE_NICKNAME);
      const detail = (await call(calls.admin_member_detail.path, { id: person.userId })).json<
        Envelope<{ name: string; nickname: string }>
      >().data;
      expect(detail.name).toBe(HOSTILE_NICKNAME);
    });
  });

  describe('停用 and 启用', () => {
    it('refuses bad bodies in Chinese and changes nothing', async () => {
      const person = await newPerson(kit);
      const before = await peopleState(kit.db);
      const refusals: [string, unknown, RegExp][] = [
        [calls.admin_account_disable.path, { id: person.userId }, /请填写停用原因/],
        [calls.admin_account_disable.path, { id: person.userId, reason: '   ' }, /请填写停用原因/],
        [
          calls.admin_account_disable.path,
          { id: person.userId, reason: '因'.repeat(501) },
          /停用原因不能超过500个字符/,
        ],
        [calls.admin_account_disable.path, { reason: '冒用' }, /参数 id 有误/],
        [calls.admin_account_enable.path, { id: 'x' }, /参数 id 有误/],
        [calls.admin_member_list.path, { state: 'banned' }, /账号状态不正确/],
        [calls.admin_member_list.path, { enterprise: 'maybe' }, /企业认证筛选不正确/],
      ];
      for (const [path, body, message] of refusals) {
        const res = await call(path, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().msg).toMatch(message);
      }
      expect(await peopleState(kit.db)).toEqual(before);
    });

    it('disables a member: every session ends at once, every sign-in is refused, all audited', async () => {
      const person = await newPerson(kit, '冯远');
      const { token: portal } = await kit.loginWithPassword(person.username, PASSWORD);
      const { token: second } = await kit.loginWithPassword(person.username, PASSWORD);
      expect((await kit.post(calls.user_detail.path, {}, { token: portal })).statusCode).toBe(200);

      const res = await call(calls.admin_account_disable.path, {
        id: person.userId,
        reason: '  冒用他人手机号注册，经核实后停用 ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: person.userId,
        state: 'disabled',
        state_label: '已停用',
        disabled_at: Math.floor(kit.clock.now().getTime() / 1000),
        disabled_reason: '冒用他人手机号注册，经核实后停用',
      });

      // The next call of either session: ended, saying why.
      for (const token of [portal, second]) {
        const next = await kit.post(calls.user_detail.path, {}, { token });
        expect(next.statusCode).toBe(401);
        expect(next.json()).toEqual({ code: 402, msg: MESSAGES.accountDisabled });
      }
      const open = await kit.db.select().from(sessions).where(eq(sessions.userId, person.userId));
      expect(open.every((row) => row.revokedAt !== null)).toBe(true);

      // The password, right or wrong: the right one says the account is disabled.
      expect(await passwordLogin(person.username)).toEqual({
        code: 0,
        msg: MESSAGES.accountDisabled,
      });
      expect((await passwordLogin(person.username, 'Wrong2026x')).msg).toBe('账号或密码错误');

      // The detail says when and why, and offers only 启用.
      const detail = (await call(calls.admin_member_detail.path, { id: person.userId })).json<
        Envelope<{ state_label: string; disabled_reason: string; actions: string[] }>
      >().data;
      expect(detail).toMatchObject({
        state_label: '已停用',
        disabled_reason: '冒用他人手机号注册，经核实后停用',
        actions: ['enable'],
      });
      expect((await members({ keyword: person.username, state: 'disabled' })).total).toBe(1);
      expect((await members({ keyword: person.username, state: 'active' })).total).toBe(0);

      const [audit] = await auditOf(kit.db, 'user', person.userId);
      expect(audit).toMatchObject({
        actorUserId: admin.userId,
        actorRole: 'admin',
        action: 'member.disable',
        before: { account_state: 'active', disabled_reason: '' },
        after: { account_state: 'disabled', disabled_reason: '冒用他人手机号注册，经核实后停用' },
      });
      // 审计日志 reads it in words.
      const log = await auditLogOf(kit, admin.token, 'user', person.userId);
      expect(log[0]).toMatchObject({
        action_label: '停用会员',
        entity_label: '账号',
        record_name: '冯远',
        changes: [
          { label: '账号状态', before: '正常', after: '已停用' },
          { label: '停用原因', before: '（空）', after: '冒用他人手机号注册，经核实后停用' },
        ],
      });

      // Disabling twice is refused; 启用 lets the password in again, audited as 启用会员.
      const twice = await call(calls.admin_account_disable.path, {
        id: person.userId,
        reason: '再次',
      });
      expect(twice.json()).toEqual({ code: 409, msg: '该账号已停用' });
      const enabled = await call(calls.admin_account_enable.path, { id: person.userId });
      expect(enabled.json().data).toMatchObject({ state: 'active', disabled_reason: '' });
      expect((await passwordLogin(person.username)).code).toBe(1);
      // The old sessions stay ended.
      expect((await kit.post(calls.user_detail.path, {}, { token: portal })).json().code).toBe(402);
      const again = await call(calls.admin_account_enable.path, { id: person.userId });
      expect(again.json()).toEqual({ code: 409, msg: '该账号未停用，无需启用' });
      expect((await auditOf(kit.db, 'user', person.userId)).map((row) => row.action)).toEqual([
        'member.disable',
        'member.enable',
      ]);
    });

    it('refuses a disabled member’s token even when its session was never revoked', async () => {
      const person = await newPerson(kit);
      const { token } = await kit.loginWithPassword(person.username, PASSWORD);
      await call(calls.admin_account_disable.path, { id: person.userId, reason: '测试' });
      // As if the revocation had missed it (a session made in the same instant).
      await kit.db
        .update(sessions)
        .set({ revokedAt: null })
        .where(eq(sessions.userId, person.userId));
      const res = await kit.post(calls.user_detail.path, {}, { token });
      expect(res.json()).toEqual({ code: 402, msg: MESSAGES.accountDisabled });
    });

    it('refuses the SMS login and the QR login of a disabled member', async () => {
      const mobile = freshMobile();
      const id = await createMember(kit.db, { mobile });
      const phone = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);

      // The PC's QR, confirmed on a phone signed in as the member, collected after the 停用.
      await kit.db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
      const qr = (await kit.get('/api/indexnew/web_login')).json<
        Envelope<{ sign: string; poll_key: string }>
      >().data;
      const scanner = await sessionOf(id);
      const confirmed = await kit.post(
        '/api/indexnew/qr_confirm',
        { sign: qr.sign },
        { token: scanner },
      );
      expect(confirmed.json().code).toBe(200);
      await call(calls.admin_account_disable.path, { id, reason: '测试' });
      const poll = await kit.post('/api/indexnew/checkStatus', {
        sign: qr.sign,
        poll_key: qr.poll_key,
      });
      expect(poll.json()).toMatchObject({ msg: MESSAGES.accountDisabled });
      expect(poll.body).not.toContain('token');

      await kit.post('/api/user/dx_send', { type: 2, phone: mobile });
      const sms = await kit.post(LOGIN, {
        type: 2,
        account: mobile,
        code: await kit.latestCode(mobile),
      });
      expect(sms.json()).toEqual({ code: 0, msg: MESSAGES.accountDisabled });
      const live = await kit.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(live.every((row) => row.revokedAt !== null)).toBe(true);
      // Someone else's sessions are untouched.
      expect((await kit.post(calls.user_detail.path, {}, { token: phone.token })).statusCode).toBe(
        200,
      );
    });

    it('refuses an administrator disabling their own account', async () => {
      const before = await peopleState(kit.db);
      const res = await call(calls.admin_account_disable.path, {
        id: admin.userId,
        reason: '离职',
      });
      expect(res.json()).toEqual({ code: 400, msg: '不能停用自己的账号，请由其他系统管理员操作' });
      expect(await peopleState(kit.db)).toEqual(before);
    });
  });

  describe('who may call', () => {
    it('refuses operators, handlers, members and a portal login of the administrator on every call, changing nothing', async () => {
      const operator = await kit.consoleSession('demo_operator');
      const handler = await kit.consoleSession('demo_handler');
      const member = await kit.loginWithPassword('demo_member', DEMO_PASSWORD);
      const portalAdmin = await kit.loginWithPassword('demo_admin', DEMO_PASSWORD);
      const target = await newPerson(kit);
      const before = await peopleState(kit.db);
      for (const definition of PEOPLE_CALLS) {
        const body = { id: target.userId, reason: '越权', name: '越权单位', kind: 'park' };
        for (const who of [operator, handler, member]) {
          const res = await call(definition.path, body, who.token);
          expect(res.statusCode, definition.name).toBe(403);
          expect(res.json(), definition.name).toEqual({
            code: 403,
            msg: '没有权限：该操作仅限系统管理员',
          });
        }
        const portal = await call(definition.path, body, portalAdmin.token);
        expect(portal.json(), definition.name).toEqual({ code: 401, msg: '请先登录管理后台' });
        expect((await kit.post(definition.path, body)).statusCode, definition.name).toBe(401);
      }
      expect(await peopleState(kit.db)).toEqual(before);
    });
  });

  describe('企业管理', () => {
    it('finds enterprises by name or credit code and status, with their members and requests', async () => {
      const firm = await newEnterprise(kit);
      const [row] = await kit.db
        .select({ creditCode: enterprises.creditCode })
        .from(enterprises)
        .where(eq(enterprises.id, firm.id));
      const list = async (body: Record<string, unknown>) =>
        (await call(calls.admin_enterprise_list.path, body)).json<
          Envelope<{ list: { id: number; status: string; member_count: number }[]; total: number }>
        >().data;
      for (const keyword of [firm.name, row!.creditCode!.toLowerCase()]) {
        expect(
          (await list({ keyword })).list.map((item) => item.id),
          keyword,
        ).toEqual([firm.id]);
      }
      expect((await list({ keyword: firm.name, status: 'authenticated' })).list[0]).toMatchObject({
        status: 'authenticated',
        member_count: 2,
      });
      expect((await list({ keyword: firm.name, status: 'none' })).total).toBe(0);

      // A newcomer asks to join: the request is in its history, its members listed.
      const newcomer = await newMember(kit, '韩梅');
      await kit.post(
        IDENTITY.submit,
        await submissionOf(kit.db, newcomer, row!.creditCode!, firm.name),
        { token: newcomer.token },
      );
      const detail = (await call(calls.admin_enterprise_detail.path, { id: firm.id })).json<
        Envelope<{
          members: { id: number; name: string; state: string }[];
          requests: { applicant: { id: number; name: string }; state_label: string }[];
        }>
      >().data;
      expect(detail.members.map((member) => member.name)).toEqual(['张伟', '王芳']);
      expect(detail.requests[0]).toMatchObject({
        applicant: { id: newcomer.userId, name: '韩梅' },
        state_label: '待企业确认',
      });
      const missing = await call(calls.admin_enterprise_detail.path, { id: 2_000_000_000 });
      expect(missing.json()).toEqual({ code: 404, msg: '企业不存在' });
      // Read only: the member count is of authenticated members.
      const bound = await kit.db
        .select()
        .from(enterpriseAuthentications)
        .where(eq(enterpriseAuthentications.enterpriseId, firm.id));
      expect(bound).toHaveLength(2);
    });
  });

  /** A member session made directly (a phone-only member has no password to log in with). */
  async function sessionOf(userId: number): Promise<string> {
    return (await createSession(kit.db, userId, kit.clock.now())).token;
  }
});
