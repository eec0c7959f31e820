// policy_subscribe / policy_unsubscribe: a member follows a published document. Both are
// idempotent (a repeated click changes nothing and answers the same state).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policySubscriptions } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { POLICY_NOT_FOUND } from './detail.js';

async function requirePublished(db: Db, policyId: number): Promise<void> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.state, 'published')))
    .limit(1);
  if (!row) throw ApiError.notFound(POLICY_NOT_FOUND);
}

export async function subscribe(
  db: Db,
  userId: number,
  policyId: number,
  now: Date,
): Promise<{ subscribed: true }> {
  await requirePublished(db, policyId);
  await db
    .insert(policySubscriptions)
    .values({ userId, policyId, createdAt: now })
    .onConflictDoNothing();
  return { subscribed: true };
}

export async function unsubscribe(
  db: Db,
  userId: number,
  policyId: number,
): Promise<{ subscribed: false }> {
  await requirePublished(db, policyId);
  await db
    .delete(policySubscriptions)
    .where(and(eq(policySubscriptions.userId, userId), eq(policySubscriptions.policyId, policyId)));
  return { subscribed: false };
}
