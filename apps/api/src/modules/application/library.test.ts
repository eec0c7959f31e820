// The application form's helpers and what money becomes: values prefilled from the enterprise
// record with their source, the material library (only the member's own uploads go in; any
// member of the enterprise uses them; other enterprises see nothing), files readable by the
// enterprise's members, 存入材料库 at submit, the award list an operator publishes, the support
// obtained with yearly totals, and the /annual export as a real .xlsx.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enterpriseMaterials, policyAwardCompanies } from '../../db/schema/index.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { uploadThroughRoute } from '../identity/identity-kit.js';
import { fullDraft, materialUpload, newCall, newEnterprise, PATHS } from './application-kit.js';

describeEachDatabase(
  'application: form prefill, material library, award lists, obtained, export',
  (db) => {
    let kit: AuthKit;
    let operator: { token: string };
    beforeAll(async () => {
      kit = await buildAuthKit(db);
      operator = await kit.consoleSession('demo_operator');
    });
    afterAll(() => kit.app.close());

    it('application_form prefills from the enterprise record with each value’s source', async () => {
      const firm = await newEnterprise(kit);
      const callId = await newCall(kit.db);
      const res = await kit.post(PATHS.form, { call_id: callId }, { token: firm.members[0].token });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.call).toMatchObject({
        id: callId,
        delivery_mode: 'review',
        window: 'open',
        window_label: '申报中',
        checklist: ['项目具有示范带动作用'],
      });
      expect(data.prefill).toEqual([
        {
          key: 'rd_spending',
          value: 320.5,
          source: '企业填报',
          at: Date.parse('2026-02-01T00:00:00Z') / 1000,
        },
        {
          key: 'company_name',
          value: firm.name,
          source: '平台核验',
          at: Date.parse('2026-01-05T00:00:00Z') / 1000,
        },
      ]);
      expect(data.application).toBeNull();
    });

    it('the library takes only the member’s own material uploads; members of the enterprise use them; others see nothing', async () => {
      const firm = await newEnterprise(kit);
      const other = await newEnterprise(kit);
      const [member, colleague] = firm.members;
      const own = await materialUpload(kit.db, member);

      const foreign = await kit.post(
        PATHS.libraryAdd,
        { kind: 'audit_report', name: '审计报告', upload_id: own },
        { token: colleague.token },
      );
      expect(foreign.statusCode).toBe(400);

      const added = await kit.post(
        PATHS.libraryAdd,
        {
          kind: 'audit_report',
          name: '2025年度审计报告',
          upload_id: own,
          valid_until: '2026-12-31',
        },
        { token: member.token },
      );
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toMatchObject({
        kind: 'audit_report',
        kind_label: '审计报告',
        expired: false,
      });
      const again = await kit.post(
        PATHS.libraryAdd,
        { kind: 'audit_report', name: '重复', upload_id: own },
        { token: member.token },
      );
      expect(again.json().msg).toBe('该文件已在材料库中');
      const expiredUpload = await materialUpload(kit.db, member);
      await kit.post(
        PATHS.libraryAdd,
        {
          kind: 'audit_report',
          name: '2023年度审计报告',
          upload_id: expiredUpload,
          valid_until: '2026-01-31',
        },
        { token: member.token },
      );

      const seen = (await kit.post(PATHS.libraryList, {}, { token: colleague.token })).json().data;
      expect(
        seen.map((item: { name: string; expired: boolean }) => [item.name, item.expired]),
      ).toEqual([
        ['2023年度审计报告', true],
        ['2025年度审计报告', false],
      ]);
      expect(
        (await kit.post(PATHS.libraryList, {}, { token: other.members[0].token })).json().data,
      ).toEqual([]);

      // The form offers the unexpired one for its material; the colleague attaches it.
      const callId = await newCall(kit.db);
      const form = (
        await kit.post(PATHS.form, { call_id: callId }, { token: colleague.token })
      ).json().data;
      expect(form.library).toEqual([
        {
          material_key: 'audit_report',
          items: [expect.objectContaining({ id: added.json().data.id })],
        },
        { material_key: 'licence', items: [] },
      ]);
      const saved = await kit.post(
        PATHS.save,
        { call_id: callId, form: {}, materials: { audit_report: [own] } },
        { token: colleague.token },
      );
      expect(saved.statusCode).toBe(200);
      // Another enterprise cannot name the same file.
      const stolen = await kit.post(
        PATHS.save,
        { call_id: callId, form: {}, materials: { audit_report: [own] } },
        { token: other.members[0].token },
      );
      expect(stolen.statusCode).toBe(400);

      const removedByOther = await kit.post(
        PATHS.libraryRemove,
        { id: added.json().data.id },
        { token: other.members[0].token },
      );
      expect(removedByOther.statusCode).toBe(404);
      const removed = await kit.post(
        PATHS.libraryRemove,
        { id: added.json().data.id },
        { token: colleague.token },
      );
      expect(removed.json().data).toEqual({ id: added.json().data.id });
      // The draft keeps its file.
      const detail = (
        await kit.post(PATHS.detail, { id: saved.json().data.id }, { token: member.token })
      ).json().data;
      expect(detail.materials).toEqual({ audit_report: [own] });
    });

    it('material files are readable by the enterprise’s members and not by other members', async () => {
      const firm = await newEnterprise(kit);
      const other = await newEnterprise(kit);
      const [member, colleague] = firm.members;
      const fileId = await uploadThroughRoute(kit, member, 'material');
      const callId = await newCall(kit.db);
      await kit.post(
        PATHS.save,
        { call_id: callId, form: {}, materials: { plan: [fileId] } },
        { token: member.token },
      );
      expect((await kit.get(`/api/upload/${fileId}`, { token: colleague.token })).statusCode).toBe(
        200,
      );
      expect(
        (await kit.get(`/api/upload/${fileId}`, { token: other.members[0].token })).statusCode,
      ).toBe(404);
      expect((await kit.get(`/api/upload/${fileId}`, { token: operator.token })).statusCode).toBe(
        200,
      );
    });

    it('submit with 存入材料库 puts the material’s files into the library under its kind', async () => {
      const firm = await newEnterprise(kit);
      const [member] = firm.members;
      const callId = await newCall(kit.db);
      const body = await fullDraft(kit.db, member, callId);
      const draft = (await kit.post(PATHS.save, body, { token: member.token })).json().data;
      const res = await kit.post(
        PATHS.submit,
        {
          id: draft.id,
          version: draft.version,
          submit_key: 'library-key-01',
          save_to_library: ['audit_report'],
        },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      const library = await kit.db
        .select()
        .from(enterpriseMaterials)
        .where(eq(enterpriseMaterials.enterpriseId, firm.id));
      expect(library).toEqual([
        expect.objectContaining({
          kind: 'audit_report',
          name: '审计报告',
          uploadId: body.materials.audit_report[0],
        }),
      ]);
    });

    it('publishing the award list, paying and the support obtained with totals by year', async () => {
      const firm = await newEnterprise(kit);
      const [member] = firm.members;
      const callId = await newCall(kit.db);
      const draft = (
        await kit.post(PATHS.save, await fullDraft(kit.db, member, callId), { token: member.token })
      ).json().data;
      let version = (
        await kit.post(
          PATHS.submit,
          { id: draft.id, version: draft.version, submit_key: 'award-key-001' },
          { token: member.token },
        )
      ).json().data.version;
      for (const step of [
        { event: 'accept' },
        { event: 'start_review' },
        { event: 'propose', amount: 88.8 },
      ]) {
        const res = await kit.post(
          PATHS.adminTransition,
          { id: draft.id, version, ...step },
          { token: operator.token },
        );
        version = res.json().data.version;
      }

      const empty = await kit.post(
        PATHS.awardPublish,
        { call_id: await newCall(kit.db), entry_name: '空名单' },
        { token: operator.token },
      );
      expect(empty.statusCode).toBe(400);
      const published = await kit.post(
        PATHS.awardPublish,
        { call_id: callId, entry_name: '2026年度研发投入补助拟支持名单' },
        { token: operator.token },
      );
      expect(published.statusCode).toBe(200);
      expect(published.json().data).toMatchObject({ level: 20, companies: 1, total_money: 88.8 });
      const companies = await kit.db
        .select()
        .from(policyAwardCompanies)
        .where(eq(policyAwardCompanies.groupId, published.json().data.group_id));
      expect(companies).toEqual([
        expect.objectContaining({
          enterpriseId: firm.id,
          enterpriseName: firm.name,
          totalMoney: 88.8,
        }),
      ]);

      // Publicised only: the award list is what the enterprise has obtained so far.
      const listed = (await kit.post(PATHS.obtained, {}, { token: member.token })).json().data;
      expect(listed).toMatchObject({
        list: [
          {
            source: 'award',
            amount: 88.8,
            title: '2026年度研发投入补助拟支持名单',
            state_label: '已公示',
          },
        ],
        totals: [{ year: 2026, amount: 88.8, count: 1 }],
        total_amount: 88.8,
      });

      await kit.post(
        PATHS.adminTransition,
        { id: draft.id, version, event: 'pay' },
        { token: operator.token },
      );
      const paid = (await kit.post(PATHS.obtained, {}, { token: member.token })).json().data;
      // Paid: the application stands for the money, the award row of the same call is not counted twice.
      expect(paid.list).toEqual([
        expect.objectContaining({
          source: 'application',
          id: draft.id,
          amount: 88.8,
          state: 'paid',
          state_label: '已拨付',
          version: version + 1,
        }),
      ]);
      expect(paid.total_amount).toBe(88.8);
      const stranger = await newEnterprise(kit);
      expect(
        (await kit.post(PATHS.obtained, {}, { token: stranger.members[0].token })).json().data,
      ).toEqual({
        list: [],
        totals: [],
        total_amount: 0,
      });
    });

    it('/annual export: an .xlsx with the filters and one row per application; bad filters 400', async () => {
      const firm = await newEnterprise(kit);
      const [member] = firm.members;
      const callId = await newCall(kit.db);
      await kit.post(PATHS.save, await fullDraft(kit.db, member, callId), { token: member.token });
      const res = await kit.post(
        PATHS.export,
        { state: ['draft'], keyword: '研发' },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const notes = workbook.getWorksheet('筛选条件')!;
      expect(notes.getRow(3).values).toEqual([undefined, '申报状态', '草稿']);
      const sheet = workbook.getWorksheet('申报记录')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('申报编号');
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe('（未提交）');
      expect(sheet.getRow(2).getCell(5).value).toBe('草稿');

      const bad = await kit.post(PATHS.export, { year: 1800 }, { token: member.token });
      expect(bad.statusCode).toBe(400);
    });
  },
);
