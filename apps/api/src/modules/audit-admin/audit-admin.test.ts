// 审计日志 (issue 26): rows written by real operator actions (with their address and browser) are
// found by actor, record type and number, Shanghai dates and keyword, newest first and paged, with
// the changes as readable text; the export's sheet matches and neutralizes formulas; only
// operators and administrators may read; the database refuses to change or delete a row; text a
// member wrote comes back as plain data.
import { AUDIT_EXPORT } from '@qyfw/portal-sdk/calls/audit-admin';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { newMember, PASSWORD, PATHS, submissionOf } from '../identity/identity-kit.js';
import { auditExport } from './export.js';

const LIST = '/api/console/audit/list';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const MARKER = `审计${process.pid % 10_000}`;
/** Member-written names: markup that must stay text, and a formula a spreadsheet would run. */
const HOSTILE_NAME = `<img src=x onerror="alert(1)">${MARKER}甲科技有限公司`;
const FORMULA_NAME = `=HYPERLINK("http://evil.example","${MARKER}乙")`;
const FORMULA_REASON = '+营业执照不清晰，请重新上传';

interface Entry {
  id: number;
  at: number;
  actor: { id: number | null; name: string; account: string | null; role_label: string };
  action: string;
  action_label: string;
  entity_label: string;
  entity_id: number;
  record_name: string | null;
  changes: { field: string; label: string; before: string; after: string }[];
  ip: string | null;
  user_agent: string | null;
  browser: string | null;
}

describeEachDatabase('审计日志: admin_audit_list and its export (issue 26)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  let returnedId: number;
  let approvedId: number;

  /** A member's pending authentication request for `name`: its id and version. */
  async function pending(name: string) {
    const member = await newMember(kit);
    const res = await kit.post(PATHS.submit, await submissionOf(kit.db, member, undefined, name), {
      token: member.token,
    });
    return res.json<{ data: { id: number; version: number } }>().data;
  }

  const list = async (body: Record<string, unknown>, token = operator.token) =>
    (await kit.post(LIST, body, { token })).json<{
      code: number;
      msg: string;
      data: { list: Entry[]; total: number };
    }>();

  beforeAll(async () => {
    kit = await buildAuthKit(db);
    // Day one, 09:00 in Shanghai: the operator returns a request, from Chrome on Windows.
    operator = await kit.consoleSession('demo_operator');
    const first = await pending(HOSTILE_NAME);
    returnedId = first.id;
    const returned = await kit.post(
      PATHS.return,
      { ...first, reason: FORMULA_REASON },
      { token: operator.token, ip: '203.0.113.7', headers: { 'user-agent': CHROME_WINDOWS } },
    );
    expect(returned.statusCode).toBe(200);
    // 2026-03-04 00:30 in Shanghai — still the 3rd in UTC: the day filter is Shanghai's.
    kit.clock.set(new Date('2026-03-03T16:30:00Z'));
    operator = await kit.consoleSession('demo_operator');
    const second = await pending(FORMULA_NAME);
    approvedId = second.id;
    const approved = await kit.post(PATHS.approve, second, {
      token: operator.token,
      ip: '198.51.100.23',
      headers: { 'user-agent': SAFARI_MAC },
    });
    expect(approved.statusCode).toBe(200);
  });
  afterAll(() => kit.app.close());

  it('lists the real actions newest first: who, what, which record, the changes as text, address and browser', async () => {
    const answer = await list({ keyword: MARKER });
    expect(answer.data.total).toBe(2);
    const [approval, refusal] = answer.data.list;
    expect(approval).toMatchObject({
      actor: {
        id: operator.userId,
        name: '周晓峰',
        account: 'demo_operator',
        role: 'operator',
        role_label: '平台运营',
      },
      action: 'enterprise_auth.approve',
      action_label: '通过企业认证',
      entity_type: 'enterprise_auth',
      entity_label: '企业认证申请',
      entity_id: approvedId,
      record_name: FORMULA_NAME,
      ip: '198.51.100.23',
      user_agent: SAFARI_MAC,
      browser: 'Safari 18 · macOS',
      at: Date.parse('2026-03-03T16:30:00Z') / 1000,
    });
    expect(approval!.changes).toEqual([
      { field: 'state', label: '状态', before: '待审核', after: '已认证' },
      { field: 'enterprise_id', label: '企业编号', before: '（空）', after: expect.any(String) },
    ]);
    expect(refusal).toMatchObject({
      action_label: '退回企业认证',
      entity_id: returnedId,
      ip: '203.0.113.7',
      browser: 'Chrome 131 · Windows 10',
    });
    expect(refusal!.changes).toEqual([
      { field: 'state', label: '状态', before: '待审核', after: '已退回' },
      { field: 'reason', label: '原因', before: '（空）', after: FORMULA_REASON },
    ]);
    // Member-written markup is plain data in a JSON answer: the console renders it as text.
    expect(refusal!.record_name).toBe(HOSTILE_NAME);
  });

  it('filters by actor, record type and number, Shanghai days and keyword, and pages', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await list(body)).data.list.map((entry) => entry.entity_id);
    expect(
      await ids({
        actor_id: operator.userId,
        entity_type: 'enterprise_auth',
        entity_id: returnedId,
      }),
    ).toEqual([returnedId]);
    expect(await ids({ keyword: MARKER, from: '2026-03-02', to: '2026-03-03' })).toEqual([
      returnedId,
    ]);
    expect(await ids({ keyword: MARKER, from: '2026-03-04', to: '2026-03-04' })).toEqual([
      approvedId,
    ]);
    expect(await ids({ keyword: MARKER, from: '2026-03-05' })).toEqual([]);
    // The action's label, the actor's account, the record's number.
    expect(await ids({ keyword: '通过企业认证', entity_id: approvedId })).toEqual([approvedId]);
    expect(await ids({ keyword: '退回', entity_id: approvedId })).toEqual([]);
    expect(await ids({ keyword: 'demo_operator', entity_id: returnedId })).toEqual([returnedId]);
    expect(await ids({ keyword: `#${returnedId}`, entity_type: 'enterprise_auth' })).toEqual([
      returnedId,
    ]);
    const second = await list({ keyword: MARKER, page: 2, pageSize: 1 });
    expect(second.data).toMatchObject({ total: 2, list: [{ entity_id: returnedId }] });

    const disordered = await list({ from: '2026-03-05', to: '2026-03-01' });
    expect(disordered).toMatchObject({
      code: 400,
      msg: expect.stringContaining('开始日期不能晚于结束日期'),
    });
  });

  it('exports the same rows to an administrator as .xlsx, formulas neutralized; refuses too many rows', async () => {
    const admin = await kit.consoleSession('demo_admin');
    const res = await kit.post(AUDIT_EXPORT.path, { keyword: MARKER }, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(AUDIT_EXPORT.mimeType);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('审计日志')!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => [row[5], row[7], row[8]])).toEqual([
      ['通过企业认证', approvedId, `'${FORMULA_NAME}`],
      ['退回企业认证', returnedId, HOSTILE_NAME],
    ]);
    expect(rows[0]![1]).toBe('2026-03-04 00:30:00');
    expect(rows[1]![9]).toBe(`状态：待审核 → 已退回\n原因：（空） → ${FORMULA_REASON}`);
    expect(rows[0]![11]).toBe('Safari 18 · macOS');
    expect(workbook.getWorksheet('筛选条件')!.getCell('B3').value).toBe(MARKER);

    await expect(auditExport(kit.db, { keyword: MARKER }, kit.clock.now(), 1)).rejects.toThrow(
      '符合条件的审计记录有 2 条，超过单次导出上限 1 条',
    );
  });

  it('refuses a member and a handler (403) and a visitor (401), on the list and the export', async () => {
    const member = await newMember(kit);
    const handler = await kit.consoleSession('demo_handler');
    for (const path of [LIST, AUDIT_EXPORT.path]) {
      for (const token of [member.token, handler.token]) {
        const res = await kit.post(path, {}, { token });
        expect(res.statusCode, path).toBe(403);
      }
      expect((await kit.post(path, {})).statusCode, path).toBe(401);
    }
  });

  it('keeps rows unchangeable in the database; an actor removed later reads as removed', async () => {
    const [row] = await kit.db.select().from(auditLog).where(eq(auditLog.entityId, returnedId));
    /** The database's own refusal (migration 0021's trigger), under the driver's wrapping. */
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await kit.db.execute(statement).then(
        () => undefined,
        (thrown: unknown) => thrown as Error & { cause?: Error },
      );
      return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`;
    };
    const REFUSED = 'audit_log rows cannot be changed or deleted';
    expect(await refusal(sql`update audit_log set ip = '0.0.0.0' where id = ${row!.id}`)).toContain(
      REFUSED,
    );
    expect(await refusal(sql`delete from audit_log where id = ${row!.id}`)).toContain(REFUSED);
    const [kept] = await kit.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept).toEqual(row);

    // The actor's foreign key may still let go of a removed user (ON DELETE SET NULL).
    const username = `audit_staff_${process.pid % 10_000}`;
    const staffId = await createMember(kit.db, { username, password: PASSWORD });
    await kit.db.update(users).set({ role: 'operator' }).where(eq(users.id, staffId));
    const staff = await kit.consoleSession(username);
    const third = await pending(`${MARKER}丙科技有限公司`);
    await kit.post(PATHS.approve, third, { token: staff.token });
    await kit.db.delete(users).where(eq(users.id, staffId));
    const [entry] = (await list({ entity_type: 'enterprise_auth', entity_id: third.id })).data.list;
    expect(entry!.actor).toEqual({
      id: null,
      name: '（用户已删除）',
      account: null,
      role: 'operator',
      role_label: '平台运营',
    });
  });
});
