// Finding an application for the member (only their enterprise's: any other id answers as
// missing, so ids of other enterprises' applications reveal nothing) or for an operator.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policyApplications } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

export type ApplicationRow = typeof policyApplications.$inferSelect;

export const APPLICATION_MISSING = '申报不存在';

/** The enterprise's application `id`, locked for update when `lock` (inside a transaction). */
export async function enterpriseApplication(
  db: Db,
  enterpriseId: number,
  id: number,
  lock = false,
): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(policyApplications)
    .where(and(eq(policyApplications.id, id), eq(policyApplications.enterpriseId, enterpriseId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound(APPLICATION_MISSING);
  return row;
}

export async function applicationById(db: Db, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(policyApplications)
    .where(eq(policyApplications.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound(APPLICATION_MISSING);
  return row;
}

/** States that end an application: the enterprise may apply to the call again. */
export const ENDED_STATES = ['withdrawn', 'rejected', 'failed'] as const;

/** The enterprise's live application to the call (the unique index allows one), if any. */
export async function liveApplication(
  db: Db,
  enterpriseId: number,
  callId: number,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(policyApplications)
    .where(
      and(
        eq(policyApplications.enterpriseId, enterpriseId),
        eq(policyApplications.callId, callId),
        notInArray(policyApplications.state, [...ENDED_STATES]),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
