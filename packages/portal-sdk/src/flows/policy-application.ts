// Applications to a call for applications (政策申报, 申报审批 and 即申即享; DOMAIN §3): the member
// drafts and submits; the operator accepts or refuses it, may send it back for 补正 (every missing
// item listed at once; only those reopen), reviews it, publicises the proposed support, pays it;
// the member confirms the money arrived. Side exits: 不予受理 and 未通过 (with the reason) and 撤回.
import { defineFlow } from './define-flow.js';

// 补正: the reason and every item to correct, at once (only those reopen).
const CORRECTION = { reason: true, items: true } as const;

export const policyApplicationFlow = defineFlow({
  entity: 'policy_application',
  label: '政策申报',
  states: {
    draft: '草稿',
    submitted: '已提交',
    accepted: '已受理',
    rejected: '不予受理',
    correction: '补正',
    reviewing: '审核中',
    publicized: '拟支持公示',
    paid: '已拨付',
    received: '已到账',
    failed: '未通过',
    withdrawn: '已撤回',
  },
  initial: 'draft',
  events: {
    submit: '提交申报',
    accept: '受理',
    reject: '不予受理',
    request_correction: '要求补正',
    resubmit: '补正后重新提交',
    start_review: '开始审核',
    propose: '拟支持并公示',
    fail: '审核未通过',
    pay: '拨付资金',
    confirm_receipt: '确认到账',
    withdraw: '撤回申报',
  },
  relations: {
    applicant: '申报企业成员',
  },
  transitions: [
    { from: 'draft', event: 'submit', to: 'submitted', by: ['applicant'] },
    { from: 'draft', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    { from: 'submitted', event: 'accept', to: 'accepted', by: ['operator'] },
    {
      from: 'submitted',
      event: 'reject',
      to: 'rejected',
      by: ['operator'],
      needs: { reason: true },
    },
    {
      from: 'submitted',
      event: 'request_correction',
      to: 'correction',
      by: ['operator'],
      needs: CORRECTION,
    },
    { from: 'submitted', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    { from: 'correction', event: 'resubmit', to: 'submitted', by: ['applicant'] },
    { from: 'correction', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    { from: 'accepted', event: 'start_review', to: 'reviewing', by: ['operator'] },
    {
      from: 'accepted',
      event: 'request_correction',
      to: 'correction',
      by: ['operator'],
      needs: CORRECTION,
    },
    { from: 'accepted', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    {
      from: 'reviewing',
      event: 'request_correction',
      to: 'correction',
      by: ['operator'],
      needs: CORRECTION,
    },
    {
      from: 'reviewing',
      event: 'propose',
      to: 'publicized',
      by: ['operator'],
      needs: { amount: true },
    },
    { from: 'reviewing', event: 'fail', to: 'failed', by: ['operator'], needs: { reason: true } },
    // An objection upheld during publicity ends the application.
    { from: 'publicized', event: 'fail', to: 'failed', by: ['operator'], needs: { reason: true } },
    { from: 'publicized', event: 'pay', to: 'paid', by: ['operator'] },
    { from: 'paid', event: 'confirm_receipt', to: 'received', by: ['applicant', 'operator'] },
  ],
});

export type PolicyApplicationFlow = typeof policyApplicationFlow;
export type PolicyApplicationState = keyof PolicyApplicationFlow['states'];
