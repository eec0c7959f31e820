// How often authentication requests may be filed (issue 23): a request naming an authenticated
// enterprise messages every one of its members, so it is limited per sender (the applicant) and
// per target (the enterprise) over the last 24 hours. Both are counted in the database — the
// requests filed (enterprise_edits.created_at) and resubmitted (their workflow events) — so they
// hold across API processes and restarts, and a withdrawn request still counts. A member deciding
// joins (each decision messages the applicant and the other members) is limited too, by their
// decisions' workflow events. A refusal throws inside the caller's transaction, before anything
// is written.
import {
  AUTH_DECISIONS_PER_DAY,
  AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY,
  AUTH_SUBMITS_PER_DAY,
} from '@qyfw/portal-sdk/schemas';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseEdits, workflowEvents } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESUBMITS = ['resubmit', 'resubmit_to_enterprise'];

/** The member's filings and resubmissions since `since`. */
async function submissionsBy(db: Db, userId: number, since: Date): Promise<number> {
  const [filed] = await db
    .select({ n: count() })
    .from(enterpriseEdits)
    .where(and(eq(enterpriseEdits.userId, userId), gte(enterpriseEdits.createdAt, since)));
  const [resubmitted] = await db
    .select({ n: count() })
    .from(workflowEvents)
    .where(
      and(
        eq(workflowEvents.actorUserId, userId),
        eq(workflowEvents.entityType, 'enterprise_auth'),
        inArray(workflowEvents.event, RESUBMITS),
        gte(workflowEvents.at, since),
      ),
    );
  return filed!.n + resubmitted!.n;
}

/** Requests filed or resubmitted since `since` that name the enterprise now. */
async function requestsNaming(db: Db, enterpriseId: number, since: Date): Promise<number> {
  const [filed] = await db
    .select({ n: count() })
    .from(enterpriseEdits)
    .where(
      and(eq(enterpriseEdits.enterpriseId, enterpriseId), gte(enterpriseEdits.createdAt, since)),
    );
  const [resubmitted] = await db
    .select({ n: count() })
    .from(workflowEvents)
    .innerJoin(enterpriseEdits, eq(enterpriseEdits.id, workflowEvents.entityId))
    .where(
      and(
        eq(workflowEvents.entityType, 'enterprise_auth'),
        inArray(workflowEvents.event, RESUBMITS),
        gte(workflowEvents.at, since),
        eq(enterpriseEdits.enterpriseId, enterpriseId),
      ),
    );
  return filed!.n + resubmitted!.n;
}

/**
 * Refuses (429, nothing written) a filing or resubmission over either limit. Call it holding the
 * member's request lock; it takes the enterprise's, so concurrent applicants to one enterprise
 * are counted one after the other.
 */
export async function refuseOverLimits(
  tx: Db,
  userId: number,
  enterpriseId: number | null,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  if ((await submissionsBy(tx, userId, since)) >= AUTH_SUBMITS_PER_DAY) {
    throw ApiError.tooManyRequests(
      `24小时内最多提交${AUTH_SUBMITS_PER_DAY}次企业认证申请（含重新提交），请稍后再试`,
    );
  }
  if (enterpriseId === null) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`enterprise-auth-target:${enterpriseId}`}))`,
  );
  if ((await requestsNaming(tx, enterpriseId, since)) >= AUTH_REQUESTS_PER_ENTERPRISE_PER_DAY) {
    throw ApiError.tooManyRequests('该企业24小时内收到的认证申请已达上限，请稍后再试');
  }
}

/**
 * Refuses (429) an enterprise member's decision over AUTH_DECISIONS_PER_DAY in 24 hours. Operators
 * are not limited: they decide the queue.
 */
export async function refuseOverDecisionLimit(tx: Db, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [decided] = await tx
    .select({ n: count() })
    .from(workflowEvents)
    .where(
      and(
        eq(workflowEvents.actorUserId, userId),
        eq(workflowEvents.entityType, 'enterprise_auth'),
        eq(workflowEvents.actorRole, 'enterprise_member'),
        gte(workflowEvents.at, since),
      ),
    );
  if (decided!.n >= AUTH_DECISIONS_PER_DAY) {
    throw ApiError.tooManyRequests(
      `24小时内最多处理${AUTH_DECISIONS_PER_DAY}条加入本企业的申请，请稍后再试`,
    );
  }
}
