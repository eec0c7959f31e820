// The Content-Disposition of a download: images open in the page (inline), anything else is
// saved (attachment). The member's file name travels as RFC 5987 `filename*` (UTF-8, so Chinese
// names survive) with an ASCII `filename` for clients that know only that.
import { cleanUploadName } from '@qyfw/portal-sdk/upload';

/** RFC 5987 attr-char: what may stay unescaped in `filename*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name with every character a quoted-string or an old client could trip on replaced. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii.replace(/_+/g, '_');
}

export function contentDisposition(mime: string, name: string): string {
  const kind = mime.startsWith('image/') ? 'inline' : 'attachment';
  // Cleaned again: a row stored before names were cleaned may still hold a U+202E.
  const cleaned = cleanUploadName(name);
  const fileName = cleaned === '' ? 'file' : cleaned;
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
