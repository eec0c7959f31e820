// Reads the multipart request of the import and of its error report: the short text fields and
// one workbook `file`, within hard limits (the file at most AWARD_IMPORT_MAX_BYTES), or a Chinese
// 400. Nothing is stored: the bytes are judged in memory and only the list's rows are written.
import {
  AWARD_IMPORT_MAX_BYTES,
  AWARD_IMPORT_MESSAGES as M,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { cleanUploadName } from '@qyfw/portal-sdk/upload';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { fileFormLimits, readFileForm } from '../shared/file-form.js';

/** busboy's limits: one file, a few short fields (entry_name, level, policy_id, call_id …). */
export const IMPORT_MULTIPART_LIMITS = fileFormLimits(8, AWARD_IMPORT_MAX_BYTES);

export interface ReceivedWorkbook {
  /** The text fields by name (validated by the caller's schema). */
  readonly fields: Readonly<Record<string, string>>;
  /** The file's name as shown (the audit row keeps it). */
  readonly name: string;
  readonly bytes: Buffer;
}

export async function receiveWorkbook(request: FastifyRequest): Promise<ReceivedWorkbook> {
  if (!request.isMultipart()) throw ApiError.badRequest(M.badForm);
  const { fields, file } = await readFileForm(request, {
    limits: IMPORT_MULTIPART_LIMITS,
    maxBytes: () => AWARD_IMPORT_MAX_BYTES,
    refusal: () => ApiError.badRequest(M.badForm),
  });
  if (!file) throw ApiError.badRequest(M.noFile);
  if (file.tooLarge) throw ApiError.badRequest(M.tooLarge);
  if (file.bytes.length === 0) throw ApiError.badRequest(M.empty);
  return { fields, name: cleanUploadName(file.filename), bytes: file.bytes };
}
