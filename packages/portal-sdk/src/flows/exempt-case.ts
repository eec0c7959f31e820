// 免申即享 cases (DOMAIN §3): the system finds an eligible enterprise from data (keeping a snapshot
// of the values it used) and tells it; the member confirms (willingness and the receiving bank
// account), declines, or disputes the data (back to an operator's review). Confirmed cases are
// publicised, paid, and the money arrives.
import { defineFlow } from './define-flow.js';

export const exemptCaseFlow = defineFlow({
  entity: 'exempt_case',
  label: '免申即享',
  states: {
    matched: '系统比对符合',
    notified: '待企业确认',
    confirmed: '企业已确认',
    disputed: '数据异议',
    declined: '企业放弃',
    publicized: '公示中',
    paid: '已拨付',
    received: '已到账',
    closed: '经复核不符合',
  },
  initial: 'matched',
  events: {
    notify: '推送告知',
    confirm: '确认享受',
    decline: '放弃享受',
    dispute: '提出数据异议',
    renotify: '复核后重新告知',
    close: '复核不符合',
    publicize: '公示',
    pay: '拨付资金',
    confirm_receipt: '确认到账',
  },
  relations: {
    enterprise_member: '企业成员',
  },
  // A dispute's review: the operator says what the data check found.
  reasonLabel: '复核意见',
  transitions: [
    { from: 'matched', event: 'notify', to: 'notified', by: ['system', 'operator'] },
    { from: 'notified', event: 'confirm', to: 'confirmed', by: ['enterprise_member'] },
    // Giving up and disputing say why (the history keeps it; the reviewer reads the dispute's).
    {
      from: 'notified',
      event: 'decline',
      to: 'declined',
      by: ['enterprise_member'],
      needs: { reason: true },
    },
    {
      from: 'notified',
      event: 'dispute',
      to: 'disputed',
      by: ['enterprise_member'],
      needs: { reason: true },
    },
    {
      from: 'disputed',
      event: 'renotify',
      to: 'notified',
      by: ['operator'],
      needs: { reason: true },
    },
    { from: 'disputed', event: 'close', to: 'closed', by: ['operator'], needs: { reason: true } },
    // An amount given replaces the case's (the checked figure may differ from the batch's).
    {
      from: 'confirmed',
      event: 'publicize',
      to: 'publicized',
      by: ['operator'],
      needs: { amount: 'optional' },
    },
    {
      from: 'publicized',
      event: 'pay',
      to: 'paid',
      by: ['operator'],
      needs: { amount: 'optional' },
    },
    {
      from: 'paid',
      event: 'confirm_receipt',
      to: 'received',
      by: ['enterprise_member', 'operator'],
    },
  ],
});

export type ExemptCaseFlow = typeof exemptCaseFlow;
export type ExemptCaseState = keyof ExemptCaseFlow['states'];
