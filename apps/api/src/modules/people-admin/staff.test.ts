// 工作人员 and 承办单位 (issue 26): the staff list (role, unit, second factor, state); a new account
// signs in to the console with the password typed, or the one generated and shown once, and
// enrols there; a role change (role and unit together) ends the person's sessions and is audited;
// a member without an enterprise may become staff, one with an enterprise may not; 重置二次验证
// sends them back to enrolment; the last active administrator cannot step down or be disabled,
// also when two administrators act on each other at once; a disabled member of staff cannot sign
// in to the console; units are created and renamed under unique names. Bad bodies change nothing.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { calls } from '@qyfw/portal-sdk/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleRecoveryCodes,
  consoleTotp,
  enterpriseAuthentications,
  sessions,
  units,
  users,
} from '../../db/schema/index.js';
import { demoUnitIds } from '../../db/seed/units.js';
import {
  buildAuthKit,
  createMember,
  freshIp,
  freshMobile,
} from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { newEnterprise } from '../application/application-kit.js';
import { totpCode } from '../console-auth/totp.js';
import {
  auditLogOf,
  auditOf,
  freshUsername,
  newPerson,
  newStaff,
  PASSWORD,
  peopleState,
} from './people-kit.js';
import type { Envelope } from './people-kit.js';
import { generatePassword } from './staff.js';

const SIGN_IN = '/api/console/auth/sign-in';
const ME = '/api/console/auth/me';

interface StaffRow {
  id: number;
  name: string;
  role: string;
  role_label: string;
  unit: { id: number; name: string } | null;
  totp_enrolled: boolean;
  state: string;
  actions: string[];
}

describeEachDatabase('工作人员 and 承办单位 (issue 26)', (db) => {
  let kit: AuthKit;
  let admin: { token: string; userId: number };
  let unitIds: Awaited<ReturnType<typeof demoUnitIds>>;

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    admin = await kit.consoleSession('demo_admin');
    unitIds = await demoUnitIds(kit.db);
  });
  afterAll(() => kit.app.close());

  const call = (path: string, body: unknown, token = admin.token) =>
    kit.post(path, body, { token });
  const staffList = async (body: Record<string, unknown>, token = admin.token) =>
    (await call(calls.admin_staff_list.path, body, token)).json<
      Envelope<{ list: StaffRow[]; total: number }>
    >().data;
  const signIn = (account: string, password: string, code?: string) =>
    kit.post(SIGN_IN, { account, password, ...(code ? { code } : {}) }, { ip: freshIp() });
  /** A fresh console session of a new administrator (so the demo one stays as seeded). */
  const newAdmin = async () => {
    const person = await newStaff(kit, 'admin');
    return { ...person, ...(await kit.consoleSession(person.username)) };
  };

  describe('the list', () => {
    it('lists the demo staff with role, unit and second factor, filtered by role and unit', async () => {
      const handlers = await staffList({ role: 'handler', unit_id: unitIds.xihuMarket });
      const handler = handlers.list.find((row) => row.name === '王立平');
      expect(handler).toMatchObject({
        role: 'handler',
        role_label: '办理人员',
        unit: { id: unitIds.xihuMarket, name: '杭州市西湖区市场监督管理局' },
        totp_enrolled: true,
        state: 'active',
        actions: ['change_role', 'reset_totp', 'disable'],
      });
      const all = await staffList({ pageSize: 100 });
      expect(all.list.map((row) => row.role)).not.toContain('member');
      // On their own row an administrator may only change their role (stepping down).
      expect(all.list.find((row) => row.id === admin.userId)).toMatchObject({
        name: '赵敏',
        role_label: '系统管理员',
        actions: ['change_role'],
      });
      expect((await staffList({ keyword: '周晓峰' })).list.map((row) => row.role)).toEqual([
        'operator',
      ]);
    });
  });

  describe('新建工作人员', () => {
    it('creates a handler with a typed password, who enrols at the first console sign-in', async () => {
      const username = freshUsername('hdl');
      const mobile = freshMobile();
      const res = await call(calls.admin_staff_create.path, {
        username,
        name: '钱多多',
        mobile,
        role: 'handler',
        unit_id: unitIds.cuiyuan,
        password: 'Qyfw2026pass',
      });
      expect(res.statusCode).toBe(200);
      const { staff, initial_password: initial } =
        res.json<
          Envelope<{ staff: StaffRow & { mobile: string }; initial_password: string | null }>
        >().data;
      expect(initial).toBeNull();
      expect(staff).toMatchObject({
        name: '钱多多',
        role: 'handler',
        unit: { id: unitIds.cuiyuan },
        totp_enrolled: false,
        mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      });
      const first = await signIn(username, 'Qyfw2026pass');
      expect(first.json<Envelope<{ step: string }>>().data.step).toBe('enrol');
      const [audit] = await auditOf(kit.db, 'user', staff.id);
      expect(audit).toMatchObject({
        action: 'staff.create',
        actorUserId: admin.userId,
        before: null,
        after: {
          username,
          name: '钱多多',
          role: 'handler',
          unit: '杭州市西湖区翠苑街道办事处',
          initial_password: '管理员设置',
        },
      });
      expect(JSON.stringify(audit)).not.toContain('Qyfw2026pass');
      expect(JSON.stringify(audit)).not.toContain(mobile);
    });

    it('generates a password when none is typed, shown once, that signs in', async () => {
      const username = freshUsername('opr');
      const res = await call(calls.admin_staff_create.path, {
        username,
        name: '孙悦',
        mobile: freshMobile(),
        role: 'operator',
      });
      const { initial_password: initial } = res.json<Envelope<{ initial_password: string }>>().data;
      expect(initial).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
      expect((await signIn(username, initial)).json<Envelope<{ step: string }>>().data.step).toBe(
        'enrol',
      );
      expect(generatePassword()).not.toBe(generatePassword());
    });

    it('refuses a taken username or mobile (409), a handler without a unit and an unknown unit (400), writing nothing', async () => {
      const taken = await newPerson(kit);
      const [row] = await kit.db.select().from(users).where(eq(users.id, taken.userId));
      const base = {
        name: '李雷',
        role: 'operator',
        mobile: freshMobile(),
        username: freshUsername(),
      };
      const before = await peopleState(kit.db);
      const refusals: [Record<string, unknown>, number, string][] = [
        [{ ...base, username: taken.username.toUpperCase() }, 409, '该用户名已被使用'],
        [{ ...base, mobile: row!.mobile }, 409, '该手机号已被其他账号使用'],
        [{ ...base, role: 'handler' }, 400, '办理人员须选择承办单位'],
        [{ ...base, unit_id: unitIds.cuiyuan }, 400, '其他角色不属于承办单位'],
        [{ ...base, role: 'handler', unit_id: 2_000_000_000 }, 400, '承办单位不存在'],
        [{ ...base, role: 'member' }, 400, '参数 role 有误'],
        [{ ...base, password: 'short1' }, 400, '密码长度为8–32位'],
        [{ ...base, username: '1abc' }, 400, '用户名为4–32位字母'],
        [{ ...base, name: '  ' }, 400, '请填写姓名'],
      ];
      for (const [body, status, message] of refusals) {
        const res = await call(calls.admin_staff_create.path, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().msg).toContain(message);
      }
      expect(await peopleState(kit.db)).toEqual(before);
    });
  });

  describe('变更角色', () => {
    it('moves an operator to a unit as a handler: sessions end, the new role acts at once, audited', async () => {
      const person = await newStaff(kit, 'operator');
      const { token } = await kit.consoleSession(person.username);
      expect((await kit.post(calls.admin_application_list.path, {}, { token })).statusCode).toBe(
        200,
      );
      const res = await call(calls.admin_staff_role.path, {
        id: person.userId,
        role: 'handler',
        unit_id: unitIds.xihuScience,
      });
      expect(res.json<Envelope<StaffRow>>().data).toMatchObject({
        role: 'handler',
        unit: { id: unitIds.xihuScience, name: '杭州市西湖区科学技术局' },
      });
      expect((await kit.post(ME, {}, { token })).json().code).toBe(402);
      const fresh = await kit.consoleSession(person.username);
      const refused = await kit.post(calls.admin_application_list.path, {}, { token: fresh.token });
      expect(refused.json()).toEqual({ code: 403, msg: '没有权限：该操作仅限平台运营' });
      const [audit] = await auditOf(kit.db, 'user', person.userId);
      expect(audit).toMatchObject({
        action: 'staff.role',
        before: { role: 'operator', unit: null },
        after: { role: 'handler', unit: '杭州市西湖区科学技术局' },
      });
      const log = await auditLogOf(kit, admin.token, 'user', person.userId);
      expect(log[0]).toMatchObject({
        action_label: '变更角色',
        changes: [
          { label: '角色', before: '平台运营', after: '办理人员' },
          { label: '承办单位', before: '（空）', after: '杭州市西湖区科学技术局' },
        ],
      });
      // The same again: nothing to change.
      const same = await call(calls.admin_staff_role.path, {
        id: person.userId,
        role: 'handler',
        unit_id: unitIds.xihuScience,
      });
      expect(same.json()).toEqual({ code: 400, msg: '角色与承办单位均未变化' });
    });

    it('makes a member without an enterprise staff, and refuses one with an enterprise or no password', async () => {
      const member = await newPerson(kit, '周末');
      const { token: portal } = await kit.loginWithPassword(member.username, PASSWORD);
      const detail = await call(calls.admin_member_detail.path, { id: member.userId });
      expect(detail.json().data.actions).toEqual(['disable', 'change_role']);
      const made = await call(calls.admin_staff_role.path, { id: member.userId, role: 'operator' });
      expect(made.json<Envelope<StaffRow>>().data).toMatchObject({
        role: 'operator',
        totp_enrolled: false,
      });
      expect((await kit.post(calls.user_detail.path, {}, { token: portal })).json().code).toBe(402);
      expect(
        (await signIn(member.username, PASSWORD)).json<Envelope<{ step: string }>>().data.step,
      ).toBe('enrol');

      const firm = await newEnterprise(kit);
      const phoneOnly = await createMember(kit.db, { mobile: freshMobile() });
      const before = await peopleState(kit.db);
      const tied = await call(calls.admin_staff_role.path, {
        id: firm.members[0].userId,
        role: 'operator',
      });
      expect(tied.json().msg).toBe(`该会员已关联企业“${firm.name}”（已认证），不能设为工作人员`);
      const noPassword = await call(calls.admin_staff_role.path, {
        id: phoneOnly,
        role: 'operator',
      });
      expect(noPassword.json().msg).toBe(
        '该会员尚未设置用户名和密码，无法登录管理后台，不能设为工作人员',
      );
      expect(await peopleState(kit.db)).toEqual(before);
      const bound = await kit.db
        .select()
        .from(enterpriseAuthentications)
        .where(eq(enterpriseAuthentications.userId, firm.members[0].userId));
      expect(bound).toHaveLength(1);
    });

    it('keeps the last active administrator: stepping down alone is refused, with a colleague it is done', async () => {
      // demo_admin is the only administrator of a fresh database.
      const before = await peopleState(kit.db);
      const alone = await call(calls.admin_staff_role.path, { id: admin.userId, role: 'operator' });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().msg).toContain('至少需保留一名在用的系统管理员');
      expect(await peopleState(kit.db)).toEqual(before);

      const colleague = await newAdmin();
      const steppingDown = await newAdmin();
      const res = await call(
        calls.admin_staff_role.path,
        { id: steppingDown.userId, role: 'operator' },
        steppingDown.token,
      );
      expect(res.json<Envelope<StaffRow>>().data.role).toBe('operator');
      // Their own console session ended with the role.
      expect((await kit.post(ME, {}, { token: steppingDown.token })).json().code).toBe(402);
      expect(colleague.userId).toBeGreaterThan(0);
    });

    it('of two administrators disabling each other at once, one is refused: an administrator remains', async () => {
      const [first, second] = [await newAdmin(), await newAdmin()];
      // For this test they are the only active administrators; the others are set aside.
      const others = (
        await kit.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
      ).filter((row) => row.id !== first.userId && row.id !== second.userId);
      const setRole = (role: 'admin' | 'operator') =>
        Promise.all(
          others.map((row) => kit.db.update(users).set({ role }).where(eq(users.id, row.id))),
        );
      await setRole('operator');
      try {
        const answers = await Promise.all([
          call(
            calls.admin_account_disable.path,
            { id: second.userId, reason: '互停' },
            first.token,
          ),
          call(
            calls.admin_account_disable.path,
            { id: first.userId, reason: '互停' },
            second.token,
          ),
        ]);
        expect(answers.map((res) => res.json().code).filter((code) => code === 200)).toHaveLength(
          1,
        );
        const active = await kit.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
        expect(active).toHaveLength(1);
        // The one disabled can do nothing more.
        const loser = active[0]!.id === first.userId ? second : first;
        const late = await call(
          calls.admin_account_disable.path,
          { id: active[0]!.id, reason: '再停' },
          loser.token,
        );
        expect(late.json()).toEqual({ code: 402, msg: MESSAGES.accountDisabled });
      } finally {
        await setRole('admin');
      }
    });
  });

  describe('重置二次验证 and 停用 of staff', () => {
    it('clears the secret and the recovery codes, ends the sessions; the next sign-in enrols again', async () => {
      const person = await newStaff(kit, 'operator');
      await kit.db
        .insert(consoleRecoveryCodes)
        .values({ userId: person.userId, codeHash: 'x'.repeat(43) });
      const { token } = await kit.consoleSession(person.username);
      const res = await call(calls.admin_staff_totp_reset.path, { id: person.userId });
      expect(res.json<Envelope<StaffRow>>().data).toMatchObject({
        totp_enrolled: false,
        actions: ['change_role', 'disable'],
      });
      expect(
        await kit.db.select().from(consoleTotp).where(eq(consoleTotp.userId, person.userId)),
      ).toEqual([]);
      expect(
        await kit.db
          .select()
          .from(consoleRecoveryCodes)
          .where(eq(consoleRecoveryCodes.userId, person.userId)),
      ).toEqual([]);
      expect((await kit.post(ME, {}, { token })).json().code).toBe(402);
      expect(
        (await signIn(person.username, PASSWORD)).json<Envelope<{ step: string }>>().data.step,
      ).toBe('enrol');
      const [audit] = await auditOf(kit.db, 'user', person.userId);
      expect(audit).toMatchObject({
        action: 'staff.totp_reset',
        before: { totp: '已绑定' },
        after: { totp: '未绑定（下次登录重新绑定）' },
      });
      // Twice: nothing to reset (the pending enrolment of the sign-in above is a secret shown).
      await kit.db.delete(consoleTotp).where(eq(consoleTotp.userId, person.userId));
      const again = await call(calls.admin_staff_totp_reset.path, { id: person.userId });
      expect(again.json()).toEqual({ code: 400, msg: '该工作人员尚未绑定动态验证码，无需重置' });
      const own = await call(calls.admin_staff_totp_reset.path, { id: admin.userId });
      expect(own.json().msg).toBe('不能重置自己的二次验证，请由其他系统管理员操作');
      const member = await newPerson(kit);
      expect((await call(calls.admin_staff_totp_reset.path, { id: member.userId })).json()).toEqual(
        { code: 404, msg: '工作人员不存在' },
      );
    });

    it('refuses a disabled member of staff at the console sign-in, after the right password only', async () => {
      const person = await newStaff(kit, 'handler', unitIds.xihuMarket);
      const { token } = await kit.consoleSession(person.username);
      await call(calls.admin_account_disable.path, { id: person.userId, reason: '调离' });
      expect((await kit.post(ME, {}, { token })).json()).toEqual({
        code: 402,
        msg: MESSAGES.accountDisabled,
      });
      const right = await signIn(
        person.username,
        PASSWORD,
        totpCode(person.secret!, kit.clock.now()),
      );
      expect(right.json()).toEqual({ code: 403, msg: MESSAGES.accountDisabled });
      const wrong = await signIn(person.username, 'Wrong2026x');
      expect(wrong.json().msg).toBe('账号或密码错误');
      expect(
        await kit.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, person.userId), isNull(sessions.revokedAt))),
      ).toEqual([]);
      const [audit] = await auditOf(kit.db, 'user', person.userId);
      expect(audit!.action).toBe('staff.disable');
      // A disabled account changes role only once enabled again.
      const role = await call(calls.admin_staff_role.path, { id: person.userId, role: 'operator' });
      expect(role.json()).toEqual({ code: 400, msg: '该账号已停用，请先启用再变更角色' });
    });
  });

  describe('承办单位', () => {
    it('lists units with their handlers, creates and renames one under a unique name, audited', async () => {
      const list = async (keyword: string) =>
        (await call(calls.admin_unit_list.path, { keyword })).json<
          Envelope<{
            list: { id: number; name: string; handler_count: number; kind_label: string }[];
          }>
        >().data.list;
      const placed = await kit.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.unitId, unitIds.xihuMarket), eq(users.role, 'handler')));
      expect(placed.length).toBeGreaterThan(0);
      expect((await list('市场监督'))[0]).toMatchObject({
        name: '杭州市西湖区市场监督管理局',
        kind_label: '职能部门',
        handler_count: placed.length,
      });
      const name = `杭州市西湖区人力社保局${process.pid % 10_000}`;
      const created = await call(calls.admin_unit_create.path, {
        name: ` ${name} `,
        kind: 'department',
      });
      const unit =
        created.json<Envelope<{ id: number; name: string; handler_count: number }>>().data;
      expect(unit).toMatchObject({ name, handler_count: 0 });

      const before = await peopleState(kit.db);
      const duplicate = await call(calls.admin_unit_create.path, { name, kind: 'park' });
      expect(duplicate.json()).toEqual({ code: 409, msg: `已有名为“${name}”的承办单位` });
      const clash = await call(calls.admin_unit_rename.path, {
        id: unit.id,
        name: '杭州市西湖区科学技术局',
      });
      expect(clash.json()).toEqual({
        code: 409,
        msg: '已有名为“杭州市西湖区科学技术局”的承办单位',
      });
      for (const body of [
        { name: '局', kind: 'department' },
        { name, kind: 'company' },
        { name },
      ]) {
        const res = await call(calls.admin_unit_create.path, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toMatch(/单位/);
      }
      expect(await peopleState(kit.db)).toEqual(before);

      const renamed = await call(calls.admin_unit_rename.path, {
        id: unit.id,
        name: `${name}（新）`,
      });
      expect(renamed.json().data.name).toBe(`${name}（新）`);
      expect(
        (await auditOf(kit.db, 'unit', unit.id)).map((row) => [row.action, row.after]),
      ).toEqual([
        ['unit.create', { name, kind: 'department' }],
        ['unit.rename', { name: `${name}（新）` }],
      ]);
      const log = await auditLogOf(kit, admin.token, 'unit', unit.id);
      expect(log.map((row) => row.action_label)).toEqual(['修改承办单位名称', '新建承办单位']);
      expect(log[1]!.changes).toContainEqual({
        field: 'kind',
        label: '单位类型',
        before: '（空）',
        after: '职能部门',
      });
      const [stored] = await kit.db.select().from(units).where(eq(units.id, unit.id));
      expect(stored!.name).toBe(`${name}（新）`);
    });
  });
});
