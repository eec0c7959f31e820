// 获扶持名单's Excel import (issue 26): a good workbook is written whole — every row, matched to
// the directory by code or exact name, 未匹配 allowed — audited, and the home page's 最新政策 shows
// it at once; a workbook with any wrong row writes nothing and names every wrong row (row as Excel
// numbers it, column, Chinese reason), and its error report lists them with 错误原因, formulas
// shown as text; formula cells, a wrong header, too many rows, an oversize file, a zip bomb and
// other file types are refused whole; only operators may import.
import {
  AWARD_IMPORT_EXAMPLE,
  AWARD_IMPORT_MESSAGES as M,
  AWARD_LIST_ERROR_REPORT,
  AWARD_LIST_IMPORT,
  AWARD_LIST_TEMPLATE,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import {
  auditLog,
  enterprises,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
} from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { sessionAs } from '../../../test/helpers/sessions.js';
import {
  freshCreditCode,
  newEnterprise,
  HEADERS,
  listWorkbook,
  postWorkbook,
  workbookOf,
  zipOf,
} from './award-fixtures.js';
import type { Cell, ImportFormFields } from './award-fixtures.js';

const MARK = `导入${process.pid % 10_000}`;
const CITY = 20;
const HOSTILE = `<img src=x onerror=alert(1)>${MARK}丁科技有限公司`;

interface Problem {
  row: number;
  column: string | null;
  message: string;
}
interface Refusal {
  code: number;
  msg: string;
  data?: { rows: number; bad_rows: number; problem_count: number; problems: Problem[] };
}

describeEachDatabase('获扶持名单: the Excel import (issue 26)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  /** Directory enterprises made for this suite: one with a code, one without, two of one name. */
  const coded = { name: `${MARK}甲科技有限公司`, code: freshCreditCode(), id: 0 };
  const uncoded = { name: `${MARK}乙科技有限公司（杭州）`, id: 0 };
  const twin = `${MARK}丙科技有限公司`;

  const importFile = (bytes: Buffer | undefined, fields: ImportFormFields, token?: string) =>
    postWorkbook(kit.app, AWARD_LIST_IMPORT.path, bytes, fields, token ?? operator.token);
  const groupsNamed = async (name: string) =>
    (
      await kit.db
        .select({ n: count() })
        .from(policyAwardGroups)
        .where(eq(policyAwardGroups.entryName, name))
    )[0]!.n;
  const good = (name: string, money: Cell = 10, code: Cell = ''): Cell[] => [
    name,
    code,
    '研发投入补助',
    '杭州市科学技术局',
    money,
  ];

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    // Later than every seeded list: the import is the newest of its level on the home page.
    kit.clock.set(new Date('2030-06-01T02:00:00Z'));
    operator = await kit.consoleSession('demo_operator');
    coded.id = await newEnterprise(kit, { name: coded.name, creditCode: coded.code });
    uncoded.id = await newEnterprise(kit, { name: uncoded.name });
    await kit.db.insert(enterprises).values([{ name: twin }, { name: twin }]);
  });
  afterAll(() => kit.app.close());

  it('writes every row of a good workbook, matched by code or exact name, and the home page shows it', async () => {
    const name = `${MARK}2030年度研发投入补助拟支持企业名单`;
    const stranger = `${MARK}戊科技有限公司`;
    const workbook = await workbookOf([
      // A title row above the header, and a 序号 column of the operator's own: both fine.
      [`${MARK}名单（标题行）`],
      ['序号', ...HEADERS],
      [1, ...good(coded.name, 120.5, coded.code.toLowerCase())],
      // ASCII brackets where the directory has full-width ones: the same name.
      [2, ...good(uncoded.name.replace('（', '(').replace('）', ')'), '35.25')],
      [3, ...good(stranger, 8)],
      [],
      [4, ...good(HOSTILE, 0)],
    ]);
    const res = await importFile(workbook, { entry_name: name, level: CITY });
    expect(res.statusCode, res.body).toBe(200);
    const answer = AWARD_LIST_IMPORT.data.parse(res.json<{ data: unknown }>().data);
    expect(answer.award_list).toMatchObject({
      entry_name: name,
      level: CITY,
      policy_id: null,
      call_id: null,
      companies: 4,
      unmatched: 2,
      total_money: 163.75,
      created_at: Date.parse('2030-06-01T02:00:00Z') / 1000,
    });
    expect(answer.unmatched_rows).toEqual([
      { row: 5, enterprise_name: stranger },
      { row: 7, enterprise_name: HOSTILE },
    ]);

    const rows = await kit.db
      .select({
        enterpriseId: policyAwardCompanies.enterpriseId,
        enterpriseName: policyAwardCompanies.enterpriseName,
        topicName: policyAwardCompanies.topicName,
        unit: policyAwardCompanies.unit,
        level: policyAwardCompanies.level,
        totalMoney: policyAwardCompanies.totalMoney,
      })
      .from(policyAwardCompanies)
      .where(eq(policyAwardCompanies.groupId, answer.award_list.id));
    const common = { topicName: '研发投入补助', unit: '杭州市科学技术局', level: CITY };
    expect(rows).toEqual(
      expect.arrayContaining([
        { ...common, enterpriseId: coded.id, enterpriseName: coded.name, totalMoney: 120.5 },
        // The directory's spelling is published.
        { ...common, enterpriseId: uncoded.id, enterpriseName: uncoded.name, totalMoney: 35.25 },
        { ...common, enterpriseId: null, enterpriseName: stranger, totalMoney: 8 },
        { ...common, enterpriseId: null, enterpriseName: HOSTILE, totalMoney: 0 },
      ]),
    );
    expect(rows).toHaveLength(4);

    // The home page's 最新政策 of 市级: this list first, its companies by amount, the markup as text.
    const home = await kit.post('/api/demo/get_policynew', { level: CITY });
    const [newest] = home.json<{
      data: { entry_name: string; list: { enterprise_name: string; total_money: number }[] }[];
    }>().data;
    expect(newest!.entry_name).toBe(name);
    expect(newest!.list.map((company) => [company.enterprise_name, company.total_money])).toEqual([
      [coded.name, 120.5],
      [uncoded.name, 35.25],
      [stranger, 8],
      [HOSTILE, 0],
    ]);

    const [audit] = await kit.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'policy_award_group'),
          eq(auditLog.entityId, answer.award_list.id),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: operator.userId,
      actorRole: 'operator',
      action: 'policy_award_group.import',
      before: null,
      after: {
        entry_name: name,
        level: CITY,
        companies: 4,
        unmatched: 2,
        total_money: 163.75,
        file_name: '名单.xlsx',
      },
    });
  });

  it('writes nothing when one row among good ones is wrong, and names that row, column and reason', async () => {
    const name = `${MARK}一行有误的名单`;
    const workbook = await listWorkbook([
      good(`${MARK}己一公司`, 10),
      good(`${MARK}己二公司`, 20),
      good(`${MARK}己三公司`, '12.345'),
      good(`${MARK}己四公司`, 30),
    ]);
    const res = await importFile(workbook, { entry_name: name, level: CITY });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>()).toEqual({
      code: 400,
      msg: M.rowsRefused(1, 1),
      data: {
        rows: 4,
        bad_rows: 1,
        problem_count: 1,
        problems: [{ row: 4, column: '扶持金额（万元）', message: M.moneyDecimals }],
      },
    });
    expect(await groupsNamed(name)).toBe(0);
    const [written] = await kit.db
      .select({ n: count() })
      .from(policyAwardCompanies)
      .where(eq(policyAwardCompanies.enterpriseName, `${MARK}己一公司`));
    expect(written!.n).toBe(0);
  });

  it('names every problem of every row, and the error report lists those rows with 错误原因, formulas as text', async () => {
    const twinCode = freshCreditCode();
    const rows: Cell[][] = [
      good(`${MARK}庚公司`, 5),
      ['', '', '', '', ''], // blank: not a row
      ['', 'ABC', '', '杭州市科学技术局', -1],
      good(`${MARK}辛公司`, { formula: 'B2*10', result: 50 }),
      good(`${MARK}壬公司`, '五万'),
      good(`${MARK}癸公司`, 1, `${coded.code.slice(0, 17)}${coded.code[17] === '0' ? '1' : '0'}`),
      good(`${MARK}子公司`, 1, 913301061234567800),
      good('=HYPERLINK("http://evil.example","点我")', 1),
      good(`${MARK}庚公司`, 2),
      good(`${MARK}另一家公司`, 3, coded.code),
      good(twin, 4),
      good(twin, 4, twinCode),
      [...Object.values(AWARD_IMPORT_EXAMPLE)],
    ];
    const workbook = await listWorkbook(rows);
    const res = await importFile(workbook, { entry_name: `${MARK}错误百出的名单`, level: CITY });
    expect(res.statusCode).toBe(400);
    const refusal = res.json<Refusal>().data!;
    expect(refusal.problems).toEqual([
      { row: 4, column: '企业名称', message: '请填写企业名称' },
      { row: 4, column: '统一社会信用代码', message: M.creditCodeLength },
      { row: 4, column: '项目名称', message: '请填写项目名称' },
      { row: 4, column: '扶持金额（万元）', message: M.moneyNegative },
      { row: 5, column: '扶持金额（万元）', message: M.formula },
      { row: 6, column: '扶持金额（万元）', message: M.moneyNotNumber },
      { row: 7, column: '统一社会信用代码', message: M.creditCodeCheck },
      { row: 8, column: '统一社会信用代码', message: M.creditCodeNumber },
      { row: 9, column: '企业名称', message: M.formulaLike },
      { row: 10, column: '企业名称', message: M.repeatedEnterprise(2) },
      { row: 11, column: '统一社会信用代码', message: M.codeNameMismatch(coded.name) },
      { row: 12, column: '企业名称', message: M.ambiguousName },
      { row: 14, column: null, message: M.exampleRow },
    ]);
    // Row 13 names the twins' name with a code the directory lacks: a company of its own.
    expect(refusal).toMatchObject({ rows: 12, bad_rows: 10, problem_count: 13 });
    expect(await groupsNamed(`${MARK}错误百出的名单`)).toBe(0);

    const report = await postWorkbook(
      kit.app,
      AWARD_LIST_ERROR_REPORT.path,
      workbook,
      {},
      operator.token,
    );
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe(AWARD_LIST_ERROR_REPORT.mimeType);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('错误报告');
    const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(values[0]).toEqual(['行号', ...HEADERS, '错误原因']);
    expect(values.slice(1).map((row) => row[0])).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
    expect(values[1]![6]).toBe(
      `企业名称：请填写企业名称；统一社会信用代码：${M.creditCodeLength}；项目名称：请填写项目名称；扶持金额（万元）：${M.moneyNegative}`,
    );
    // The formula cell and the formula-like name are text in the report, never formulas.
    expect(values[2]![5]).toBe("'=B2*10");
    expect(values[6]![1]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(
      sheet
        .getColumn(6)
        .values.some((value) => typeof value === 'object' && value !== null && 'formula' in value),
    ).toBe(false);
  });

  it('refuses a formula cell, whatever its result, and writes nothing', async () => {
    const name = `${MARK}含公式的名单`;
    const workbook = await listWorkbook([
      good(`${MARK}丑公司`, 10),
      [{ formula: 'CONCATENATE("杭州","某公司")', result: '杭州某公司' }, '', '项目', '单位', 1],
    ]);
    const res = await importFile(workbook, { entry_name: name, level: CITY });
    expect(res.json<Refusal>().data!.problems).toEqual([
      { row: 3, column: '企业名称', message: M.formula },
    ]);
    expect(await groupsNamed(name)).toBe(0);
  });

  it('refuses a wrong header naming the expected columns; the template’s own header passes', async () => {
    const expected = HEADERS.join('、');
    const wrong = await workbookOf([
      ['公司', '代码', '项目', '单位', '金额'],
      ['杭州某公司', '', '项目', '单位', 1],
    ]);
    const res = await importFile(wrong, { entry_name: `${MARK}表头不对`, level: CITY });
    expect(res.json<Refusal>()).toEqual({
      code: 400,
      msg: M.wrongHeader('公司、代码、项目、单位、金额'),
    });
    expect(res.json<Refusal>().msg).toContain(expected);
    // 企业名称 is there, a column is not.
    const missing = await workbookOf([
      ['企业名称', '统一社会信用代码', '项目名称', '扶持金额(万元)'],
      ['杭州某公司', '', '项目', 1],
    ]);
    expect(
      (await importFile(missing, { entry_name: `${MARK}缺列`, level: CITY })).json<Refusal>().msg,
    ).toBe(M.missingColumns('主管单位'));
    // The first sheet is the list, whatever sheets follow; a sheet before it is read instead.
    const first = await workbookOf([HEADERS, good(`${MARK}寅公司`)], { before: ['说明'] });
    expect(
      (await importFile(first, { entry_name: `${MARK}第二个表`, level: CITY })).json<Refusal>().msg,
    ).toMatch(/^表头不正确/);

    const template = await kit.post(AWARD_LIST_TEMPLATE.path, {}, { token: operator.token });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain(
      encodeURIComponent(AWARD_LIST_TEMPLATE.fileName),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['获扶持名单', '填写说明']);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(HEADERS);
    // Left as downloaded, the template is refused for its example row alone.
    const asIs = await importFile(Buffer.from(template.rawPayload), {
      entry_name: `${MARK}原样模板`,
      level: CITY,
    });
    expect(asIs.json<Refusal>().data!.problems).toEqual([
      { row: 2, column: null, message: M.exampleRow },
    ]);
  });

  it('refuses an oversize file, too many rows, a zip bomb, an .xls and a picture, writing nothing', async () => {
    const fields = { entry_name: `${MARK}拒收的文件`, level: CITY };
    const message = async (bytes: Buffer) => (await importFile(bytes, fields)).json<Refusal>();

    expect(await message(Buffer.alloc(AWARD_LIST_IMPORT.maxBytes + 1))).toEqual({
      code: 400,
      msg: M.tooLarge,
    });
    const many = await listWorkbook(
      Array.from({ length: AWARD_LIST_IMPORT.maxRows + 1 }, (_, index) =>
        good(`${MARK}企业${index}`, 1),
      ),
    );
    expect(many.length).toBeLessThan(AWARD_LIST_IMPORT.maxBytes);
    expect((await message(many)).msg).toBe(M.tooManyRows);
    // 60 MB of one byte deflates to about 60 kB.
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect((await message(bomb)).msg).toBe(M.unpackedTooLarge);
    // A size that lies: declared 100 bytes, inflates to a megabyte.
    const liar = zipOf([{ name: 'a.xml', data: Buffer.alloc(1024 * 1024), declared: 100 }]);
    expect((await message(liar)).msg).toBe(M.unpackedTooLarge);
    expect((await message(zipOf([{ name: 'a.txt', data: Buffer.from('不是表格') }]))).msg).toBe(
      M.notXlsx,
    );
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await message(xls)).msg).toBe(M.oldExcel);
    expect((await message(Buffer.from('89504e470d0a1a0a', 'hex'))).msg).toBe(M.notXlsx);
    expect((await importFile(undefined, fields)).json<Refusal>().msg).toBe(M.noFile);
    expect(await groupsNamed(fields.entry_name)).toBe(0);
  });

  it('checks the fields: a name, a level, a call of the chosen document', async () => {
    const workbook = await listWorkbook([good(`${MARK}卯公司`)]);
    const refused = async (fields: ImportFormFields) =>
      (await importFile(workbook, fields)).json<Refusal>();
    expect(await refused({ level: CITY })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('请填写名单名称'),
    });
    expect(await refused({ entry_name: `${MARK}级别`, level: 17 })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('请选择名单级别'),
    });
    expect(await refused({ entry_name: `${MARK}级别`, level: 'abc' })).toMatchObject({
      code: 400,
    });
    expect(await refused({ entry_name: `${MARK}通知`, level: CITY, call_id: 999_999 })).toEqual({
      code: 400,
      msg: M.callMissing,
    });
    // A call of the catalogue: its document comes with it; another document is refused.
    const [call] = await kit.db.select().from(policyCalls).limit(1);
    expect(
      await refused({
        entry_name: `${MARK}通知`,
        level: CITY,
        call_id: call!.id,
        policy_id: call!.policyId + 1,
      }),
    ).toEqual({ code: 400, msg: M.callOfOtherPolicy });
    const linked = await importFile(workbook, {
      entry_name: `${MARK}关联通知的名单`,
      level: CITY,
      call_id: call!.id,
    });
    expect(linked.json<{ data: { award_list: unknown } }>().data.award_list).toMatchObject({
      call_id: call!.id,
      policy_id: call!.policyId,
      call_title: call!.title,
    });
  });

  it('refuses members, handlers, administrators and a staff portal login on the import, template and report', async () => {
    const workbook = await listWorkbook([good(`${MARK}辰公司`)]);
    const fields = { entry_name: `${MARK}无权导入`, level: CITY };
    const memberId = await createMember(kit.db);
    const member = await sessionAs(kit.db, memberId, 'member', kit.clock.now());
    const handler = await kit.consoleSession('demo_handler');
    const admin = await kit.consoleSession('demo_admin');
    // demo_operator's portal login: password only, no second factor.
    const portalLogin = await kit.loginWithPassword('demo_operator', DEMO_PASSWORD);
    for (const [who, token, status] of [
      ['member', member.token, 403],
      ['handler', handler.token, 403],
      ['admin', admin.token, 403],
      ['visitor', undefined, 401],
      ['operator portal login', portalLogin.token, 401],
    ] as const) {
      const imported = await postWorkbook(kit.app, AWARD_LIST_IMPORT.path, workbook, fields, token);
      expect(imported.statusCode, who).toBe(status);
      const report = await postWorkbook(kit.app, AWARD_LIST_ERROR_REPORT.path, workbook, {}, token);
      expect(report.statusCode, who).toBe(status);
      expect((await kit.post(AWARD_LIST_TEMPLATE.path, {}, { token })).statusCode, who).toBe(
        status,
      );
    }
    expect(await groupsNamed(fields.entry_name)).toBe(0);
  });
});
