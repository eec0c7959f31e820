// The operators' transition bodies come from the flow tables: the events an operator makes and
// what each row says it needs. A row's `needs` changes what the call accepts, with no list to edit.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import '../src/zod-config.js';
import {
  defineFlow,
  eventsBy,
  exemptCaseFlow,
  needsOf,
  policyApplicationFlow,
} from '../src/flows/index.js';
import { transitionBodySchema } from '../src/transition-body.js';
import { calls } from '../src/calls/index.js';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('eventsBy', () => {
  it("lists the events of the rows an actor is named on, in the table's order", () => {
    const operator = eventsBy(policyApplicationFlow, 'operator');
    expect(operator).toEqual([
      'accept',
      'reject',
      'request_correction',
      'start_review',
      'propose',
      'fail',
      'pay',
      'confirm_receipt',
    ]);
    expectTypeOf(operator[0]).toEqualTypeOf<
      | 'accept'
      | 'reject'
      | 'request_correction'
      | 'start_review'
      | 'propose'
      | 'fail'
      | 'pay'
      | 'confirm_receipt'
    >();
    expect(eventsBy(exemptCaseFlow, 'operator')).toEqual([
      'notify',
      'renotify',
      'close',
      'publicize',
      'pay',
      'confirm_receipt',
    ]);
  });
});

describe('transitionBodySchema', () => {
  const sample = defineFlow({
    entity: 'sample',
    label: '示例',
    states: { open: '待办', done: '已办', back: '退回' },
    initial: 'open',
    events: { finish: '办结', send_back: '退回', pay: '拨付' },
    reasonLabel: '意见',
    transitions: [
      { from: 'open', event: 'finish', to: 'done', by: ['operator'] },
      { from: 'open', event: 'send_back', to: 'back', by: ['operator'], needs: { reason: true } },
      { from: 'back', event: 'pay', to: 'done', by: ['operator'], needs: { amount: 'optional' } },
    ],
  });
  const schema = transitionBodySchema(sample, 'operator', { amount: z.number() });
  const base = { id: 1, version: 0 };

  it('requires what a row needs, in the flow’s own words', () => {
    expect(messages(schema.safeParse({ ...base, event: 'send_back' }))).toEqual(['请填写意见']);
    expect(messages(schema.safeParse({ ...base, event: 'send_back', reason: '   ' }))).toEqual([
      '请填写意见',
    ]);
    expect(schema.safeParse({ ...base, event: 'send_back', reason: '材料不全' }).success).toBe(
      true,
    );
  });

  it('allows an optional need and refuses a field the row does not name', () => {
    expect(schema.safeParse({ ...base, event: 'pay' }).success).toBe(true);
    expect(schema.safeParse({ ...base, event: 'pay', amount: 3 }).success).toBe(true);
    expect(messages(schema.safeParse({ ...base, event: 'finish', amount: 3 }))).toEqual([
      '办结时不能填写金额',
    ]);
  });

  it('refuses an event the actor does not make', () => {
    expect(messages(schema.safeParse({ ...base, event: 'withdraw' }))).toEqual(['操作有误']);
  });

  it('drives the operators’ calls: 补正 needs its items, 复核 its opinion', () => {
    const application = calls.admin_application_transition.body;
    expect(
      messages(application.safeParse({ ...base, event: 'request_correction', reason: '补材料' })),
    ).toEqual(['请列出补正项']);
    expect(messages(application.safeParse({ ...base, event: 'propose' }))).toEqual(['请填写金额']);
    const exempt = calls.admin_exempt_case_transition.body;
    expect(messages(exempt.safeParse({ ...base, event: 'close' }))).toEqual(['请填写复核意见']);
    expect(messages(exempt.safeParse({ ...base, event: 'notify', amount: 2 }))).toEqual([
      '推送告知时不能填写金额',
    ]);
  });
});

describe('defineFlow and needs', () => {
  it('refuses rows of one event that need different fields', () => {
    expect(() =>
      defineFlow({
        entity: 'sample',
        label: '示例',
        states: { a: '甲', b: '乙' },
        initial: 'a',
        events: { go: '前往' },
        transitions: [
          { from: 'a', event: 'go', to: 'b', by: ['operator'], needs: { reason: true } },
          { from: 'b', event: 'go', to: 'a', by: ['operator'] },
        ],
      }),
    ).toThrow('flow sample: rows of go need different fields');
  });

  it('says the member’s 放弃 and 数据异议 need a reason, as their calls refuse one missing', () => {
    // The portal's dialogs ask from the row (needsOf); the calls decide (DOMAIN §3: both are kept).
    expect(needsOf(exemptCaseFlow, 'decline')).toEqual({ reason: true });
    expect(needsOf(exemptCaseFlow, 'dispute')).toEqual({ reason: true });
    expect(needsOf(exemptCaseFlow, 'confirm')).toEqual({});
    const target = { id: 1, version: 0 };
    expect(messages(calls.exempt_case_decline.body.safeParse(target))).toEqual(['请填写放弃原因']);
    expect(messages(calls.exempt_case_dispute.body.safeParse(target))).toEqual([
      '请说明哪项数据有误',
    ]);
  });
});
