// Upload rows: storing a received file (bytes first, then the row; the bytes go again if the row
// cannot be written), finding one, and checking an id a member names in another call's body.
import { createHash } from 'node:crypto';
import { INT4_MAX } from '@qyfw/portal-sdk/schemas';
import { cleanUploadName, UPLOAD_MESSAGES } from '@qyfw/portal-sdk/upload';
import type { Upload, UploadMimeType, UploadPurpose } from '@qyfw/portal-sdk/upload';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { UploadRow } from './access.js';
import { checkQuota, lockQuota } from './quota.js';
import type { UploadStorage } from './storage.js';
import { newStorageKey } from './storage.js';

export interface NewUpload {
  readonly ownerUserId: number;
  readonly purpose: UploadPurpose;
  readonly mime: UploadMimeType;
  readonly name: string;
  readonly bytes: Buffer;
  readonly now: Date;
}

/**
 * Stores the bytes, then — under the quota lock, after checking the quota again — the row. A
 * refusal or a failed insert removes the bytes again: no row, no bytes.
 */
export async function storeUpload(
  db: Db,
  storage: UploadStorage,
  upload: NewUpload,
): Promise<UploadRow> {
  const storageKey = newStorageKey();
  await storage.put(storageKey, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      await lockQuota(tx, upload.ownerUserId);
      await checkQuota(tx, {
        userId: upload.ownerUserId,
        size: upload.bytes.length,
        now: upload.now,
      });
      const [row] = await tx
        .insert(uploads)
        .values({
          ownerUserId: upload.ownerUserId,
          purpose: upload.purpose,
          mime: upload.mime,
          size: upload.bytes.length,
          originalName: upload.name,
          storageKey,
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
          createdAt: upload.now,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    // No row, no bytes: an orphan file would never be read nor removed.
    await storage.delete(storageKey);
    throw error;
  }
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/** What the client is told of an upload (the SDK's uploadSchema). */
export function toUploadAnswer(row: UploadRow): Upload {
  return {
    id: row.id,
    // Cleaned again: a row stored before names were cleaned may hold a U+202E.
    name: cleanUploadName(row.originalName),
    mime: row.mime as UploadMimeType,
    size: row.size,
    purpose: row.purpose,
    createtime: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * The upload a member names in a body (an authentication's licence, a new avatar): theirs and of
 * that purpose, or a 400 asking them to upload again. Call it in the transaction that writes the
 * reference — the same for a missing id, another
 * member's upload and one of another purpose, so nothing about other members' files leaks.
 */
export async function ownedUpload(
  db: Db,
  userId: number,
  uploadId: number,
  purpose: UploadPurpose,
): Promise<UploadRow> {
  // An id no serial column can hold would fail in the query (a 500): it names no upload.
  if (!Number.isInteger(uploadId) || uploadId < 1 || uploadId > INT4_MAX) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.reupload(purpose));
  }
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.id, uploadId), eq(uploads.ownerUserId, userId), eq(uploads.purpose, purpose)),
    )
    .limit(1)
    // Held until the caller's transaction ends: the sweep of unattached uploads (sweep.ts) skips
    // a row being attached, and one it has taken first is gone here (400, upload again) instead
    // of deleted under the new reference.
    .for('key share');
  if (!row) throw ApiError.badRequest(UPLOAD_MESSAGES.reupload(purpose));
  return row;
}
