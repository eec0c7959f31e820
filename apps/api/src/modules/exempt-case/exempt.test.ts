// DOMAIN §3 免申即享 after the batch opened a case: the member sees the snapshot of the data used,
// condition by condition, and confirms (with the bank account), declines or disputes; operators
// re-notify or close a dispute, publicise, pay and confirm the money arrived. Each step: one
// workflow event, a message to every member, an audit row for operators. Refusals: other
// enterprises (404), a case not yet told (404), stale versions (409), bad accounts (400),
// member and handler on operator calls (403).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { relogin } from '../identity/identity-kit.js';
import {
  auditOf,
  eventsOf,
  messagesAbout,
  newCall,
  newCase,
  newEnterprise,
  PATHS,
} from '../application/application-kit.js';

const bank = {
  bank: '中国工商银行杭州西湖支行',
  accountName: '杭州申报测试科技有限公司',
  accountNumber: '1202020209000012345',
};

describeEachDatabase(
  'exempt cases: the member’s answers and the operators’ steps (DOMAIN §3)',
  (db) => {
    let kit: AuthKit;
    let operator: { token: string; userId: number };
    let exemptCall: number;
    beforeAll(async () => {
      kit = await buildAuthKit(db);
      operator = await kit.consoleSession('demo_operator');
      exemptCall = await newCall(kit.db, { mode: 'exempt', start: null, end: null });
    });
    afterAll(() => kit.app.close());

    const post = (path: string, body: unknown, who: { token: string }) =>
      kit.post(path, body, { token: who.token });

    it('confirm → publicize → pay → confirm receipt, with the snapshot, masked account and messages to all members', async () => {
      const firm = await newEnterprise(kit);
      const [member, colleague] = firm.members;
      const id = await newCase(kit.db, firm.id, exemptCall);

      const list = (await post(PATHS.caseList, {}, colleague)).json().data;
      expect(list).toEqual([
        expect.objectContaining({
          id,
          state: 'notified',
          amount: 20,
          actions: ['confirm', 'decline', 'dispute'],
          deadline: { due_on: '2026-04-01', label: '确认截止' },
          snapshot: [
            expect.objectContaining({
              label: '上年度研发费用不少于 300 万元',
              outcome: 'met',
              value: 320.5,
              source: '企业填报',
              as_of: '2026-02-01',
            }),
          ],
        }),
      ]);
      expect(list[0].call).toMatchObject({
        delivery_mode: 'exempt',
        window: 'always',
        window_label: '常年受理',
      });

      const confirmed = await post(
        PATHS.caseConfirm,
        { id, version: 0, bank_account: bank },
        member,
      );
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({
        state: 'confirmed',
        version: 1,
        bank_account: { ...bank, accountNumber: `${'*'.repeat(15)}2345` },
        actions: [],
      });
      const queue = (await post(PATHS.adminCaseList, { keyword: firm.name }, operator)).json().data;
      expect(queue.list).toEqual([
        expect.objectContaining({
          id,
          bank_account: bank,
          operator_actions: ['publicize'],
          enterprise: expect.objectContaining({ id: firm.id }),
        }),
      ]);

      const publicized = await post(
        PATHS.adminCaseTransition,
        { id, version: 1, event: 'publicize', amount: 18 },
        operator,
      );
      expect(publicized.json().data).toMatchObject({ state: 'publicized', amount: 18 });
      const paid = await post(
        PATHS.adminCaseTransition,
        { id, version: 2, event: 'pay' },
        operator,
      );
      expect(paid.json().data).toMatchObject({
        state: 'paid',
        operator_actions: ['confirm_receipt'],
      });
      const obtained = (await post(PATHS.obtained, {}, colleague)).json().data;
      expect(obtained.list).toEqual([
        expect.objectContaining({ source: 'exempt', id, amount: 18, state: 'paid', version: 3 }),
      ]);
      const received = await post(
        PATHS.adminCaseTransition,
        { id, version: 3, event: 'confirm_receipt' },
        operator,
      );
      expect(received.json().data.state).toBe('received');

      expect(
        (await eventsOf(kit.db, 'exempt_case', id)).map((row) => [row.event, row.actorRole]),
      ).toEqual([
        ['confirm', 'enterprise_member'],
        ['publicize', 'operator'],
        ['pay', 'operator'],
        ['confirm_receipt', 'operator'],
      ]);
      expect((await auditOf(kit.db, 'exempt_case', id)).map((row) => row.action)).toEqual([
        'exempt_case.publicize',
        'exempt_case.pay',
        'exempt_case.confirm_receipt',
      ]);
      for (const someone of firm.members) {
        expect(
          (await messagesAbout(kit.db, someone.userId, 'exempt_case', id)).map((m) => m.title),
        ).toEqual([
          '免申即享：已确认享受',
          '免申即享：正在公示',
          '免申即享：资金已拨付',
          '免申即享：资金已确认到账',
        ]);
      }
      const detail = (await post(PATHS.caseDetail, { id }, member)).json().data;
      expect(detail.timeline.map((entry: { actor_name: string }) => entry.actor_name)).toEqual([
        '企业成员 张伟',
        '平台运营',
        '平台运营',
        '平台运营',
      ]);
    });

    it('dispute → the operator re-notifies with a reason → decline; another dispute → close', async () => {
      const firm = await newEnterprise(kit);
      const [member] = firm.members;
      const id = await newCase(kit.db, firm.id, exemptCall);
      const disputed = await post(
        PATHS.caseDispute,
        { id, version: 0, note: '研发费用应为 520 万元' },
        member,
      );
      expect(disputed.json().data).toMatchObject({
        state: 'disputed',
        member_note: '研发费用应为 520 万元',
      });
      const noReason = await post(
        PATHS.adminCaseTransition,
        { id, version: 1, event: 'renotify' },
        operator,
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().msg).toContain('请填写复核意见');

      kit.clock.advance(5 * 24 * 60 * 60 * 1000);
      try {
        // Five days on, the morning's sessions have ended: fresh ones.
        const laterOperator = await kit.consoleSession('demo_operator');
        const laterMember = await relogin(kit, member);
        const renotified = await post(
          PATHS.adminCaseTransition,
          { id, version: 1, event: 'renotify', reason: '已按 2025 年度数据核对' },
          laterOperator,
        );
        expect(renotified.json().data).toMatchObject({
          state: 'notified',
          reason: '已按 2025 年度数据核对',
          deadline: { due_on: '2026-04-06', label: '确认截止' },
        });
        const declined = await post(
          PATHS.caseDecline,
          { id, version: 2, reason: '本年度已享受同类补贴' },
          laterMember,
        );
        expect(declined.json().data).toMatchObject({
          state: 'declined',
          member_note: '本年度已享受同类补贴',
          actions: [],
        });
      } finally {
        kit.clock.advance(-5 * 24 * 60 * 60 * 1000);
      }

      const second = await newCase(kit.db, firm.id, await newCall(kit.db, { mode: 'exempt' }));
      await post(PATHS.caseDispute, { id: second, version: 0, note: '企业规模有误' }, member);
      const closed = await post(
        PATHS.adminCaseTransition,
        { id: second, version: 1, event: 'close', reason: '复核后仍不符合规模要求' },
        operator,
      );
      expect(closed.json().data).toMatchObject({
        state: 'closed',
        next_step: '经复核不符合条件，原因：复核后仍不符合规模要求。',
      });
    });

    it('refuses: other enterprises and untold cases (404), stale versions (409), bad accounts (400), wrong steps', async () => {
      const firm = await newEnterprise(kit);
      const other = await newEnterprise(kit);
      const [member] = firm.members;
      const id = await newCase(kit.db, firm.id, exemptCall);
      const untold = await newCase(
        kit.db,
        firm.id,
        await newCall(kit.db, { mode: 'exempt' }),
        'matched',
      );

      for (const [path, body] of [
        [PATHS.caseDetail, { id }],
        [PATHS.caseConfirm, { id, version: 0, bank_account: bank }],
        [PATHS.caseDecline, { id, version: 0, reason: '不需要' }],
        [PATHS.caseDispute, { id, version: 0, note: '数据不对' }],
      ] as const) {
        const res = await post(path, body, other.members[0]);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().msg).toBe('免申即享事项不存在');
      }
      expect((await post(PATHS.caseDetail, { id: untold }, member)).statusCode).toBe(404);
      expect(
        (await post(PATHS.caseList, {}, member)).json().data.map((item: { id: number }) => item.id),
      ).toEqual([id]);

      for (const accountNumber of ['1234567', '12345678ab', '1'.repeat(31)]) {
        const res = await post(
          PATHS.caseConfirm,
          { id, version: 0, bank_account: { ...bank, accountNumber } },
          member,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toContain('银行账号须为8至30位数字');
      }
      const stale = await post(PATHS.caseConfirm, { id, version: 5, bank_account: bank }, member);
      expect(stale.statusCode).toBe(409);
      const early = await post(
        PATHS.adminCaseTransition,
        { id, version: 0, event: 'pay' },
        operator,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().msg).toBe('免申即享当前为“待企业确认”，不能拨付资金');
      expect(await eventsOf(kit.db, 'exempt_case', id)).toEqual([]);

      // The operator may tell an untold case; the enterprise then sees it.
      const told = await post(
        PATHS.adminCaseTransition,
        { id: untold, version: 0, event: 'notify' },
        operator,
      );
      expect(told.json().data.state).toBe('notified');
      expect((await post(PATHS.caseDetail, { id: untold }, member)).statusCode).toBe(200);
      expect(
        (await messagesAbout(kit.db, member.userId, 'exempt_case', untold)).map((m) => m.title),
      ).toEqual(['免申即享：请确认是否享受']);
    });

    it('a member confirms the money of a paid case arrived; the other enterprise cannot', async () => {
      const firm = await newEnterprise(kit);
      const other = await newEnterprise(kit);
      const id = await newCase(kit.db, firm.id, exemptCall, 'paid');
      const foreign = await post(PATHS.caseConfirmReceipt, { id, version: 0 }, other.members[0]);
      expect(foreign.statusCode).toBe(404);
      const res = await post(PATHS.caseConfirmReceipt, { id, version: 0 }, firm.members[1]);
      expect(res.json().data).toMatchObject({
        state: 'received',
        next_step: '资金已到账，本事项已办结。',
      });
      expect(
        (await eventsOf(kit.db, 'exempt_case', id)).map((row) => [
          row.event,
          row.actorRole,
          row.actorUserId,
        ]),
      ).toEqual([['confirm_receipt', 'enterprise_member', firm.members[1].userId]]);
      const again = await post(PATHS.caseConfirmReceipt, { id, version: 1 }, firm.members[0]);
      expect(again.statusCode).toBe(409);
    });

    it('the deadline inbox lists cases awaiting the enterprise’s answer', async () => {
      const firm = await newEnterprise(kit);
      const id = await newCase(kit.db, firm.id, exemptCall);
      const list = (await post(PATHS.deadlines, {}, firm.members[1])).json().data.list;
      expect(list).toContainEqual(
        expect.objectContaining({
          key: `exempt_confirm-${id}`,
          category: '免申即享',
          due_date: '2026-04-01',
          link: '/sbNow',
        }),
      );
    });
  },
);
