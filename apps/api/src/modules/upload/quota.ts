// How much a member and an enterprise may store (issue 23; UPLOAD_QUOTA in the SDK says the
// numbers and why). Counted from the rows, never from memory, so every API instance agrees:
// - a member's uploads created in the last 24 hours (files and bytes; uploads_owner_idx);
// - an enterprise's: everything its authenticated members have stored, however old.
// An upload is checked before its bytes are written (a refusal writes nothing) and again, under a
// transaction-scoped advisory lock, with its row's insert, so concurrent uploads cannot all take
// the last place.
import {
  UPLOAD_MESSAGES,
  UPLOAD_QUOTA,
  UNATTACHED_UPLOAD_LIFETIME_MS,
} from '@qyfw/portal-sdk/upload';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { enterpriseOf } from '../../plugins/scope.js';

export interface QuotaRequest {
  readonly userId: number;
  /** Bytes of the file about to be stored. */
  readonly size: number;
  readonly now: Date;
}

interface Usage {
  readonly files: number;
  readonly bytes: number;
}

async function usageOf(db: Db, query: ReturnType<typeof sql>): Promise<Usage> {
  const result = (await db.execute(query)) as unknown as {
    rows: Array<{ files: number | string; bytes: number | string }>;
  };
  const row = result.rows[0];
  // bigint sums come back as strings on node-postgres.
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

function memberDay(db: Db, userId: number, now: Date): Promise<Usage> {
  const since = new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS);
  return usageOf(
    db,
    sql`select count(*)::int as files, coalesce(sum(size::bigint), 0) as bytes
          from uploads
         where owner_user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz`,
  );
}

function enterpriseStored(db: Db, enterpriseId: number, userId: number): Promise<Usage> {
  return usageOf(
    db,
    sql`select count(*)::int as files, coalesce(sum(size::bigint), 0) as bytes
          from uploads
         where owner_user_id = ${userId}
            or owner_user_id in (select user_id from enterprise_authentications
                                  where enterprise_id = ${enterpriseId})`,
  );
}

/**
 * Serialises the quota checks of one enterprise (or of one member without one) until the
 * caller's transaction ends.
 */
export async function lockQuota(tx: Db, userId: number): Promise<void> {
  const enterpriseId = await enterpriseOf(tx, userId);
  const key = enterpriseId === undefined ? `member:${userId}` : `enterprise:${enterpriseId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${key}`}))`);
}

/** Refuses (400, Chinese) a file that would take the member or their enterprise past its quota. */
export async function checkQuota(db: Db, request: QuotaRequest): Promise<void> {
  const day = await memberDay(db, request.userId, request.now);
  if (
    day.files + 1 > UPLOAD_QUOTA.memberDailyFiles ||
    day.bytes + request.size > UPLOAD_QUOTA.memberDailyBytes
  ) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.memberQuota);
  }
  const enterpriseId = await enterpriseOf(db, request.userId);
  if (enterpriseId === undefined) return;
  const stored = await enterpriseStored(db, enterpriseId, request.userId);
  if (stored.bytes + request.size > UPLOAD_QUOTA.enterpriseBytes) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.enterpriseQuota);
  }
}
