// Every refusal of the application calls: no token (401), a member without an enterprise (403),
// another enterprise's application (404, as if missing), operator calls by a member or a handler
// (403), bad bodies (400 in Chinese, nothing written), calls one may not apply to (免申即享,
// a draft call, a window not open or closed), foreign or unknown files.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { policyApplications } from '../../db/schema/index.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { newMember, relogin } from '../identity/identity-kit.js';
import { fullDraft, materialUpload, newCall, newEnterprise, PATHS } from './application-kit.js';
import type { TestEnterprise } from './application-kit.js';

describeEachDatabase('application: refusals', (db) => {
  let kit: AuthKit;
  let operator: { token: string };
  let handler: { token: string };
  let firm: TestEnterprise;
  let other: TestEnterprise;
  let callId: number;
  let applicationId: number;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
    handler = await kit.consoleSession('demo_handler');
    firm = await newEnterprise(kit);
    other = await newEnterprise(kit);
    callId = await newCall(kit.db);
    const saved = await kit.post(PATHS.save, await fullDraft(kit.db, firm.members[0], callId), {
      token: firm.members[0].token,
    });
    applicationId = saved.json().data.id;
  });
  afterAll(() => kit.app.close());

  const rows = async () => {
    const [row] = await kit.db.select({ n: count() }).from(policyApplications);
    return row!.n;
  };

  it('answers 401 without a token, for member and operator calls alike', async () => {
    for (const [path, body] of [
      [PATHS.form, { call_id: callId }],
      [PATHS.save, { call_id: callId, form: {}, materials: {} }],
      [PATHS.list, {}],
      [PATHS.obtained, {}],
      [PATHS.caseList, {}],
      [PATHS.adminList, {}],
      [PATHS.adminTransition, { id: applicationId, version: 0, event: 'accept' }],
    ] as const) {
      const res = await kit.post(path, body);
      expect(res.statusCode, path).toBe(401);
    }
    const exported = await kit.post(PATHS.export, {});
    expect(exported.statusCode).toBe(401);
  });

  it('a member without an enterprise is asked to authenticate one (403)', async () => {
    const loner = await newMember(kit);
    const res = await kit.post(PATHS.form, { call_id: callId }, { token: loner.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('企业认证');
  });

  it("another enterprise's member gets 404 for its application and cannot change it", async () => {
    const [stranger] = other.members;
    const before = await rows();
    for (const [path, body] of [
      [PATHS.detail, { id: applicationId }],
      [PATHS.submit, { id: applicationId, version: 0, submit_key: 'stranger-key-1' }],
      [PATHS.withdraw, { id: applicationId, version: 0 }],
      [PATHS.confirmReceipt, { id: applicationId, version: 0 }],
    ] as const) {
      const res = await kit.post(path, body, { token: stranger.token });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().msg).toBe('申报不存在');
    }
    // Its own form of the same call starts empty: the other enterprise's draft is not offered.
    const form = await kit.post(PATHS.form, { call_id: callId }, { token: stranger.token });
    expect(form.json().data.application).toBeNull();
    expect(await rows()).toBe(before);
    const detail = await kit.post(
      PATHS.detail,
      { id: applicationId },
      { token: firm.members[1].token },
    );
    expect(detail.json().data.state).toBe('draft');
  });

  it('operator calls made by a member or a handler answer 403', async () => {
    for (const who of [firm.members[0], handler]) {
      for (const [path, body] of [
        [PATHS.adminList, {}],
        [PATHS.adminDetail, { id: applicationId }],
        [PATHS.adminTransition, { id: applicationId, version: 0, event: 'accept' }],
        [PATHS.adminCaseList, {}],
        [PATHS.adminCaseTransition, { id: 1, version: 0, event: 'notify' }],
        [PATHS.awardPublish, { call_id: callId, entry_name: '公示名单' }],
      ] as const) {
        const res = await kit.post(path, body, { token: who.token });
        expect(res.statusCode, path).toBe(403);
        expect(res.json().msg).toBe('没有权限：该操作仅限平台运营');
      }
    }
  });

  it('bad bodies answer 400 in Chinese and write nothing', async () => {
    const [member] = firm.members;
    const before = await rows();
    const cases: [string, unknown, RegExp][] = [
      [
        PATHS.save,
        { call_id: callId, form: { project_name: { x: 1 } }, materials: {} },
        /[\u4e00-\u9fff]/,
      ],
      [
        PATHS.save,
        { call_id: callId, form: { nope: '1' }, materials: {} },
        /申报表中没有这些字段：nope/,
      ],
      [
        PATHS.save,
        { call_id: callId, form: { rd_spending: '很多' }, materials: {} },
        /“上年度研发费用”须为数字/,
      ],
      [
        PATHS.save,
        { call_id: callId, form: { category: '其他' }, materials: {} },
        /“项目类别”须为以下之一/,
      ],
      [
        PATHS.save,
        { call_id: callId, form: {}, materials: { nothing: [1] } },
        /材料清单中没有这些材料：nothing/,
      ],
      [PATHS.submit, { id: applicationId, version: 0 }, /[\u4e00-\u9fff]/],
      [PATHS.adminTransition, { id: applicationId, version: 0, event: 'reject' }, /请填写原因/],
    ];
    for (const [path, body, message] of cases) {
      const who = path.startsWith('/api/console') ? operator : member;
      const res = await kit.post(path, body, { token: who.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    expect(await rows()).toBe(before);
    const detail = await kit.post(PATHS.detail, { id: applicationId }, { token: member.token });
    expect(detail.json().data).toMatchObject({
      version: 0,
      form: { project_name: '智能传感器研发' },
    });
  });

  it('免申即享 calls need no application; draft calls are missing; closed and future windows refuse', async () => {
    const [member] = firm.members;
    const exempt = await newCall(kit.db, { mode: 'exempt' });
    const res = await kit.post(PATHS.form, { call_id: exempt }, { token: member.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('免申即享，无需申报');

    const draft = await newCall(kit.db, { state: 'draft' });
    const missing = await kit.post(PATHS.form, { call_id: draft }, { token: member.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('申报通知不存在');

    const closed = await newCall(kit.db, { start: '2026-01-01', end: '2026-03-01' });
    for (const path of [PATHS.form, PATHS.save]) {
      const refused = await kit.post(
        path,
        { call_id: closed, form: {}, materials: {} },
        { token: member.token },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('该通知已于 2026-03-01 截止申报');
    }
    const future = await newCall(kit.db, { start: '2026-04-01', end: '2026-05-01' });
    const early = await kit.post(PATHS.form, { call_id: future }, { token: member.token });
    expect(early.json().msg).toBe('该通知尚未开始申报，2026-04-01 起可申报');

    // The window closing under a draft refuses its first submit too.
    const closing = await newCall(kit.db, { end: '2026-03-05' });
    const saved = (
      await kit.post(PATHS.save, await fullDraft(kit.db, member, closing), { token: member.token })
    ).json().data;
    const clock = kit.clock.current;
    kit.clock.set(new Date('2026-03-06T01:00:00Z'));
    try {
      // Four days on, the morning's session has ended: a fresh one.
      const later = await relogin(kit, member);
      const late = await kit.post(
        PATHS.submit,
        { id: saved.id, version: saved.version, submit_key: 'too-late-key' },
        { token: later.token },
      );
      expect(late.statusCode).toBe(400);
      expect(late.json().msg).toBe('该通知已于 2026-03-05 截止申报');
    } finally {
      kit.clock.set(clock);
    }
  });

  it("refuses another member's upload, a non-material upload and an unknown id, naming the material", async () => {
    const [member] = firm.members;
    const [stranger] = other.members;
    const call = await newCall(kit.db);
    const foreign = await materialUpload(kit.db, stranger);
    for (const id of [foreign, 2_000_000_000]) {
      const res = await kit.post(
        PATHS.save,
        { call_id: call, form: {}, materials: { audit_report: [id] } },
        { token: member.token },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('“审计报告”的文件无效');
    }
    const form = await kit.post(PATHS.form, { call_id: call }, { token: member.token });
    expect(form.json().data.application).toBeNull();
    expect(
      await kit.db.select().from(policyApplications).where(eq(policyApplications.callId, call)),
    ).toEqual([]);
  });
});
