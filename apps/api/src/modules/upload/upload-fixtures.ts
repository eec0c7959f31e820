// Tiny files for the upload tests: real PNG, JPEG, WebP and PDF bytes (what file-type reads),
// impostors (a program and a page named .png), a multipart body builder for app.inject and the
// POST of such a form.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { CLIENT_AUTH } from '../../../test/helpers/app.js';
import { freshIp } from '../../../test/helpers/auth-kit.js';

/** A 2×2 PNG, written by pngjs. */
export function pngBytes(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** A 1×1 baseline JPEG (SOI, JFIF APP0, quantisation and Huffman tables, one scan, EOI). */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
    '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A RIFF WebP container with an (empty) lossy frame: enough for the type, as browsers send it. */
export function webpBytes(): Buffer {
  const frame = Buffer.concat([Buffer.from('VP8 '), Buffer.from([10, 0, 0, 0]), Buffer.alloc(10)]);
  const body = Buffer.concat([Buffer.from('WEBP'), frame]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

/** A one-page PDF with a valid cross-reference table. */
export function pdfBytes(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(text));
    text += object;
  }
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A Windows program (MZ header): what a renamed .exe looks like inside. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  return bytes;
}

export const HTML_BYTES = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** `bytes` padded with random bytes to `size`: its type stays the head's, its size grows. */
export function paddedTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, randomBytes(Math.max(0, size - bytes.length))]);
}

export type FormPart =
  | { readonly name: string; readonly value: string }
  | {
      readonly name: string;
      readonly filename: string;
      readonly bytes: Buffer;
      /** What the browser claims; never trusted. */
      readonly contentType?: string;
    };

const BOUNDARY = '----qyfw-upload-test-boundary';

/** A multipart/form-data body and its content type. */
export function multipart(parts: readonly FormPart[]): {
  payload: Buffer;
  contentType: string;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head, 'utf8'));
    chunks.push('value' in part ? Buffer.from(part.value, 'utf8') : part.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** POSTs a multipart form as a browser of the portal's client does, each from an address of its own. */
export function postForm(
  app: FastifyInstance,
  url: string,
  parts: readonly FormPart[],
  token?: string,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: CLIENT_AUTH,
      'content-type': contentType,
      ...(token ? { token } : {}),
    },
    payload,
    remoteAddress: freshIp(),
  });
}
