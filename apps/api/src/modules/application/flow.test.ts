// DOMAIN §3 申报审批, the whole path: a member drafts and submits (申报编号), the operator
// accepts and asks for 补正 (items listed), the member may change only those and resubmits, the
// operator reviews, proposes an amount, pays; the member confirms the money arrived. Each step:
// one workflow event, a message to every member of the enterprise, an audit row for operators.
// Plus: double submit (same key → same answer, one history row; another key → 409), every
// missing item listed at once, stale versions, and two operators deciding at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERIAL_NUMBER_PATTERN } from './serial-number.js';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import {
  auditOf,
  eventsOf,
  fullDraft,
  materialUpload,
  messagesAbout,
  newCall,
  newEnterprise,
  PATHS,
} from './application-kit.js';
import type { TestEnterprise } from './application-kit.js';

describeOnBothDatabases('application: the 申报审批 path (DOMAIN §3)', (db) => {
  let kit: AuthKit;
  let operator: { token: string; userId: number };
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    operator = await kit.consoleSession('demo_operator');
  });
  afterAll(() => kit.app.close());

  const post = (path: string, body: unknown, who: { token: string }) =>
    kit.post(path, body, { token: who.token });

  /** A submitted application of a fresh enterprise: its id and version. */
  async function submitted(enterprise?: TestEnterprise, callId?: number) {
    const firm = enterprise ?? (await newEnterprise(kit));
    const call = callId ?? (await newCall(kit.db));
    const [member] = firm.members;
    const saved = await post(PATHS.save, await fullDraft(kit.db, member, call), member);
    expect(saved.statusCode).toBe(200);
    const draft = saved.json().data as { id: number; version: number };
    const res = await post(
      PATHS.submit,
      { id: draft.id, version: draft.version, submit_key: `key-${draft.id}-first` },
      member,
    );
    expect(res.statusCode).toBe(200);
    return { firm, call, member, id: draft.id, version: res.json().data.version as number };
  }

  async function operatorStep(id: number, version: number, step: Record<string, unknown>) {
    const res = await post(PATHS.adminTransition, { id, version, ...step }, operator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { version: number; state: string; [key: string]: unknown };
  }

  it('goes submit → accept → 补正 (items) → only those edited → resubmit → review → propose → pay → 到账', async () => {
    const firm = await newEnterprise(kit);
    const [member, colleague] = firm.members;
    const callId = await newCall(kit.db);

    // Draft: saved by one member, continued by the other.
    const body = await fullDraft(kit.db, member, callId);
    const draft = (await post(PATHS.save, body, member)).json().data;
    expect(draft).toMatchObject({ state: 'draft', version: 0, serial_number: null });
    const continued = await post(
      PATHS.save,
      { call_id: callId, version: 0, form: { category: '新产品研发' }, materials: {} },
      colleague,
    );
    expect(continued.json().data).toMatchObject({
      version: 1,
      form: { project_name: '智能传感器研发', category: '新产品研发' },
      materials: body.materials,
    });

    const submit = await post(
      PATHS.submit,
      { id: draft.id, version: 1, submit_key: 'flow-submit-0001' },
      member,
    );
    expect(submit.statusCode).toBe(200);
    const year = kit.clock.current.getUTCFullYear();
    expect(submit.json().data).toMatchObject({
      state: 'submitted',
      version: 2,
      serial_number: `SB${year}-${String(draft.id).padStart(6, '0')}`,
    });

    let version = 2;
    version = (await operatorStep(draft.id, version, { event: 'accept' })).version;
    const corrected = await operatorStep(draft.id, version, {
      event: 'request_correction',
      reason: '材料不全',
      items: [{ kind: 'material', key: 'audit_report', note: '请上传加盖公章的审计报告' }],
    });
    version = corrected.version;
    expect(corrected).toMatchObject({
      state: 'correction',
      corrections: [
        {
          kind: 'material',
          key: 'audit_report',
          label: '审计报告',
          note: '请上传加盖公章的审计报告',
        },
      ],
      deadline: { due_on: '2026-03-12', label: '补正截止' },
    });

    // Only the listed item may change: the project name is refused, naming it.
    const locked = await post(
      PATHS.save,
      { call_id: callId, version, form: { project_name: '改个名字' }, materials: {} },
      member,
    );
    expect(locked.statusCode).toBe(400);
    expect(locked.json().msg).toContain('项目名称');
    const sealed = await post(
      PATHS.save,
      {
        call_id: callId,
        version,
        form: {},
        materials: { audit_report: [await materialUpload(kit.db, member)] },
      },
      member,
    );
    expect(sealed.statusCode).toBe(200);
    version = sealed.json().data.version;
    const resubmitted = await post(
      PATHS.submit,
      { id: draft.id, version, submit_key: 'flow-resubmit-01' },
      member,
    );
    expect(resubmitted.json().data).toMatchObject({ state: 'submitted', corrections: [] });
    version = resubmitted.json().data.version;

    version = (await operatorStep(draft.id, version, { event: 'accept' })).version;
    version = (await operatorStep(draft.id, version, { event: 'start_review' })).version;
    const proposed = await operatorStep(draft.id, version, { event: 'propose', amount: 150.5 });
    expect(proposed).toMatchObject({ state: 'publicized', amount: 150.5 });
    version = (await operatorStep(draft.id, proposed.version, { event: 'pay' })).version;

    const received = await post(PATHS.confirmReceipt, { id: draft.id, version }, colleague);
    expect(received.json().data).toMatchObject({ state: 'received', amount: 150.5 });

    const events = await eventsOf(kit.db, 'policy_application', draft.id);
    expect(events.map((event) => [event.event, event.actorRole])).toEqual([
      ['submit', 'applicant'],
      ['accept', 'operator'],
      ['request_correction', 'operator'],
      ['resubmit', 'applicant'],
      ['accept', 'operator'],
      ['start_review', 'operator'],
      ['propose', 'operator'],
      ['pay', 'operator'],
      ['confirm_receipt', 'applicant'],
    ]);
    expect(events[2]!.reason).toBe('材料不全');
    expect(
      (await auditOf(kit.db, 'policy_application', draft.id)).map((row) => row.action),
    ).toEqual([
      'policy_application.accept',
      'policy_application.request_correction',
      'policy_application.accept',
      'policy_application.start_review',
      'policy_application.propose',
      'policy_application.pay',
    ]);

    // Both members heard of every change, with what to do next.
    for (const someone of [member, colleague]) {
      const heard = await messagesAbout(kit.db, someone.userId, 'policy_application', draft.id);
      expect(heard.map((message) => message.title)).toEqual([
        '申报已提交',
        '申报已受理',
        '申报需要补正',
        '申报已提交',
        '申报已受理',
        '申报进入审核',
        '申报拟获支持，正在公示',
        '扶持资金已拨付',
        '扶持资金已确认到账',
      ]);
      expect(heard[2]).toMatchObject({
        type: 'policy',
        link: `/apply?id=${callId}`,
        body: expect.stringContaining('请上传加盖公章的审计报告'),
      });
    }

    // The detail: timeline with who/when/why, the next step.
    const detail = (await post(PATHS.detail, { id: draft.id }, colleague)).json().data;
    expect(detail.timeline).toHaveLength(9);
    expect(detail.timeline[0]).toMatchObject({ event: 'submit', actor_name: '申报企业成员 张伟' });
    expect(detail.timeline[2]).toMatchObject({ actor_name: '平台运营', reason: '材料不全' });
    expect(detail).toMatchObject({
      state: 'received',
      next_step: '资金已到账，本次申报已办结。',
      actions: [],
    });
  });

  it('double submit: the same key answers the same application and writes one history row; another key → 409 已提交', async () => {
    const firm = await newEnterprise(kit);
    const [member] = firm.members;
    const callId = await newCall(kit.db);
    const draft = (await post(PATHS.save, await fullDraft(kit.db, member, callId), member)).json()
      .data;
    const body = { id: draft.id, version: draft.version, submit_key: 'double-click-key-1' };
    const [first, second] = await Promise.all([
      post(PATHS.submit, body, member),
      post(PATHS.submit, body, member),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    const again = await post(PATHS.submit, body, member);
    expect(again.json().data).toEqual(first.json().data);
    expect(await eventsOf(kit.db, 'policy_application', draft.id)).toHaveLength(1);
    expect(await messagesAbout(kit.db, member.userId, 'policy_application', draft.id)).toHaveLength(
      1,
    );

    const other = await post(
      PATHS.submit,
      { id: draft.id, version: first.json().data.version, submit_key: 'double-click-key-2' },
      member,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toBe('申报已提交，请勿重复提交');
  });

  it('lists every missing required field and material at once (400) and submits nothing', async () => {
    const firm = await newEnterprise(kit);
    const [member] = firm.members;
    const callId = await newCall(kit.db);
    const draft = (
      await post(
        PATHS.save,
        { call_id: callId, form: { project_name: '  ' }, materials: {} },
        member,
      )
    ).json().data;
    const res = await post(
      PATHS.submit,
      { id: draft.id, version: draft.version, submit_key: 'missing-items-1' },
      member,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      '以下必填项尚未填写或上传：项目名称、上年度研发费用、企业名称、审计报告、营业执照',
    );
    const detail = (await post(PATHS.detail, { id: draft.id }, member)).json().data;
    expect(detail).toMatchObject({ state: 'draft', serial_number: null, version: draft.version });
    expect(await eventsOf(kit.db, 'policy_application', draft.id)).toHaveLength(0);
  });

  it('a stale version is refused (409) for saves, submits and operator steps', async () => {
    const { member, call, id, version } = await submitted();
    const save = await post(
      PATHS.save,
      { call_id: call, version: 0, form: {}, materials: {} },
      member,
    );
    expect(save.statusCode).toBe(409);
    const step = await post(
      PATHS.adminTransition,
      { id, version: version - 1, event: 'accept' },
      operator,
    );
    expect(step.statusCode).toBe(409);
    expect(step.json().msg).toBe('数据已被他人修改，请刷新后重试');
    expect(await eventsOf(kit.db, 'policy_application', id)).toHaveLength(1);
  });

  it('two operators deciding at once: exactly one wins, the other gets 409', async () => {
    const { id, version } = await submitted();
    const answers = await Promise.all([
      post(PATHS.adminTransition, { id, version, event: 'accept' }, operator),
      post(
        PATHS.adminTransition,
        { id, version, event: 'reject', reason: '不符合申报条件' },
        operator,
      ),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(kit.db, 'policy_application', id);
    expect(events).toHaveLength(2);
    expect(await auditOf(kit.db, 'policy_application', id)).toHaveLength(1);
  });

  it('the operator checks 补正 items and amounts against the call; the flow refuses steps it has no row for', async () => {
    const { id, version } = await submitted();
    const unknown = await post(
      PATHS.adminTransition,
      {
        id,
        version,
        event: 'request_correction',
        reason: '补充',
        items: [{ kind: 'field', key: 'nope', note: '无此项' }],
      },
      operator,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('字段 nope');
    const early = await post(PATHS.adminTransition, { id, version, event: 'pay' }, operator);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('政策申报当前为“已提交”，不能拨付资金');
    let current = (await operatorStep(id, version, { event: 'accept' })).version;
    current = (await operatorStep(id, current, { event: 'start_review' })).version;
    const tooMuch = await post(
      PATHS.adminTransition,
      { id, version: current, event: 'propose', amount: 200.01 },
      operator,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().msg).toBe('拟支持金额不能超过该通知的最高额度 200 万元');
    const failed = await operatorStep(id, current, { event: 'fail', reason: '研发投入不达标' });
    expect(failed).toMatchObject({
      state: 'failed',
      reason: '研发投入不达标',
      next_step: '审核未通过，原因：研发投入不达标。',
    });
  });

  it('withdraw: the member takes back a submitted application and may apply to the call again', async () => {
    const { firm, member, call, id, version } = await submitted();
    const res = await post(
      PATHS.withdraw,
      { id, version, reason: '项目计划调整' },
      firm.members[1],
    );
    expect(res.json().data).toMatchObject({ state: 'withdrawn', reason: '项目计划调整' });
    const again = await post(PATHS.save, await fullDraft(kit.db, member, call), member);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(id);
  });

  it('lists: /sbNow live states, /annual filters by state, year and keyword; operators see submitted ones', async () => {
    const firm = await newEnterprise(kit);
    const { id } = await submitted(firm);
    const [member] = firm.members;
    const second = await newCall(kit.db);
    const draft = (
      await post(PATHS.save, { call_id: second, form: {}, materials: {} }, member)
    ).json().data;

    const all = (await post(PATHS.list, {}, member)).json().data;
    expect(all.total).toBe(2);
    expect(all.list.map((item: { id: number }) => item.id).sort()).toEqual([id, draft.id].sort());
    const live = (await post(PATHS.list, { state: ['submitted'] }, member)).json().data;
    expect(live.list).toEqual([
      expect.objectContaining({
        id,
        state: 'submitted',
        next_step: '已提交，等待受理部门受理，请留意消息通知。',
      }),
    ]);
    // Newest first (by submission, a draft by creation); `order: 'oldest'` turns it round.
    const order = async (body: Record<string, unknown>) =>
      (await post(PATHS.list, body, member))
        .json()
        .data.list.map((item: { id: number }) => item.id);
    expect(await order({})).toEqual([draft.id, id]);
    expect(await order({ order: 'newest' })).toEqual([draft.id, id]);
    expect(await order({ order: 'oldest' })).toEqual([id, draft.id]);
    expect((await post(PATHS.list, { year: 2025 }, member)).json().data.total).toBe(0);
    expect((await post(PATHS.list, { year: 2026 }, member)).json().data.total).toBe(2);
    const serial = `SB2026-${String(id).padStart(6, '0')}`;
    // The one format of every number, the seed's as well (policy-catalogue.test.ts).
    expect(serial).toMatch(SERIAL_NUMBER_PATTERN);
    expect((await post(PATHS.list, { keyword: serial }, member)).json().data.list).toEqual([
      expect.objectContaining({ id, serial_number: serial }),
    ]);

    const queue = (
      await post(PATHS.adminList, { keyword: firm.name, pageSize: 50 }, operator)
    ).json().data;
    expect(queue.list.map((item: { id: number }) => item.id)).toEqual([id]);
    const detail = (await post(PATHS.adminDetail, { id }, operator)).json().data;
    expect(detail).toMatchObject({
      enterprise: { id: firm.id, name: firm.name },
      operator_actions: ['accept', 'reject', 'request_correction'],
    });
  });

  it('the deadline inbox lists an open 补正 for every member of the enterprise', async () => {
    const { firm, id, version } = await submitted();
    await operatorStep(id, version, {
      event: 'request_correction',
      reason: '补充材料',
      items: [{ kind: 'field', key: 'project_name', note: '名称与立项书不一致' }],
    });
    for (const member of firm.members) {
      const list = (await post(PATHS.deadlines, {}, member)).json().data.list as { key: string }[];
      expect(list).toContainEqual(
        expect.objectContaining({
          key: `application_correction-${id}`,
          category: '政策申报',
          due_date: '2026-03-12',
        }),
      );
    }
  });
});
