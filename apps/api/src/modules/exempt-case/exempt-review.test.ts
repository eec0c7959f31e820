// The console's 免申即享 review (issue 26): the queue's filters (state, call, enterprise name or
// credit code), one case's detail (the enterprise, the call, the snapshot with its sources, the
// member's dispute kept as written, the account masked, the history), the batch's counts and the
// cases it opened, and 批量拨付 answering case by case. Members and handlers are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enterprises, exemptCases, policies, policyCalls } from '../../db/schema/index.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import {
  auditOf,
  eventsOf,
  newCall,
  newCase,
  newEnterprise,
  PATHS,
} from '../application/application-kit.js';

const DETAIL = '/api/console/exempt-case/detail';
const BULK = '/api/console/exempt-case/bulk_transition';
const BATCH = '/api/console/call/exempt_batch';
const HOSTILE = '<img src=x onerror="alert(1)">研发费用应为 520 万元，见 2025 年度汇算清缴';

describeEachDatabase('the console’s 免申即享 review (issue 26)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  let handler: { token: string; userId: number };
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
    handler = await kit.consoleSession('demo_handler');
  });
  afterAll(() => kit.app.close());

  const post = (path: string, body: unknown, who: { token: string }) =>
    kit.post(path, body, { token: who.token });
  const setState = (id: number, state: 'confirmed' | 'publicized') =>
    kit.db.update(exemptCases).set({ state }).where(eq(exemptCases.id, id));

  it('filters the queue by state, call and credit code, and opens a dispute with its snapshot, note and history', async () => {
    const callId = await newCall(kit.db, { mode: 'exempt', start: null, end: null });
    const firm = await newEnterprise(kit);
    const other = await newEnterprise(kit);
    const disputed = await newCase(kit.db, firm.id, callId);
    const waiting = await newCase(kit.db, other.id, callId);
    await post(PATHS.caseDispute, { id: disputed, version: 0, note: HOSTILE }, firm.members[0]);

    const ids = async (body: object) =>
      (await post(PATHS.adminCaseList, body, operator))
        .json()
        .data.list.map((item: { id: number }) => item.id);
    expect(await ids({ call_id: callId })).toEqual(expect.arrayContaining([disputed, waiting]));
    expect(await ids({ call_id: callId, state: 'disputed' })).toEqual([disputed]);
    const [{ creditCode }] = (await kit.db
      .select({ creditCode: enterprises.creditCode })
      .from(enterprises)
      .where(eq(enterprises.id, other.id))) as [{ creditCode: string }];
    expect(await ids({ call_id: callId, keyword: creditCode })).toEqual([waiting]);

    const res = await post(DETAIL, { id: disputed }, operator);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: disputed,
      state: 'disputed',
      enterprise: { id: firm.id, name: firm.name },
      call: { id: callId, delivery_mode: 'exempt' },
      member_note: HOSTILE,
      bank_account: null,
      operator_actions: ['renotify', 'close'],
      snapshot: [
        expect.objectContaining({ label: '上年度研发费用不少于 300 万元', source: '企业填报' }),
      ],
    });
    expect(detail.timeline).toEqual([
      expect.objectContaining({
        event: 'dispute',
        actor_name: '企业成员 张伟',
        reason: HOSTILE,
      }),
    ]);
    expect((await post(DETAIL, { id: 2_000_000_000 }, operator)).json()).toEqual({
      code: 404,
      msg: '免申即享事项不存在',
    });
  });

  it('masks the account in the detail (the list keeps it for payment)', async () => {
    const firm = await newEnterprise(kit);
    const callId = await newCall(kit.db, { mode: 'exempt', start: null, end: null });
    const id = await newCase(kit.db, firm.id, callId);
    const bank = {
      bank: '中国工商银行杭州西湖支行',
      accountName: firm.name,
      accountNumber: '1202020209000012345',
    };
    await post(PATHS.caseConfirm, { id, version: 0, bank_account: bank }, firm.members[1]);
    const detail = (await post(DETAIL, { id }, operator)).json().data;
    expect(detail.bank_account).toEqual({ ...bank, accountNumber: `${'*'.repeat(15)}2345` });
    expect(detail.operator_actions).toEqual(['publicize']);
  });

  it('runs the batch for a published 免申即享 call: its counts, and the queue of that call lists whom it found', async () => {
    const [policy] = await kit.db
      .insert(policies)
      .values({
        level: 21,
        title: '西湖区研发投入免申即享补助办法（复核测试）',
        issuingUnit: '杭州市西湖区科学技术局',
        region: '西湖区',
        publishedOn: '2026-02-01',
        body: '<p>正文</p>',
      })
      .returning({ id: policies.id });
    const [call] = await kit.db
      .insert(policyCalls)
      .values({
        policyId: policy!.id,
        title: '2026年度西湖区研发投入补助（免申即享，复核测试）',
        deliveryMode: 'exempt',
        supportType: '无偿资助',
        supportCeiling: 50,
        amountRule: { kind: 'fixed', amount: 10 },
        // A figure no seeded enterprise has: only this test's enterprises meet it.
        conditions: {
          all: [
            {
              id: 'rd',
              label: '上年度研发费用在 880000–1000000 万元之间',
              clause: '第二条',
              field: 'rd_spending',
              op: 'between',
              value: [880000, 1000000],
            },
          ],
        },
        state: 'published',
        publishedAt: kit.clock.now(),
      })
      .returning({ id: policyCalls.id });
    const callId = call!.id;
    const at = '2026-02-01T00:00:00.000Z';
    const verified = { rd_spending: { source: 'verified' as const, at } };
    const typed = { rd_spending: { source: 'enterprise' as const, at } };
    const [had, found, unverified] = [
      await newEnterprise(kit),
      await newEnterprise(kit),
      await newEnterprise(kit),
    ];
    for (const [firm, sources] of [
      [had, verified],
      [found, verified],
      [unverified, typed],
    ] as const) {
      await kit.db
        .update(enterprises)
        .set({ district: '西湖区', rdSpending: 900_000, fieldSources: sources })
        .where(eq(enterprises.id, firm.id));
    }
    const existing = await newCase(kit.db, had.id, callId);

    const res = await post(BATCH, { call_id: callId }, operator);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ call_id: callId, eligible: 2, created: 1, notified: 2 });
    // What the screen shows: 新开 1, 已有 (eligible − created) 1, 不符合 the rest evaluated.
    expect(result.evaluated - result.eligible).toBeGreaterThanOrEqual(1);

    const queue = (await post(PATHS.adminCaseList, { call_id: callId }, operator)).json().data;
    expect(queue.total).toBe(2);
    const [opened] = await kit.db
      .select({ id: exemptCases.id })
      .from(exemptCases)
      .where(and(eq(exemptCases.callId, callId), eq(exemptCases.enterpriseId, found.id)));
    expect(queue.list.map((item: { id: number }) => item.id).sort()).toEqual(
      [existing, opened!.id].sort(),
    );
    expect(queue.list.find((item: { id: number }) => item.id === opened!.id)).toMatchObject({
      state: 'notified',
      amount: 10,
      enterprise: { name: found.name },
    });
  });

  it('批量拨付 moves each case on its own and answers case by case', async () => {
    const firm = await newEnterprise(kit);
    const cases = [];
    for (let n = 0; n < 4; n += 1) {
      const callId = await newCall(kit.db, { mode: 'exempt', start: null, end: null });
      cases.push(await newCase(kit.db, firm.id, callId));
    }
    const [first, stale, early, second] = cases as [number, number, number, number];
    for (const id of [first, stale, second]) await setState(id, 'publicized');
    await setState(early, 'confirmed');
    const missing = 2_000_000_000;

    const res = await post(
      BULK,
      {
        event: 'pay',
        reason: '2026年第一批拨付',
        items: [
          { id: first, version: 0 },
          { id: stale, version: 4 },
          { id: early, version: 0 },
          { id: missing, version: 0 },
          { id: second, version: 0 },
        ],
      },
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ succeeded: 2, failed: 3 });
    expect(data.results).toEqual([
      { id: first, ok: true, state: 'paid', version: 1, message: null },
      { id: stale, ok: false, state: null, version: null, message: expect.any(String) },
      {
        id: early,
        ok: false,
        state: null,
        version: null,
        message: '免申即享当前为“企业已确认”，不能拨付资金',
      },
      { id: missing, ok: false, state: null, version: null, message: '免申即享事项不存在' },
      { id: second, ok: true, state: 'paid', version: 1, message: null },
    ]);
    for (const id of [first, second]) {
      expect((await eventsOf(kit.db, 'exempt_case', id)).map((row) => row.reason)).toEqual([
        '2026年第一批拨付',
      ]);
      expect((await auditOf(kit.db, 'exempt_case', id)).map((row) => row.action)).toEqual([
        'exempt_case.pay',
      ]);
    }
    for (const id of [stale, early]) expect(await eventsOf(kit.db, 'exempt_case', id)).toEqual([]);

    // A dispute's review needs its own 复核意见: never in bulk.
    const close = await post(
      BULK,
      { event: 'close', items: [{ id: first, version: 1 }] },
      operator,
    );
    expect(close.statusCode).toBe(400);
  });

  it('refuses the detail and the bulk step to a member and a handler', async () => {
    const firm = await newEnterprise(kit);
    const callId = await newCall(kit.db, { mode: 'exempt', start: null, end: null });
    const id = await newCase(kit.db, firm.id, callId);
    for (const who of [firm.members[0], handler]) {
      for (const [path, body] of [
        [DETAIL, { id }],
        [BULK, { event: 'notify', items: [{ id, version: 0 }] }],
      ] as const) {
        const res = await post(path, body, who);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().msg).toBe('没有权限：该操作仅限平台运营');
      }
    }
    expect(await eventsOf(kit.db, 'exempt_case', id)).toEqual([]);
  });
});
