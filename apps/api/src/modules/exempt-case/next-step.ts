// What is expected of the member now, one Chinese sentence per state of a 免申即享 case.
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import { confirmDue } from './due.js';
import type { CaseRow } from './rows.js';

const money = (amount: number | null) => (amount === null ? '' : ` ${amount} 万元`);

export function caseNextStep(row: CaseRow): string {
  const state: ExemptCaseState = row.state;
  switch (state) {
    case 'matched':
      return '系统比对符合，等待平台推送告知。';
    case 'notified':
      return `系统比对贵企业符合条件，可享受${money(row.amount)}：请核对比对所用的数据，在 ${confirmDue(row)} 前确认享受并填写收款账户；数据有误可提出异议。`;
    case 'confirmed':
      return '已确认享受，等待公示。';
    case 'disputed':
      return '已提出数据异议，平台复核中，复核后将重新告知。';
    case 'declined':
      return '已放弃享受该政策。';
    case 'publicized':
      return `拟兑现${money(row.amount)}，正在公示；公示期满后拨付资金。`;
    case 'paid':
      return `资金${money(row.amount)}已拨付：到账后请点击“确认到账”。`;
    case 'received':
      return '资金已到账，本事项已办结。';
    case 'closed':
      return `经复核不符合条件${row.reason ? `，原因：${row.reason}` : ''}。`;
  }
}
