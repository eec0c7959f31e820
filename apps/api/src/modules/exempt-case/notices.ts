// The messages of a 免申即享 case (type 'policy'): every member of the enterprise hears of every
// change, with what to do next, in the transaction of the change.
import type { ExemptCaseState } from '@qyfw/portal-sdk/flows';
import type { Db } from '../../db/client.js';
import type { CallRow } from '../application/call.js';
import { enterpriseMembers } from '../application/enterprise.js';
import { notify } from '../message/notify.js';
import { caseNextStep } from './next-step.js';
import type { CaseRow } from './rows.js';

const TITLES: Readonly<Record<ExemptCaseState, string>> = {
  matched: '免申即享：系统比对符合',
  notified: '免申即享：请确认是否享受',
  confirmed: '免申即享：已确认享受',
  disputed: '免申即享：数据异议已提交',
  declined: '免申即享：已放弃享受',
  publicized: '免申即享：正在公示',
  paid: '免申即享：资金已拨付',
  received: '免申即享：资金已确认到账',
  closed: '免申即享：经复核不符合',
};

export async function noticeCase(db: Db, row: CaseRow, call: CallRow, now: Date): Promise<void> {
  const body = `“${call.title}”：${caseNextStep(row)}`;
  for (const userId of await enterpriseMembers(db, row.enterpriseId)) {
    await notify(
      db,
      {
        userId,
        type: 'policy',
        title: TITLES[row.state],
        body,
        link: '/sbNow',
        entity: { type: 'exempt_case', id: row.id },
      },
      now,
    );
  }
}
