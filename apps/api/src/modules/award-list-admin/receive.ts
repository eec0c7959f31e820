// Reads the multipart request of the import and of its error report: the short text fields and
// one workbook `file`, within hard limits (the file at most AWARD_IMPORT_MAX_BYTES), or a Chinese
// 400. Nothing is stored: the bytes are judged in memory and only the list's rows are written.
import type { Readable } from 'node:stream';
import {
  AWARD_IMPORT_MAX_BYTES,
  AWARD_IMPORT_MESSAGES as M,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { cleanUploadName } from '@qyfw/portal-sdk/upload';
import type { FastifyRequest } from 'fastify';
import { isClientAbort } from '../../db/unavailable.js';
import { ApiError } from '../../plugins/api-error.js';

/** busboy's limits: one file, a few short fields (entry_name, level, policy_id, call_id …). */
export const IMPORT_MULTIPART_LIMITS = {
  files: 1,
  fields: 8,
  parts: 9,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 50,
  fileSize: AWARD_IMPORT_MAX_BYTES,
} as const;

export interface ReceivedWorkbook {
  /** The text fields by name (validated by the caller's schema). */
  readonly fields: Readonly<Record<string, string>>;
  /** The file's name as shown (the audit row keeps it). */
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * Reads the whole stream, keeping at most `max` bytes; the rest is read and dropped, since
 * answering before the browser has sent everything shows as a broken connection, not our reason.
 */
async function readAtMost(stream: Readable & { truncated?: boolean }, max: number) {
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

export async function receiveWorkbook(request: FastifyRequest): Promise<ReceivedWorkbook> {
  if (!request.isMultipart()) throw ApiError.badRequest(M.badForm);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; tooLarge: boolean; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: IMPORT_MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Read either way: an unread part stalls the parser.
      const read = await readAtMost(part.file, AWARD_IMPORT_MAX_BYTES);
      if (part.fieldname === 'file') file = { ...read, name: cleanUploadName(part.filename ?? '') };
    }
  } catch (error) {
    if (error instanceof ApiError || isClientAbort(error)) throw error;
    throw ApiError.badRequest(M.badForm);
  }
  if (!file) throw ApiError.badRequest(M.noFile);
  if (file.tooLarge) throw ApiError.badRequest(M.tooLarge);
  if (file.bytes.length === 0) throw ApiError.badRequest(M.empty);
  return { fields, name: file.name, bytes: file.bytes };
}
