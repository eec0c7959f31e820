// What the identity calls answer: the member's own request, the requests to join the member's
// enterprise, and the operators' queue and detail.
import type {
  AuthJoinRequest,
  AuthRequest,
  AuthRequestDetail,
  AuthRequestItem,
} from '@qyfw/portal-sdk/schemas';
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, enterpriseEdits, uploads, users } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import { applicantsById, toApplicant } from './applicant.js';
import { enterpriseOfMember, requestById, requestView } from './requests.js';

/** The member's latest request (any state); null when they never filed one. */
export async function myAuthRequest(db: Db, userId: number): Promise<AuthRequest | null> {
  const [row] = await db
    .select()
    .from(enterpriseEdits)
    .where(eq(enterpriseEdits.userId, userId))
    .orderBy(desc(enterpriseEdits.createdAt), desc(enterpriseEdits.id))
    .limit(1);
  return row ? requestView(db, row) : null;
}

/** Requests waiting for the member's enterprise to let the applicant join, oldest first. */
export async function joinRequests(db: Db, userId: number): Promise<AuthJoinRequest[]> {
  const enterpriseId = await enterpriseOfMember(db, userId);
  if (enterpriseId === undefined) return [];
  const rows = await db
    .select()
    .from(enterpriseEdits)
    .where(
      and(
        eq(enterpriseEdits.enterpriseId, enterpriseId),
        eq(enterpriseEdits.state, 'awaiting_enterprise'),
      ),
    )
    .orderBy(asc(enterpriseEdits.submittedAt), asc(enterpriseEdits.id));
  const applicants = await applicantsById(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    applicant: applicants.get(row.userId)!,
    enterprise_name: row.enterpriseName,
    credit_code: row.creditCode,
    legal_person: row.legalPerson,
    licence_upload_id: row.licenceUploadId,
    authorisation_upload_id: row.authorisationUploadId,
    submittime: epochSeconds(row.submittedAt),
  }));
}

export interface QueueFilter extends PageRequest {
  readonly state?: EnterpriseAuthState | undefined;
  readonly keyword?: string | undefined;
}

/** The operators' queue: oldest submission first, by state and name / credit code. */
export async function authRequestQueue(
  db: Db,
  filter: QueueFilter,
): Promise<PagedAnswer<AuthRequestItem>> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(enterpriseEdits.state, filter.state));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(
        ilike(enterpriseEdits.enterpriseName, pattern),
        ilike(enterpriseEdits.creditCode, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return pagedAnswer(
    filter,
    async () => (await db.select({ n: count() }).from(enterpriseEdits).where(where))[0]!.n,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(enterpriseEdits)
        .where(where)
        .orderBy(asc(enterpriseEdits.submittedAt), asc(enterpriseEdits.id))
        .limit(limit)
        .offset(offset);
      const applicants = await applicantsById(
        db,
        rows.map((row) => row.userId),
      );
      return rows.map((row) => ({
        id: row.id,
        state: row.state,
        version: row.version,
        enterprise_name: row.enterpriseName,
        credit_code: row.creditCode,
        legal_person: row.legalPerson,
        applicant: applicants.get(row.userId)!,
        enterprise_id: row.enterpriseId,
        submittime: epochSeconds(row.submittedAt),
        reviewtime: row.reviewedAt ? epochSeconds(row.reviewedAt) : null,
      }));
    },
  );
}

async function documentOf(db: Db, uploadId: number | null) {
  if (uploadId === null) return null;
  const [row] = await db
    .select({ id: uploads.id, name: uploads.originalName, mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return row ?? null;
}

/** One request as an operator reviews it: the applicant, the documents, history and audit. */
export async function authRequestDetail(db: Db, id: number): Promise<AuthRequestDetail> {
  const row = await requestById(db, id);
  const [user] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      mobile: users.mobile,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, row.userId));
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'enterprise_auth'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
  return {
    // Operators see the reason and deadline of every decision, not only while returned.
    ...(await requestView(db, row)),
    reason: row.reason,
    resubmit_by: row.resubmitBy ? epochSeconds(row.resubmitBy) : null,
    applicant: { ...toApplicant(user!), username: user!.username, email: user!.email },
    licence: await documentOf(db, row.licenceUploadId),
    authorisation: await documentOf(db, row.authorisationUploadId),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor_user_id: entry.actorUserId,
      actor_role: entry.actorRole,
      before: entry.before,
      after: entry.after,
      createtime: epochSeconds(entry.at),
    })),
  };
}
