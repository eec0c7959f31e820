// Reads the multipart request of POST /api/upload into its purpose, file name and bytes, within
// hard limits (shared/file-form.ts reads the parts), or refuses it (HTTP 400, Chinese). Nothing is
// stored here: the caller stores only what passed every check.
import {
  cleanUploadName,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadPurposeSchema,
} from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { fileFormLimits, readFileForm } from '../shared/file-form.js';

/** The largest file any purpose allows: the parser's own cap. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  ...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes),
);

/** busboy's limits: one file and a few short fields (`purpose`; a client may add `user_id`). */
export const MULTIPART_LIMITS = fileFormLimits(4, LARGEST_UPLOAD_BYTES);

export interface ReceivedUpload {
  readonly purpose: UploadPurpose;
  /** The member's file name, cleaned for display (displayName). */
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * The name as shown on downloads: the SDK's cleanUploadName (last path segment, NFC, no bidi,
 * zero-width or other invisible characters, at most UPLOAD_NAME_MAX_CHARS characters), so what
 * the server keeps is what the client sent and what its schema takes.
 */
export function displayName(filename: string | undefined): string {
  return cleanUploadName(filename ?? '');
}

/** Fastify multipart's limit errors by code; other parse failures are a malformed form. */
const LIMIT_MESSAGES: Readonly<Record<string, string>> = {
  FST_FILES_LIMIT: UPLOAD_MESSAGES.tooManyFiles,
};

function refusalOf(error: unknown): ApiError {
  const code = (error as { code?: unknown }).code;
  const message = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
  return ApiError.badRequest(message ?? UPLOAD_MESSAGES.badForm);
}

/** The most bytes kept of the file: its purpose's limit once `purpose` has come, else the largest. */
function maxBytesOf(fields: Readonly<Record<string, string>>): number {
  const known = uploadPurposeSchema.safeParse(fields.purpose);
  return known.success ? UPLOAD_RULES[known.data].maxBytes : LARGEST_UPLOAD_BYTES;
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw ApiError.badRequest(UPLOAD_MESSAGES.badForm);
  const { fields, file } = await readFileForm(request, {
    limits: MULTIPART_LIMITS,
    maxBytes: maxBytesOf,
    refusal: refusalOf,
  });
  const purposeText = fields.purpose;
  if (purposeText === undefined || purposeText.trim() === '') {
    throw ApiError.badRequest(UPLOAD_MESSAGES.noPurpose);
  }
  const purpose = uploadPurposeSchema.safeParse(purposeText.trim());
  if (!purpose.success) throw ApiError.badRequest(UPLOAD_MESSAGES.badPurpose);
  if (!file) throw ApiError.badRequest(UPLOAD_MESSAGES.noFile);
  if (file.tooLarge || file.bytes.length > UPLOAD_RULES[purpose.data].maxBytes) {
    throw ApiError.badRequest(UPLOAD_MESSAGES.tooLarge(purpose.data));
  }
  if (file.bytes.length === 0) throw ApiError.badRequest(UPLOAD_MESSAGES.empty);
  return { purpose: purpose.data, name: displayName(file.filename), bytes: file.bytes };
}
