// What a file is, read from its bytes (file-type's magic numbers), never from its name or the
// type the browser claimed: a page renamed .png is still a page, and is refused.
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES } from '@qyfw/portal-sdk/upload';
import type { UploadMimeType, UploadPurpose } from '@qyfw/portal-sdk/upload';

/** The content's type when the purpose allows it; undefined for anything else or unknown. */
export async function allowedContentType(
  purpose: UploadPurpose,
  bytes: Uint8Array,
): Promise<UploadMimeType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  return UPLOAD_RULES[purpose].mimeTypes.find((mime) => mime === detected.mime);
}
