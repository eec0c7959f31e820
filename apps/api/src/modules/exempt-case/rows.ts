// Finding a 免申即享 case for the member (only their enterprise's: any other id answers as
// missing) or for an operator.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exemptCases } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

export type CaseRow = typeof exemptCases.$inferSelect;

export const CASE_MISSING = '免申即享事项不存在';

export async function enterpriseCase(db: Db, enterpriseId: number, id: number): Promise<CaseRow> {
  const [row] = await db
    .select()
    .from(exemptCases)
    .where(and(eq(exemptCases.id, id), eq(exemptCases.enterpriseId, enterpriseId)))
    .limit(1);
  // A case the batch found but nobody has told the enterprise about yet is not theirs to see.
  if (!row || row.state === 'matched') throw ApiError.notFound(CASE_MISSING);
  return row;
}

export async function caseById(db: Db, id: number): Promise<CaseRow> {
  const [row] = await db.select().from(exemptCases).where(eq(exemptCases.id, id)).limit(1);
  if (!row) throw ApiError.notFound(CASE_MISSING);
  return row;
}
