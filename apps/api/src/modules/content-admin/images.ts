// Images operators put in front of every visitor (a news cover, a banner, the 客服 QR code). A
// record takes the address it already had, or a site image the operator uploaded: their own
// upload of purpose site_image, held by ownedUpload() until the transaction ends (so the sweep of
// unattached uploads cannot take it meanwhile). Any other address — another site, a file of
// another purpose, someone's avatar — is refused, so the home page cannot be pointed elsewhere.
import { siteImageIdOf, siteImageUrl, UPLOAD_MESSAGES } from '@qyfw/portal-sdk/upload';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { ownedUpload } from '../upload/service.js';

export async function checkSiteImage(
  tx: Db,
  userId: number,
  address: string,
  kept: readonly string[],
): Promise<void> {
  if (address === '' || kept.includes(address)) return;
  const id = siteImageIdOf(address);
  if (id === undefined || address !== siteImageUrl(id)) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.reupload('site_image'));
  }
  await ownedUpload(tx, userId, id, 'site_image');
}
