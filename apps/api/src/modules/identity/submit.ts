// Filing an authentication request (DOMAIN §7): a new one from /identity or bind_info, or a
// returned one corrected and resubmitted. The credit code decides where it goes: to the
// operators (待审核), or — when some member already authenticated that enterprise — to the
// enterprise's members (待企业确认). One member files one request at a time: submissions of a
// member are serialised by an advisory lock, so a double click or a retried request never files
// two. Filings are limited per member and per enterprise named (limits.ts), and a request naming
// a directory enterprise carries the directory's name.
import { AUTH_RESUBMIT_DAYS } from '@qyfw/portal-sdk/flows';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterpriseEdits } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { enterpriseAuthEntity } from './workflow.js';
import { transition } from '../shared/workflow/transition.js';
import { applicantNoticeName } from './applicant.js';
import { checkDocuments } from './documents.js';
import { refuseOverLimits } from './limits.js';
import { noticeSubmitted } from './notices.js';
import { ownRequest, targetOf } from './requests.js';
import type { RequestRow, Target } from './requests.js';

export interface AuthSubmission {
  readonly enterpriseName: string;
  readonly creditCode: string;
  readonly legalPerson: string;
  /** Null only for bind_info's request, which carries no documents. */
  readonly licenceUploadId: number | null;
  readonly authorisationUploadId: number | null;
}

/** Serialises one member's submissions until the caller's transaction ends. */
export async function lockMemberRequests(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enterprise-auth:${userId}`}))`);
}

/** A member has one enterprise and one open request. */
async function refuseSecondRequest(db: Db, userId: number): Promise<void> {
  const [authenticated] = await db
    .select({ id: enterpriseAuthentications.id })
    .from(enterpriseAuthentications)
    .where(eq(enterpriseAuthentications.userId, userId))
    .limit(1);
  if (authenticated) throw ApiError.badRequest('您已完成企业认证，无需重复提交');
  const [open] = await db
    .select({ state: enterpriseEdits.state })
    .from(enterpriseEdits)
    .where(
      and(
        eq(enterpriseEdits.userId, userId),
        inArray(enterpriseEdits.state, ['pending', 'awaiting_enterprise', 'returned', 'approved']),
      ),
    )
    .limit(1);
  if (!open) return;
  const messages = {
    pending: '企业信息正在审核中，请勿重复提交',
    awaiting_enterprise: '企业信息正在审核中，请勿重复提交',
    returned: '您的企业认证申请已被退回，请修改后重新提交或先撤回',
    approved: '企业信息已审核通过，无需重复提交',
  } as const;
  throw ApiError.badRequest(messages[open.state as keyof typeof messages]);
}

/**
 * The columns a submission writes. A request naming a directory enterprise carries the
 * directory's name, whatever was typed: the name is shown to that enterprise's members and to
 * the operators, and must not be the applicant's own text.
 */
function submittedColumns(submission: AuthSubmission, target: Target) {
  return {
    enterpriseName: target.enterpriseName ?? submission.enterpriseName,
    creditCode: submission.creditCode,
    legalPerson: submission.legalPerson,
    licenceUploadId: submission.licenceUploadId,
    authorisationUploadId: submission.authorisationUploadId,
  };
}

/**
 * Files a new request inside the caller's transaction (which must be one: the lock lasts until it
 * ends). Answers the row as filed.
 */
export async function fileAuthRequest(
  tx: Db,
  userId: number,
  submission: AuthSubmission,
  now: Date,
): Promise<RequestRow> {
  await lockMemberRequests(tx, userId);
  await refuseSecondRequest(tx, userId);
  const target = await targetOf(tx, submission.creditCode);
  await refuseOverLimits(tx, userId, target.enterpriseId, now);
  const [row] = await tx
    .insert(enterpriseEdits)
    .values({
      userId,
      ...submittedColumns(submission, target),
      enterpriseId: target.enterpriseId,
      state: target.members.length > 0 ? 'awaiting_enterprise' : 'pending',
      createdAt: now,
      submittedAt: now,
    })
    .returning();
  await noticeSubmitted(
    tx,
    row!,
    target.members,
    await applicantNoticeName(tx, userId),
    false,
    now,
  );
  return row!;
}

export async function submitAuthRequest(
  db: Db,
  userId: number,
  submission: AuthSubmission & {
    readonly licenceUploadId: number;
    readonly authorisationUploadId: number;
  },
  now: Date,
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    await checkDocuments(tx, userId, submission);
    return fileAuthRequest(tx, userId, submission, now);
  });
}

/** The member corrects their returned request and sends it again (same request, next version). */
export async function resubmitAuthRequest(
  db: Db,
  userId: number,
  request: { readonly id: number; readonly version: number | undefined },
  submission: AuthSubmission & {
    readonly licenceUploadId: number;
    readonly authorisationUploadId: number;
  },
  now: Date,
): Promise<RequestRow> {
  if (request.version === undefined) throw ApiError.badRequest('重新提交须附带申请的版本号');
  const version = request.version;
  return db.transaction(async (tx) => {
    await lockMemberRequests(tx, userId);
    await ownRequest(tx, userId, request.id);
    await checkDocuments(tx, userId, submission);
    const target = await targetOf(tx, submission.creditCode);
    await refuseOverLimits(tx, userId, target.enterpriseId, now);
    const joining = target.members.length > 0;
    const { after } = await transition(tx, {
      entity: enterpriseAuthEntity,
      id: request.id,
      event: joining ? 'resubmit_to_enterprise' : 'resubmit',
      actor: { as: 'applicant', userId },
      expectedVersion: version,
      now,
      guard: (row) =>
        row.resubmitBy && row.resubmitBy.getTime() < now.getTime()
          ? `已超过重新提交期限（退回后${AUTH_RESUBMIT_DAYS}天），请撤回后重新申请`
          : undefined,
      changes: () => ({
        ...submittedColumns(submission, target),
        enterpriseId: target.enterpriseId,
        reason: null,
        resubmitBy: null,
        reviewedBy: null,
        reviewedAt: null,
        submittedAt: now,
      }),
    });
    await noticeSubmitted(
      tx,
      after,
      target.members,
      await applicantNoticeName(tx, userId),
      true,
      now,
    );
    return after;
  });
}
