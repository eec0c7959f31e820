// Enterprise authentication (企业认证; DOMAIN §7, contract §6): a member submits the enterprise
// (name, credit code, legal person, licence image, authorisation letter). A new enterprise waits
// for an operator (待审核); a credit code some member already authenticated waits for that
// enterprise's existing members — or an operator — to let the newcomer join (待企业确认). Approval
// gives the member the enterprise id (qyedit status 2); a return carries the reason, and the member
// corrects and resubmits the same request. Stored as qyedit (enterprise_edits).
import { defineFlow } from './define-flow.js';

export const enterpriseAuthFlow = defineFlow({
  entity: 'enterprise_auth',
  label: '企业认证申请',
  states: {
    pending: '待审核',
    awaiting_enterprise: '待企业确认',
    approved: '已认证',
    returned: '已退回',
    withdrawn: '已撤回',
  },
  initial: 'pending',
  events: {
    approve: '通过认证',
    return: '退回',
    resubmit: '重新提交',
    resubmit_to_enterprise: '重新提交（加入已认证企业）',
    withdraw: '撤回申请',
  },
  relations: {
    applicant: '申请人',
    enterprise_member: '企业已认证成员',
  },
  transitions: [
    { from: 'pending', event: 'approve', to: 'approved', by: ['operator'] },
    { from: 'pending', event: 'return', to: 'returned', by: ['operator'], needs: { reason: true } },
    { from: 'pending', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    // Joining an authenticated enterprise: its own members know their colleagues best; an
    // operator decides when none of them answers.
    {
      from: 'awaiting_enterprise',
      event: 'approve',
      to: 'approved',
      by: ['enterprise_member', 'operator'],
    },
    {
      from: 'awaiting_enterprise',
      event: 'return',
      to: 'returned',
      by: ['enterprise_member', 'operator'],
      needs: { reason: true },
    },
    { from: 'awaiting_enterprise', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
    { from: 'returned', event: 'resubmit', to: 'pending', by: ['applicant'] },
    {
      from: 'returned',
      event: 'resubmit_to_enterprise',
      to: 'awaiting_enterprise',
      by: ['applicant'],
    },
    { from: 'returned', event: 'withdraw', to: 'withdrawn', by: ['applicant'] },
  ],
});

export type EnterpriseAuthFlow = typeof enterpriseAuthFlow;
export type EnterpriseAuthState = keyof EnterpriseAuthFlow['states'];

/** qyedit.status on the wire (contract §6): 1 under review, 2 approved, 3 returned or withdrawn. */
export const QYEDIT_STATUS_OF: Readonly<Record<EnterpriseAuthState, 1 | 2 | 3>> = {
  pending: 1,
  awaiting_enterprise: 1,
  approved: 2,
  returned: 3,
  withdrawn: 3,
};

/** Days a returned request stays open for resubmission (ours; the deadline inbox shows it). */
export const AUTH_RESUBMIT_DAYS = 30;
