// The licence and authorisation letter of a request: the applicant names their own uploads of
// those purposes (an id of someone else's file, or of an avatar, is refused as if missing), and
// the members of the enterprise a join request names may read them while they decide.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseAuthentications, enterpriseEdits } from '../../db/schema/index.js';
import type { UploadReader } from '../upload/access.js';
import { ownedUpload } from '../upload/service.js';

export async function checkDocuments(
  db: Db,
  userId: number,
  documents: { readonly licenceUploadId: number; readonly authorisationUploadId: number },
): Promise<void> {
  await ownedUpload(db, userId, documents.licenceUploadId, 'licence');
  await ownedUpload(db, userId, documents.authorisationUploadId, 'authorisation');
}

/** A member reads a document of a request waiting for their enterprise's decision (待企业确认). */
export const joinDocumentsReader: UploadReader = async (db, { userId, upload }) => {
  const [row] = await db
    .select({ id: enterpriseEdits.id })
    .from(enterpriseEdits)
    .innerJoin(
      enterpriseAuthentications,
      eq(enterpriseAuthentications.enterpriseId, enterpriseEdits.enterpriseId),
    )
    .where(
      and(
        eq(enterpriseAuthentications.userId, userId),
        eq(enterpriseEdits.state, 'awaiting_enterprise'),
        or(
          eq(enterpriseEdits.licenceUploadId, upload.id),
          eq(enterpriseEdits.authorisationUploadId, upload.id),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
};
