// An export answered as a file (an .xlsx from a file route), not the JSON envelope, so not through
// sdk.call: a plain fetch with the client's credentials and the front end's own session token — a
// plain link could not send the token — the list's filters as its JSON body, the answer handed to
// the browser as a download named as the server names it. A refusal (the server answers its JSON
// envelope instead of bytes) throws the server's Chinese reason. The portal's 申报记录 and the
// console's 审计日志 export through it.
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@qyfw/portal-sdk/constants';

export interface DownloadExportOptions {
  readonly path: string;
  readonly body: unknown;
  /** The session's token (the portal's cookie or the console's sessionStorage). */
  readonly token: string | null | undefined;
  /** The download's name when the answer names none. */
  readonly fallbackName: string;
  /** The file's media type, asked for beside JSON (a refusal is JSON). */
  readonly mimeType?: string;
}

/** The file name of a Content-Disposition (RFC 5987 filename* first, then filename). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed name: the plain one below, or the fallback.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

export async function downloadExport(options: DownloadExportOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(options.path, {
      method: 'POST',
      headers: {
        ...(options.mimeType ? { accept: `${options.mimeType}, application/json` } : {}),
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`)}`,
        ...(options.token ? { token: options.token } : {}),
      },
      body: JSON.stringify(options.body),
    });
  } catch {
    throw new Error('网络异常，导出失败，请稍后重试');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new Error(typeof answer?.msg === 'string' ? answer.msg : '导出失败，请稍后重试');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(
    response.headers.get('content-disposition'),
    options.fallbackName,
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; give the browser a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
