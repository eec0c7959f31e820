// Deciding an authentication request (DOMAIN §7): an operator approves or returns any request; a
// member of an authenticated enterprise decides the requests to join it. Approval creates the
// directory enterprise when none has the credit code, links the request to it and makes the
// applicant its member (qiyeauthentication; qyedit status 2). Every decision goes through
// transitionStep() (state, version, workflow_events, the audit log) and tells the applicant —
// and, for a join, the enterprise's other members — in the same transaction.
import { AUTH_RESUBMIT_DAYS } from '@qyfw/portal-sdk/flows';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterprises } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { enterpriseAuthEntity } from './workflow.js';
import { transitionStep } from '../shared/workflow/step.js';
import { transition } from '../shared/workflow/transition.js';
import { applicantNoticeName } from './applicant.js';
import { refuseOverDecisionLimit } from './limits.js';
import { noticeApproved, noticeReturned, noticeWithdrawn } from './notices.js';
import {
  enterpriseOfMember,
  membersOf,
  ownRequest,
  REQUEST_MISSING,
  requestById,
} from './requests.js';
import type { RequestRow } from './requests.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Decider {
  /** An operator, or a member of the enterprise the request asks to join. */
  readonly as: 'operator' | 'enterprise_member';
  readonly userId: number;
  readonly ip?: string | null;
  readonly userAgent?: string | null;
}

export type Decision =
  { readonly event: 'approve' } | { readonly event: 'return'; readonly reason: string };

/** The directory enterprise of an approved request: the one it names, found or created. */
async function enterpriseFor(tx: Db, row: RequestRow, now: Date): Promise<number> {
  if (row.enterpriseId !== null) return row.enterpriseId;
  const verified = { source: 'verified', at: now.toISOString() } as const;
  // Another request for the same new credit code may be approved concurrently: the unique index
  // makes one insert win and the other find its row.
  const [created] = await tx
    .insert(enterprises)
    .values({
      name: row.enterpriseName,
      creditCode: row.creditCode,
      legalPerson: row.legalPerson,
      fieldSources: { name: verified, credit_code: verified, legal_person: verified },
      createdAt: now,
    })
    .onConflictDoNothing({ target: enterprises.creditCode })
    .returning({ id: enterprises.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.creditCode, row.creditCode))
    .limit(1);
  return existing!.id;
}

async function approvalChanges(tx: Db, row: RequestRow, decider: Decider, now: Date) {
  const enterpriseId = await enterpriseFor(tx, row, now);
  const current = await enterpriseOfMember(tx, row.userId);
  if (current !== undefined && current !== enterpriseId) {
    throw new ApiError(409, 409, '申请人已是其他企业的认证成员，不能再通过');
  }
  if (current === undefined) {
    await tx
      .insert(enterpriseAuthentications)
      .values({ userId: row.userId, enterpriseId, createdAt: now });
  }
  return {
    enterpriseId,
    reason: null,
    resubmitBy: null,
    reviewedBy: decider.userId,
    reviewedAt: now,
  };
}

/**
 * Approves or returns a request. An enterprise member may only decide a request naming their own
 * enterprise (any other id answers as missing); the flow table then lets them decide only joins.
 */
export async function decideAuthRequest(
  db: Db,
  decider: Decider,
  request: { readonly id: number; readonly version: number },
  decision: Decision,
  now: Date,
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    let memberOf: number | undefined;
    if (decider.as === 'enterprise_member') {
      memberOf = await enterpriseOfMember(tx, decider.userId);
      const named = memberOf === undefined ? undefined : await requestById(tx, request.id);
      if (named === undefined || named.enterpriseId !== memberOf) {
        throw ApiError.notFound(REQUEST_MISSING);
      }
      await refuseOverDecisionLimit(tx, decider.userId, now);
    }
    const { after } = await transitionStep(tx, {
      entity: enterpriseAuthEntity,
      id: request.id,
      event: decision.event,
      actor: { as: decider.as, userId: decider.userId },
      expectedVersion: request.version,
      reason: decision.event === 'return' ? decision.reason : undefined,
      now,
      // Checked under the row lock: the request names the member's enterprise right now.
      guard: (row) =>
        decider.as === 'enterprise_member' && row.enterpriseId !== memberOf
          ? REQUEST_MISSING
          : undefined,
      changes: (inner, row) =>
        decision.event === 'approve'
          ? approvalChanges(inner, row, decider, now)
          : {
              reason: decision.reason,
              resubmitBy: new Date(now.getTime() + AUTH_RESUBMIT_DAYS * DAY_MS),
              reviewedBy: decider.userId,
              reviewedAt: now,
            },
      ip: decider.ip ?? null,
      userAgent: decider.userAgent ?? null,
      carried: (row) => ({ enterprise_id: row.enterpriseId }),
      notify: async (inner, { before, after: decided }) => {
        // A join's outcome concerns the enterprise's members too (not the one who decided).
        const members =
          before.state === 'awaiting_enterprise'
            ? (await membersOf(inner, decided.enterpriseId)).filter(
                (userId) => userId !== decider.userId && userId !== decided.userId,
              )
            : [];
        const applicant = await applicantNoticeName(inner, decided.userId);
        if (decision.event === 'approve') {
          await noticeApproved(inner, decided, members, applicant, now);
        } else await noticeReturned(inner, decided, members, applicant, now);
      },
    });
    return after;
  });
}

/** The applicant takes back a request still open (待审核, 待企业确认 or 已退回). */
export async function withdrawAuthRequest(
  db: Db,
  userId: number,
  request: { readonly id: number; readonly version: number },
  now: Date,
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    await ownRequest(tx, userId, request.id);
    const { after } = await transition(tx, {
      entity: enterpriseAuthEntity,
      id: request.id,
      event: 'withdraw',
      actor: { as: 'applicant', userId },
      expectedVersion: request.version,
      now,
    });
    await noticeWithdrawn(tx, after, now);
    return after;
  });
}
