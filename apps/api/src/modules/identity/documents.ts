// The licence and authorisation letter a request names must be the applicant's own uploads of
// those purposes: an id of someone else's file (or of an avatar) is refused as if it were missing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import type { UploadPurpose } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';

const DOCUMENT_LABELS = { licence: '营业执照', authorisation: '授权书' } as const;

async function checkOwnUpload(
  db: Db,
  userId: number,
  uploadId: number,
  purpose: Extract<UploadPurpose, keyof typeof DOCUMENT_LABELS>,
): Promise<void> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.id, uploadId), eq(uploads.ownerUserId, userId), eq(uploads.purpose, purpose)),
    )
    .limit(1);
  if (!row) throw ApiError.badRequest(`请重新上传${DOCUMENT_LABELS[purpose]}`);
}

export async function checkDocuments(
  db: Db,
  userId: number,
  documents: { readonly licenceUploadId: number; readonly authorisationUploadId: number },
): Promise<void> {
  await checkOwnUpload(db, userId, documents.licenceUploadId, 'licence');
  await checkOwnUpload(db, userId, documents.authorisationUploadId, 'authorisation');
}
