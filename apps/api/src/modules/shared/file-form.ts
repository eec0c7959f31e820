// Reads a multipart form of short text fields and one file (the upload, the award list's import):
// the fields by name and the part named `file`, each file kept up to its limit. What a form must
// hold, and the Chinese words of a refusal, stay with its route: this only reads.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { isClientAbort } from '../../db/unavailable.js';
import { ApiError } from '../../plugins/api-error.js';

/** The part named `file`, read. */
export interface FormFile {
  readonly bytes: Buffer;
  /** More bytes came than the limit (the rest was read and dropped). */
  readonly tooLarge: boolean;
  /** The file name as the client sent it ('' when none); the caller cleans it for display. */
  readonly filename: string;
}

export interface FileForm {
  /** The text fields by name (the last of a name wins). */
  readonly fields: Readonly<Record<string, string>>;
  readonly file: FormFile | undefined;
}

/** busboy's limits (files, fields, sizes), as the route registers the multipart plugin with. */
export type FormLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/**
 * The limits of a form of one file and at most `fields` short text fields: parts beyond them are
 * refused instead of parsed, and no field name, value or header list runs long.
 */
export function fileFormLimits(fields: number, fileSize: number) {
  return {
    files: 1,
    fields,
    parts: fields + 1,
    fieldNameSize: 100,
    fieldSize: 1024,
    headerPairs: 50,
    fileSize,
  } as const satisfies FormLimits;
}

export interface FileFormRules {
  readonly limits: FormLimits;
  /** The most bytes kept of a file, given the fields sent before it. */
  readonly maxBytes: (fields: Readonly<Record<string, string>>) => number;
  /** The 400 for a form the parser refused (a limit passed, a malformed body). */
  readonly refusal: (error: unknown) => ApiError;
}

/**
 * Reads the whole stream, keeping at most `max` bytes. The rest is still read: answering before
 * the client has finished sending makes browsers report a broken connection instead of our
 * refusal. busboy stops delivering past its own fileSize limit (and marks the stream truncated).
 */
async function readAtMost(
  stream: Readable & { truncated?: boolean },
  max: number,
): Promise<Omit<FormFile, 'filename'>> {
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

/**
 * Every part of the request, in order. A client that went away, or a refusal already made, is
 * thrown as it is; any other parse failure is the rules' refusal.
 */
export async function readFileForm(
  request: FastifyRequest,
  rules: FileFormRules,
): Promise<FileForm> {
  const fields: Record<string, string> = {};
  let file: FormFile | undefined;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Read either way: an unread part stalls the parser.
      const read = await readAtMost(part.file, rules.maxBytes(fields));
      if (part.fieldname === 'file') file = { ...read, filename: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof ApiError || isClientAbort(error)) throw error;
    throw rules.refusal(error);
  }
  return { fields, file };
}
