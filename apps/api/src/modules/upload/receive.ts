// Reads the multipart request of POST /api/upload into its purpose, file name and bytes, within
// hard limits, or refuses it (HTTP 400, Chinese). Nothing is stored here: the caller stores only
// what passed every check.
import type { Readable } from 'node:stream';
import {
  cleanUploadName,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadPurposeSchema,
} from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
import type { FastifyRequest } from 'fastify';
import { isClientAbort } from '../../db/unavailable.js';
import { ApiError } from '../../plugins/api-error.js';

/** The largest file any purpose allows: the parser's own cap. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  ...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes),
);

/**
 * busboy's limits: one file, a few short fields (`purpose`; a client may add `user_id`), short
 * names. Parts beyond them are refused instead of parsed.
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 50,
  fileSize: LARGEST_UPLOAD_BYTES,
} as const;

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

interface ReadFile {
  readonly bytes: Buffer;
  /** More bytes came than `max` (the rest was read and dropped). */
  readonly tooLarge: boolean;
}

/**
 * Reads the whole stream, keeping at most `max` bytes. The rest is still read: answering before
 * the client has finished sending makes browsers report a broken connection instead of our
 * refusal. busboy stops delivering past its own fileSize limit (and marks the stream truncated).
 */
async function readAtMost(
  stream: Readable & { truncated?: boolean },
  max: number,
): Promise<ReadFile> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let tooLarge = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (tooLarge) continue;
    if (kept + chunk.length > max) {
      tooLarge = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
    kept += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), tooLarge: tooLarge || stream.truncated === true };
}

/** Fastify multipart's limit errors by code; other parse failures are a malformed form. */
const LIMIT_MESSAGES: Readonly<Record<string, string>> = {
  FST_FILES_LIMIT: UPLOAD_MESSAGES.tooManyFiles,
};

function refusalOf(error: unknown): unknown {
  if (error instanceof ApiError || isClientAbort(error)) return error;
  const code = (error as { code?: unknown }).code;
  const message = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
  return ApiError.badRequest(message ?? UPLOAD_MESSAGES.badForm);
}

export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw ApiError.badRequest(UPLOAD_MESSAGES.badForm);
  let purposeText: string | undefined;
  let file: (ReadFile & { name: string }) | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose') purposeText = String(part.value);
        continue;
      }
      // Read either way: an unread part stalls the parser.
      const known = uploadPurposeSchema.safeParse(purposeText);
      const max = known.success ? UPLOAD_RULES[known.data].maxBytes : LARGEST_UPLOAD_BYTES;
      const read = await readAtMost(part.file, max);
      if (part.fieldname === 'file') file = { ...read, name: displayName(part.filename) };
    }
  } catch (error) {
    throw refusalOf(error);
  }
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
  return { purpose: purpose.data, name: file.name, bytes: file.bytes };
}
