// The in-app messages of an authentication request (type 'auth', opening /identity): the applicant
// hears of every change; the enterprise's members hear of a request to join them and its outcome.
// What reaches the members quotes nothing the applicant typed or chose (the enterprise name, a
// nickname): a stranger's join request would otherwise be a way to put their own text in front of
// every member of any enterprise, under the platform's name and by SMS / email. `applicant` is
// applicantNoticeName's; the members' enterprise is 本企业.
import type { Db } from '../../db/client.js';
import type { enterpriseEdits } from '../../db/schema/index.js';
import { notify } from '../message/notify.js';
import { shanghaiDate } from '../shared/dates.js';

type RequestRow = typeof enterpriseEdits.$inferSelect;

const LINK = '/identity';

function entityOf(row: RequestRow) {
  return { type: 'enterprise_auth', id: row.id } as const;
}

async function tell(
  db: Db,
  userIds: readonly number[],
  row: RequestRow,
  title: string,
  body: string,
  now: Date,
): Promise<void> {
  for (const userId of userIds) {
    await notify(db, { userId, type: 'auth', title, body, link: LINK, entity: entityOf(row) }, now);
  }
}

/** A request filed or resubmitted; `members` are the enterprise's when it asks to join them. */
export async function noticeSubmitted(
  db: Db,
  row: RequestRow,
  members: readonly number[],
  applicant: string,
  resubmitted: boolean,
  now: Date,
): Promise<void> {
  const verb = resubmitted ? '重新提交' : '提交';
  const next =
    row.state === 'awaiting_enterprise'
      ? '该企业已有成员完成认证，需由企业成员确认您的加入申请。'
      : '平台将尽快审核。';
  await tell(
    db,
    [row.userId],
    row,
    `企业认证申请已${verb}`,
    `您已${verb}“${row.enterpriseName}”的企业认证申请，${next}`,
    now,
  );
  await tell(
    db,
    members,
    row,
    '有成员申请加入本企业',
    `${applicant}申请以本企业成员身份完成企业认证，请在企业认证页确认或退回。`,
    now,
  );
}

export async function noticeApproved(
  db: Db,
  row: RequestRow,
  members: readonly number[],
  applicant: string,
  now: Date,
): Promise<void> {
  await tell(
    db,
    [row.userId],
    row,
    '企业认证已通过',
    `您提交的“${row.enterpriseName}”企业认证已通过，现在可以使用企业相关服务。`,
    now,
  );
  await tell(db, members, row, '新成员已加入本企业', `${applicant}已通过认证，加入本企业。`, now);
}

export async function noticeReturned(
  db: Db,
  row: RequestRow,
  members: readonly number[],
  applicant: string,
  now: Date,
): Promise<void> {
  const deadline = row.resubmitBy ? `，请在${shanghaiDate(row.resubmitBy)}前修改后重新提交` : '';
  await tell(
    db,
    [row.userId],
    row,
    '企业认证申请被退回',
    `您提交的“${row.enterpriseName}”企业认证申请被退回，原因：${row.reason ?? ''}${deadline}。`,
    now,
  );
  await tell(
    db,
    members,
    row,
    '加入本企业的申请已退回',
    `${applicant}加入本企业的申请已退回，原因：${row.reason ?? ''}。`,
    now,
  );
}

export async function noticeWithdrawn(db: Db, row: RequestRow, now: Date): Promise<void> {
  await tell(
    db,
    [row.userId],
    row,
    '企业认证申请已撤回',
    `您已撤回“${row.enterpriseName}”的企业认证申请，可随时重新提交。`,
    now,
  );
}
