// Who may upload for which purpose (issue 23): a file is taken only from a member who can put it
// to use, so a stranger's account cannot fill the disk with 20 MB "materials" it can never
// attach. Each rule mirrors the call that takes the upload's id:
// - avatar: profile_update, any member;
// - material: application save and the material library, members of an authenticated enterprise
//   (`auth: 'enterprise'` on those calls);
// - licence, authorisation: identity submit and resubmit, a member with no enterprise and no
//   request in review (identity/submit.ts refuseSecondRequest; a returned request is corrected);
// - site_image: content-admin's news covers and site settings, operators signed in at the console
//   (its calls need the second factor, so its pictures do too).
import { UPLOAD_MESSAGES } from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseEdits } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { requireConsoleSession } from '../../plugins/call-auth.js';
import { enterpriseOf } from '../../plugins/scope.js';
import type { SessionContext } from '../../plugins/session.js';

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
  session: SessionContext,
  purpose: UploadPurpose,
): Promise<void> {
  const { userId } = session;
  if (purpose === 'avatar') return;
  if (purpose === 'site_image') {
    if (session.role !== 'operator')
      throw ApiError.forbidden(UPLOAD_MESSAGES.operatorsOnly(purpose));
    requireConsoleSession(session);
    return;
  }
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
