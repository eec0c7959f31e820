// What is expected of the member now, one Chinese sentence per state (DOMAIN §3: "no view of
// progress" is a complaint to design against): the detail, the lists and the messages use it.
import type { PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import type { ApplicationRow } from './rows.js';
import { correctionDue, correctionOverdue } from './due.js';

const money = (amount: number | null) => (amount === null ? '' : `${amount} 万元`);

/** `today`: the Shanghai date, which tells a 补正 still open from one whose period has ended. */
export function nextStep(row: ApplicationRow, today: string): string {
  const state: PolicyApplicationState = row.state;
  switch (state) {
    case 'draft':
      return '草稿尚未提交：请补全表单和材料，在申报截止前提交。';
    case 'submitted':
      return '已提交，等待受理部门受理，请留意消息通知。';
    case 'accepted':
      return '已受理，等待审核，请留意消息通知。';
    case 'rejected':
      return `不予受理，原因：${row.reason ?? '未说明'}。如仍符合条件，可在申报期内重新申报。`;
    case 'correction':
      return correctionOverdue(row, today)
        ? `补正已逾期：补正期限 ${correctionDue(row)} 已过，不能再重新提交。如仍需申报，可撤回后在申报期内重新申报，或联系受理部门。`
        : `需要补正：请按要求修改所列项目，在 ${correctionDue(row)} 前重新提交。`;
    case 'reviewing':
      return '审核中，请留意消息通知。';
    case 'publicized':
      return `拟支持${money(row.amount)}，正在公示；公示期满后拨付资金。`;
    case 'paid':
      return `资金${money(row.amount)}已拨付：到账后请点击“确认到账”。`;
    case 'received':
      return '资金已到账，本次申报已办结。';
    case 'failed':
      return `审核未通过，原因：${row.reason ?? '未说明'}。`;
    case 'withdrawn':
      return '申报已撤回；如需申报，可在申报期内重新申报。';
  }
}
