// Scopes declared on the call (issue 24): `auth: 'enterprise'` and
// `{ roles: ['handler'], scope: 'unit' }`, on calls and on file routes — a member without an
// enterprise (the one message, nothing written), another enterprise's rows (404 / absent, as the
// code answers a missing row), another unit's rows, the wrong role; and user info's roles and unit.
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import { calls, rolesOf } from '@qyfw/portal-sdk/schemas';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  enterpriseMaterials,
  enterpriseRecordVersions,
  exemptCases,
  policyApplications,
  units,
  uploads,
  users,
  workflowEvents,
} from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';
import { demoUnitIds } from '../src/db/seed/units.js';
import {
  fullDraft,
  newCall,
  newEnterprise,
  PATHS,
} from '../src/modules/application/application-kit.js';
import type { TestEnterprise } from '../src/modules/application/application-kit.js';
import { newMember, PASSWORD } from '../src/modules/identity/identity-kit.js';
import type { TestMember } from '../src/modules/identity/identity-kit.js';
import { multipart, pngBytes } from '../src/modules/upload/upload-fixtures.js';
import { CLIENT_AUTH } from './helpers/app.js';
import { buildAuthKit, createMember } from './helpers/auth-kit.js';
import type { AuthKit } from './helpers/auth-kit.js';
import { describeEachDatabase } from './helpers/databases.js';
import {
  ENTERPRISE_FILE_PATH,
  enterpriseProbe,
  OPERATOR_FILE_PATH,
  registerScopeProbes,
  unitStaffDetail,
  unitStaffList,
} from './fixtures/scope-probes.js';

const ENTERPRISE_CALLS = Object.values(calls).filter((call) => call.auth === 'enterprise');
/** Calls only staff may make (every role they name is a console role) that operators may make. */
const STAFF_CALLS = Object.values(calls).filter((call) => {
  const roles = rolesOf(call.auth);
  return roles?.includes('operator') === true && roles.every((role) => role !== 'member');
});
/** Staff-only calls operators may not make (人员与角色: administrators only). */
const ADMIN_CALLS = Object.values(calls).filter((call) => {
  const roles = rolesOf(call.auth);
  return (
    roles?.includes('admin') === true && !roles.includes('operator') && !roles.includes('member')
  );
});
const OPERATOR_ONLY = '没有权限：该操作仅限平台运营';
const HANDLER_ONLY = '没有权限：该操作仅限办理人员';

describeEachDatabase('scopes declared on the call', (db) => {
  let kit: AuthKit;
  let loner: TestMember;
  let operator: { token: string; userId: number };
  let handler: { token: string; userId: number };
  let firm: TestEnterprise;
  let rival: TestEnterprise;
  let applicationId: number;

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    registerScopeProbes(kit.app, kit.db);
    loner = await newMember(kit);
    operator = await kit.consoleSession('demo_operator');
    handler = await kit.consoleSession('demo_handler');
    firm = await newEnterprise(kit);
    rival = await newEnterprise(kit);
    const callId = await newCall(kit.db);
    const saved = await kit.post(PATHS.save, await fullDraft(kit.db, firm.members[0], callId), {
      token: firm.members[0].token,
    });
    applicationId = saved.json().data.id;
  });
  afterAll(() => kit.app.close());

  /** Rows of every table an enterprise call writes: a refusal must leave them all alone. */
  const written = async () =>
    Promise.all(
      [
        policyApplications,
        exemptCases,
        enterpriseMaterials,
        enterpriseRecordVersions,
        workflowEvents,
        auditLog,
        uploads,
      ].map(async (table) => (await kit.db.select({ n: count() }).from(table))[0]!.n),
    );

  describe("the caller's enterprise on calls", () => {
    it('declares it on every member call of 政策申报, 免申即享, 材料库, the record and the match', () => {
      expect(ENTERPRISE_CALLS.map((call) => call.name).sort()).toEqual(
        [
          'application_confirm_receipt',
          'application_detail',
          'application_form',
          'application_list',
          'application_save',
          'application_submit',
          'application_withdraw',
          'enterprise_record',
          'enterprise_record_history',
          'enterprise_record_save',
          'exempt_case_confirm',
          'exempt_case_confirm_receipt',
          'exempt_case_decline',
          'exempt_case_detail',
          'exempt_case_dispute',
          'exempt_case_list',
          'list_count',
          'material_library_add',
          'material_library_list',
          'material_library_remove',
          'policy_match',
          'policy_obtained',
        ].sort(),
      );
    });

    it('refuses a member without an enterprise on every one of them with the one message, before reading the body, writing nothing', async () => {
      const before = await written();
      for (const call of ENTERPRISE_CALLS) {
        // An empty body would be a 400 for most: the refusal comes first, whatever the body.
        const res = await kit.post(call.path, {}, { token: loner.token });
        expect(res.statusCode, call.name).toBe(403);
        expect(res.json(), call.name).toEqual({ code: 403, msg: MESSAGES.enterpriseScopeMissing });
      }
      expect(await written()).toEqual(before);
    });

    it('refuses an operator and a handler the same way: neither acts for an enterprise', async () => {
      for (const who of [operator, handler]) {
        const res = await kit.post(calls.application_list.path, {}, { token: who.token });
        expect(res.json()).toEqual({ code: 403, msg: MESSAGES.enterpriseScopeMissing });
      }
    });

    it('answers 401 before anything else without a session', async () => {
      const res = await kit.post(calls.policy_match.path, {});
      expect(res.statusCode).toBe(401);
    });

    it("hands the handler the caller's own enterprise, whatever the body says", async () => {
      const res = await kit.post(
        enterpriseProbe.path,
        { page: 1, enterprise_id: rival.id },
        { token: firm.members[1].token },
      );
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: { enterprise_id: firm.id } });
    });

    it("answers another enterprise's application as missing, naming nothing of it", async () => {
      const res = await kit.post(
        calls.application_detail.path,
        { id: applicationId },
        { token: rival.members[0].token },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '申报不存在' });
      expect(res.body).not.toContain(firm.name);
    });

    it("refuses list_count naming another enterprise's id (403) and answers its own", async () => {
      const other = await kit.post(
        calls.list_count.path,
        { enterprise_id: firm.id },
        { token: rival.members[0].token },
      );
      expect(other.json()).toEqual({ code: 403, msg: '无权查看该企业的信息' });
      const own = await kit.post(
        calls.list_count.path,
        { enterprise_id: rival.id },
        { token: rival.members[0].token },
      );
      expect(own.json().code).toBe(200);
    });
  });

  describe("the caller's enterprise on file routes", () => {
    const exportRows = async (token: string) => {
      const res = await kit.post(PATHS.export, {}, { token });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.getWorksheet('申报记录')!.rowCount - 1;
    };

    it('refuses the /annual export to a visitor (401) and a member without an enterprise (the one message)', async () => {
      expect((await kit.post(PATHS.export, {})).statusCode).toBe(401);
      const res = await kit.post(PATHS.export, { year: 1800 }, { token: loner.token });
      expect(res.json()).toEqual({ code: 403, msg: MESSAGES.enterpriseScopeMissing });
      const probe = await kit.post(ENTERPRISE_FILE_PATH, {}, { token: loner.token });
      expect(probe.json()).toEqual({ code: 403, msg: MESSAGES.enterpriseScopeMissing });
    });

    it("exports the caller's enterprise only: the rival's sheet has none of the firm's application", async () => {
      expect(await exportRows(firm.members[1].token)).toBe(1);
      expect(await exportRows(rival.members[0].token)).toBe(0);
    });

    it('validates the body after the scope, in Chinese, and hands the handler the enterprise', async () => {
      const bad = await kit.post(
        ENTERPRISE_FILE_PATH,
        { name: '' },
        { token: rival.members[0].token },
      );
      expect(bad.json()).toEqual({ code: 400, msg: expect.stringContaining('请填写文件名') });
      const ok = await kit.post(
        ENTERPRISE_FILE_PATH,
        { name: '清单' },
        { token: rival.members[0].token },
      );
      expect(ok.body).toBe(`清单：企业 ${rival.id}`);
    });
  });

  describe('staff calls need the console sign-in', () => {
    it('refuses a staff account’s portal login (password only, no TOTP) on every staff-only call and file route, writing nothing', async () => {
      const portalLogin = await kit.loginWithPassword('demo_operator', DEMO_PASSWORD);
      const before = await written();
      expect(STAFF_CALLS.length).toBeGreaterThan(10);
      for (const call of STAFF_CALLS) {
        const res = await kit.post(call.path, {}, { token: portalLogin.token });
        expect(res.statusCode, call.name).toBe(401);
        expect(res.json(), call.name).toEqual({ code: 401, msg: '请先登录管理后台' });
      }
      const file = await kit.get(OPERATOR_FILE_PATH, { token: portalLogin.token });
      expect(file.statusCode).toBe(401);
      expect(await written()).toEqual(before);
    });
  });

  describe('administrators’ calls need the console sign-in too', () => {
    it('refuses demo_admin’s portal login (password only) on every administrator-only call, writing nothing', async () => {
      const portalLogin = await kit.loginWithPassword('demo_admin', DEMO_PASSWORD);
      const before = await written();
      expect(ADMIN_CALLS.map((call) => call.name)).toContain('admin_account_disable');
      for (const call of ADMIN_CALLS) {
        const res = await kit.post(call.path, {}, { token: portalLogin.token });
        expect(res.json(), call.name).toEqual({ code: 401, msg: '请先登录管理后台' });
      }
      expect(await written()).toEqual(before);
    });
  });

  describe('roles on file routes', () => {
    it('refuses an upload without a session (401) and stores nothing', async () => {
      const before = await written();
      const { payload, contentType } = multipart([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'a.png', bytes: pngBytes(), contentType: 'image/png' },
      ]);
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization: CLIENT_AUTH, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(await written()).toEqual(before);
    });

    it('answers an operator-only file to the operator and 403 to a member and a handler', async () => {
      expect((await kit.get(OPERATOR_FILE_PATH, { token: operator.token })).body).toBe('运营文件');
      for (const who of [loner, handler]) {
        const res = await kit.get(OPERATOR_FILE_PATH, { token: who.token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: OPERATOR_ONLY });
      }
      expect((await kit.get(OPERATOR_FILE_PATH)).statusCode).toBe(401);
    });
  });

  describe("the handler's unit", () => {
    let unitIds: Awaited<ReturnType<typeof demoUnitIds>>;
    let colleague: number;
    let stranger: { token: string; userId: number };
    let unplaced: { token: string; userId: number };

    /** A handler of `unitId` (null: placed in none yet), logged in. */
    const newHandler = async (unitId: number | null, nickname: string) => {
      const username = `unit_${process.pid % 10_000}_${nickname.length}_${Math.random().toString(36).slice(2, 8)}`;
      const userId = await createMember(kit.db, { username, password: PASSWORD });
      await kit.db
        .update(users)
        .set({ role: 'handler', unitId, nickname })
        .where(eq(users.id, userId));
      return kit.consoleSession(username);
    };

    beforeAll(async () => {
      unitIds = await demoUnitIds(kit.db);
      colleague = (await newHandler(unitIds.xihuMarket, '同单位办理人员')).userId;
      stranger = await newHandler(unitIds.cuiyuan, '翠苑街道办理人员');
      unplaced = await newHandler(null, '未分配办理人员');
    });

    it("lists the handler's own unit only", async () => {
      const res = await kit.post(unitStaffList.path, {}, { token: handler.token });
      const data = res.json().data as { unit_id: number; ids: number[] };
      expect(data.unit_id).toBe(unitIds.xihuMarket);
      expect(data.ids).toContain(handler.userId);
      expect(data.ids).toContain(colleague);
      expect(data.ids).not.toContain(stranger.userId);
    });

    it("answers another unit's row like a missing one, on a call and on a file route", async () => {
      const other = await kit.post(
        unitStaffDetail.path,
        { id: stranger.userId },
        { token: handler.token },
      );
      const missing = await kit.post(
        unitStaffDetail.path,
        { id: 2_000_000_000 },
        { token: handler.token },
      );
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(other.body).not.toContain('翠苑');
      const own = await kit.post(unitStaffDetail.path, { id: colleague }, { token: handler.token });
      expect(own.json().data).toEqual({ id: colleague, nickname: '同单位办理人员' });

      const file = (id: number, token: string) =>
        kit.get(`/api/test/unit/staff/${id}/card`, { token });
      expect((await file(colleague, handler.token)).body).toBe('办理人员：同单位办理人员');
      const foreign = await file(colleague, stranger.token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ code: 404, msg: '记录不存在' });
    });

    it('refuses a handler placed in no unit, with its own message', async () => {
      for (const res of [
        await kit.post(unitStaffList.path, {}, { token: unplaced.token }),
        await kit.get(`/api/test/unit/staff/${colleague}/card`, { token: unplaced.token }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: MESSAGES.unitScopeMissing });
      }
    });

    it('refuses a member and an operator: unit calls are for handlers', async () => {
      for (const who of [firm.members[0], operator]) {
        const res = await kit.post(unitStaffList.path, {}, { token: who.token });
        expect(res.json()).toEqual({ code: 403, msg: HANDLER_ONLY });
        const file = await kit.get(`/api/test/unit/staff/${colleague}/card`, { token: who.token });
        expect(file.json()).toEqual({ code: 403, msg: HANDLER_ONLY });
      }
    });

    it('refuses operator calls to a handler and a member', async () => {
      for (const who of [handler, firm.members[0]]) {
        const res = await kit.post(calls.admin_application_list.path, {}, { token: who.token });
        expect(res.json()).toEqual({ code: 403, msg: OPERATOR_ONLY });
      }
    });

    it('keeps a unit only for handlers (database check)', async () => {
      await expect(
        kit.db
          .update(users)
          .set({ unitId: unitIds.xihuScience })
          .where(eq(users.id, operator.userId)),
      ).rejects.toThrow();
    });
  });

  describe('user info tells the front end the roles and the unit', () => {
    it('answers the handler’s role and unit on login and user_detail', async () => {
      const [unit] = await kit.db
        .select()
        .from(units)
        .where(eq(units.name, '杭州市西湖区市场监督管理局'));
      const login = await kit.post('/api/indexnew/login', {
        type: 1,
        account: 'demo_handler',
        password: DEMO_PASSWORD,
      });
      expect(login.json().data).toMatchObject({
        roles: ['handler'],
        unit: { id: unit!.id, name: '杭州市西湖区市场监督管理局' },
      });
      const detail = await kit.post(calls.user_detail.path, {}, { token: handler.token });
      expect(detail.json().data).toMatchObject({ roles: ['handler'], unit: { id: unit!.id } });
    });

    it('answers an operator’s and a member’s role, with no unit', async () => {
      for (const [who, role] of [
        [operator, 'operator'],
        [loner, 'member'],
      ] as const) {
        const data = (await kit.post(calls.user_detail.path, {}, { token: who.token })).json().data;
        expect(data.roles).toEqual([role]);
        expect(data).not.toHaveProperty('unit');
      }
    });
  });
});
