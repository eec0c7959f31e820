// Who may upload for which purpose (issue 23): a file is taken only from a member who can put it
// to use, so a stranger's account cannot fill the disk with 20 MB "materials" it can never
// attach. Each rule mirrors the call that takes the upload's id:
// - avatar: profile_update, any member;
// - material: application save and the material library, members of an authenticated enterprise
//   (`auth: 'enterprise'` on those calls);
// - licence, authorisation: identity submit and resubmit, a member with no enterprise and no
//   request in review (identity/submit.ts refuseSecondRequest; a returned request is corrected).
import { UPLOAD_MESSAGES } from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseEdits } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { enterpriseOf } from '../../plugins/scope.js';

/** The member's request that is being reviewed or was approved, if any. */
async function settledOrReviewedRequest(db: Db, userId: number) {
  const [row] = await db
    .select({ state: enterpriseEdits.state })
    .from(enterpriseEdits)
    .where(
      and(
        eq(enterpriseEdits.userId, userId),
        inArray(enterpriseEdits.state, ['pending', 'awaiting_enterprise', 'approved']),
      ),
    )
    .limit(1);
  return row;
}

/** Refuses (403, Chinese) an upload of a purpose the member has no use for. */
export async function checkPurposeAllowed(
  db: Db,
  userId: number,
  purpose: UploadPurpose,
): Promise<void> {
  if (purpose === 'avatar') return;
  const enterpriseId = await enterpriseOf(db, userId);
  if (purpose === 'material') {
    if (enterpriseId === undefined)
      throw ApiError.forbidden(UPLOAD_MESSAGES.needsEnterprise(purpose));
    return;
  }
  if (enterpriseId !== undefined) {
    throw ApiError.forbidden(UPLOAD_MESSAGES.alreadyAuthenticated(purpose));
  }
  const request = await settledOrReviewedRequest(db, userId);
  if (request === undefined) return;
  throw ApiError.forbidden(
    request.state === 'approved'
      ? UPLOAD_MESSAGES.alreadyAuthenticated(purpose)
      : UPLOAD_MESSAGES.requestInReview(purpose),
  );
}
