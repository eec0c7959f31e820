// The messages of an application (type 'policy' 政策申报): every member of the enterprise hears
// of every state change, with what to do next. Written in the transaction of the change.
import type { PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import type { Db } from '../../db/client.js';
import { notify } from '../message/notify.js';
import type { CallRow } from './call.js';
import { enterpriseMembers } from './enterprise.js';
import { nextStep } from './next-step.js';
import { shanghaiDate } from '../shared/dates.js';
import type { ApplicationRow } from './rows.js';

const TITLES: Readonly<Record<PolicyApplicationState, string>> = {
  draft: '申报草稿已保存',
  submitted: '申报已提交',
  accepted: '申报已受理',
  rejected: '申报不予受理',
  correction: '申报需要补正',
  reviewing: '申报进入审核',
  publicized: '申报拟获支持，正在公示',
  paid: '扶持资金已拨付',
  received: '扶持资金已确认到账',
  failed: '申报审核未通过',
  withdrawn: '申报已撤回',
};

/** Where the message opens: the form for 补正 (only its items editable there), else 申报中. */
function linkOf(row: ApplicationRow): string {
  if (row.state === 'correction') return `/apply?id=${row.callId}`;
  if (row.state === 'received' || row.state === 'withdrawn') return '/annual';
  return '/sbNow';
}

export async function noticeApplication(
  db: Db,
  row: ApplicationRow,
  call: CallRow,
  now: Date,
): Promise<void> {
  const serial = row.serialNumber ? `（${row.serialNumber}）` : '';
  const items =
    row.state === 'correction'
      ? `需补正：${row.corrections.map((item) => item.note).join('；')}。`
      : '';
  const body = `“${call.title}”的申报${serial}：${items}${nextStep(row, shanghaiDate(now))}`;
  for (const userId of await enterpriseMembers(db, row.enterpriseId)) {
    await notify(
      db,
      {
        userId,
        type: 'policy',
        title: TITLES[row.state],
        body,
        link: linkOf(row),
        entity: { type: 'policy_application', id: row.id },
      },
      now,
    );
  }
}
