// Reading authentication requests (qyedit rows) and the enterprise a credit code names, shared by
// the member's, the enterprise members' and the operators' calls.
import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterpriseEdits, enterprises } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds } from '../shared/dates.js';
import { workflowHistory } from '../shared/workflow/history.js';

export type RequestRow = typeof enterpriseEdits.$inferSelect;

export const REQUEST_MISSING = '企业认证申请不存在';

/** The request, when it is this member's; another member's id answers as a missing one. */
export async function ownRequest(db: Db, userId: number, id: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(enterpriseEdits)
    .where(and(eq(enterpriseEdits.id, id), eq(enterpriseEdits.userId, userId)))
    .limit(1);
  if (!row) throw ApiError.notFound(REQUEST_MISSING);
  return row;
}

export async function requestById(db: Db, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(enterpriseEdits).where(eq(enterpriseEdits.id, id)).limit(1);
  if (!row) throw ApiError.notFound(REQUEST_MISSING);
  return row;
}

/** The enterprise a member belongs to (their enterprise_authentications row). */
export async function enterpriseOfMember(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ enterpriseId: enterpriseAuthentications.enterpriseId })
    .from(enterpriseAuthentications)
    .where(eq(enterpriseAuthentications.userId, userId))
    .limit(1);
  return row?.enterpriseId;
}

export async function membersOf(db: Db, enterpriseId: number | null): Promise<number[]> {
  if (enterpriseId === null) return [];
  const rows = await db
    .select({ userId: enterpriseAuthentications.userId })
    .from(enterpriseAuthentications)
    .where(eq(enterpriseAuthentications.enterpriseId, enterpriseId));
  return rows.map((row) => row.userId);
}

export interface Target {
  /** The directory enterprise with this credit code, if any. */
  readonly enterpriseId: number | null;
  /** Its name in the directory: a request naming it carries this, never the name typed. */
  readonly enterpriseName: string | null;
  /** Its authenticated members: a request naming it asks them to let the applicant join. */
  readonly members: readonly number[];
}

export async function targetOf(db: Db, creditCode: string): Promise<Target> {
  const [enterprise] = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.creditCode, creditCode))
    .limit(1);
  const enterpriseId = enterprise?.id ?? null;
  return {
    enterpriseId,
    enterpriseName: enterprise?.name ?? null,
    members: await membersOf(db, enterpriseId),
  };
}

const orNull = (moment: Date | null) => (moment ? epochSeconds(moment) : null);

/** The request as its applicant sees it, with its history. */
export async function requestView(db: Db, row: RequestRow): Promise<AuthRequest> {
  const history = await workflowHistory(db, 'enterprise_auth', row.id);
  return {
    id: row.id,
    state: row.state,
    version: row.version,
    enterprise_name: row.enterpriseName,
    credit_code: row.creditCode,
    legal_person: row.legalPerson,
    licence_upload_id: row.licenceUploadId,
    authorisation_upload_id: row.authorisationUploadId,
    enterprise_id: row.enterpriseId,
    reason: row.state === 'returned' ? row.reason : null,
    resubmit_by: row.state === 'returned' ? orNull(row.resubmitBy) : null,
    createtime: epochSeconds(row.createdAt),
    submittime: epochSeconds(row.submittedAt),
    reviewtime: orNull(row.reviewedAt),
    history: history.list,
  };
}
