// The Excel import of an award list: the links checked, the whole workbook judged (judge.ts) and,
// only when no row has a problem, the list and every company written in one transaction with its
// audit row — never a part of a file. A refusal carries every problem (the first
// AWARD_IMPORT_PROBLEMS_LISTED of them; the error report has all).
import {
  AWARD_IMPORT_MESSAGES as M,
  AWARD_IMPORT_PROBLEMS_LISTED,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type {
  AwardImportRefusal,
  AwardImportResult,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  policies,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
} from '../../db/schema/index.js';
import { invalidateContent } from '../../cache/content-cache.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../shared/audit.js';
import type { AwardListActor } from './delete.js';
import { judgeWorkbook } from './judge.js';
import { awardListById } from './lists.js';

/** Rows refused: answered as 400 with every problem in `data` (routes.ts). */
export class ImportRefused extends Error {
  constructor(readonly refusal: AwardImportRefusal) {
    super(M.rowsRefused(refusal.bad_rows, refusal.problem_count));
    this.name = 'ImportRefused';
  }
}

export interface ImportFields {
  readonly entry_name: string;
  readonly level: number;
  readonly policy_id?: number | undefined;
  readonly call_id?: number | undefined;
}

/** The document and call the list is linked to: each must exist, the call of that document. */
export async function linksOf(
  db: Db,
  fields: ImportFields,
): Promise<{ policyId: number | null; callId: number | null }> {
  let policyId = fields.policy_id ?? null;
  if (fields.call_id !== undefined) {
    const [call] = await db
      .select({ policyId: policyCalls.policyId })
      .from(policyCalls)
      .where(eq(policyCalls.id, fields.call_id));
    if (!call) throw ApiError.badRequest(M.callMissing);
    if (policyId !== null && policyId !== call.policyId) {
      throw ApiError.badRequest(M.callOfOtherPolicy);
    }
    policyId = call.policyId;
  }
  if (policyId !== null && fields.call_id === undefined) {
    const found = await db.$count(policies, eq(policies.id, policyId));
    if (found === 0) throw ApiError.badRequest(M.policyMissing);
  }
  return { policyId, callId: fields.call_id ?? null };
}

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters at 7 a row. */
const INSERT_BATCH = 1_000;

export async function importAwardList(
  db: Db,
  actor: AwardListActor,
  fields: ImportFields,
  file: { readonly bytes: Buffer; readonly name: string },
): Promise<AwardImportResult> {
  const links = await linksOf(db, fields);
  const verdict = await judgeWorkbook(db, file.bytes);
  if (verdict.problems.length > 0) {
    throw new ImportRefused({
      rows: verdict.read.length,
      bad_rows: new Set(verdict.problems.map((problem) => problem.row)).size,
      problem_count: verdict.problems.length,
      problems: verdict.problems.slice(0, AWARD_IMPORT_PROBLEMS_LISTED),
    });
  }
  const rows = verdict.rows;
  const answer = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(policyAwardGroups)
      .values({
        entryName: fields.entry_name,
        level: fields.level,
        policyId: links.policyId,
        callId: links.callId,
        createdAt: actor.now,
      })
      .returning({ id: policyAwardGroups.id });
    const groupId = group!.id;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(policyAwardCompanies).values(
        rows.slice(start, start + INSERT_BATCH).map((row) => ({
          groupId,
          enterpriseId: row.enterpriseId,
          enterpriseName: row.enterpriseName,
          topicName: row.topicName,
          level: fields.level,
          unit: row.unit,
          totalMoney: row.cents / 100,
        })),
      );
    }
    const written = await awardListById(tx, groupId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: 'operator',
      action: 'policy_award_group.import',
      entityType: 'policy_award_group',
      entityId: groupId,
      after: {
        entry_name: written.entry_name,
        level: written.level,
        policy_id: written.policy_id,
        call_id: written.call_id,
        companies: written.companies,
        unmatched: written.unmatched,
        total_money: written.total_money,
        file_name: file.name,
      },
      ip: actor.ip,
      userAgent: actor.userAgent,
      at: actor.now,
    });
    return {
      award_list: written,
      unmatched_rows: rows
        .filter((row) => row.enterpriseId === null)
        .map((row) => ({ row: row.row, enterprise_name: row.enterpriseName })),
    };
  });
  // The home page's 最新政策 and the data screen read award lists through the content cache.
  invalidateContent(db, 'award');
  return answer;
}
