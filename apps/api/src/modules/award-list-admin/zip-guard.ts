// An .xlsx is a zip, and a small zip can unpack to gigabytes (a "zip bomb"): exceljs's reader
// would inflate it into memory and temporary files. Before the workbook is read, every entry is
// inflated here once with a ceiling on its output — the size the zip's central directory declares,
// so an entry that lies about its size is caught as well — and the declared sizes together must
// stay under UNPACKED_MAX_BYTES. A few milliseconds for a real 5 000-row workbook.
import { inflateRawSync } from 'node:zlib';

/** A 5 000-row list unpacks to about 1 MB; fifty times that is no honest workbook. */
export const UNPACKED_MAX_BYTES = 50 * 1024 * 1024;
/** An .xlsx has a dozen entries; thousands means something else. */
const MAX_ENTRIES = 1_000;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export type ZipVerdict = 'ok' | 'not-zip' | 'too-large';

/** The end-of-central-directory record: the last 22 bytes, before a comment of ≤ 65 535. */
function endOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** Inflates one entry within its declared size: larger is too-large, smaller or broken not-zip. */
function inflatesTo(data: Buffer, size: number): 'ok' | 'not-zip' | 'too-large' {
  try {
    // One byte over the declared size is enough to see a lie; more is never produced.
    const inflated = inflateRawSync(data, { maxOutputLength: size + 1 });
    return inflated.length === size ? 'ok' : 'not-zip';
  } catch (error) {
    return error instanceof RangeError ? 'too-large' : 'not-zip';
  }
}

export function checkZip(bytes: Buffer, maxUnpacked: number = UNPACKED_MAX_BYTES): ZipVerdict {
  if (bytes.length < 22) return 'not-zip';
  const end = endOfDirectory(bytes);
  if (end < 0) return 'not-zip';
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) return 'too-large';
  // Also refuses ZIP64 (offsets of 0xffffffff): no spreadsheet of ours is that large.
  if (directoryOffset + directorySize > end) return 'not-zip';
  let at = directoryOffset;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'not-zip';
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    total += size;
    if (total > maxUnpacked) return 'too-large';
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      return 'not-zip';
    }
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) return 'not-zip';
    const data = bytes.subarray(start, start + compressed);
    if (method === DEFLATED) {
      const verdict = inflatesTo(data, size);
      if (verdict !== 'ok') return verdict;
    } else if (method !== STORED || compressed !== size) {
      return 'not-zip';
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return 'ok';
}
