// 导出 of /annual: the same filters as the list, answered as an .xlsx file by the API (not a JSON
// call, so not through sdk.call). The file is fetched with the session's token — a plain link
// could not send it — and handed to the browser as a download named as the server names it.
import {
  APPLICATION_EXPORT_PATH,
  type ApplicationExportBody,
} from '@qyfw/portal-sdk/calls/application';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@qyfw/portal-sdk/constants';
import { readToken } from '../../lib/token-cookie';

const FALLBACK_NAME = '申报记录.xlsx';

/** The file name of a Content-Disposition (RFC 5987 filename* first, then filename). */
export function dispositionName(header: string | null): string {
  if (!header) return FALLBACK_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed name: the plain one below, or ours.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? FALLBACK_NAME;
}

/** Fetches the export; a refusal's Chinese message is thrown as an Error. */
export async function exportRecords(body: ApplicationExportBody): Promise<void> {
  const token = readToken();
  const response = await fetch(APPLICATION_EXPORT_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${btoa(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`)}`,
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new Error(typeof answer?.msg === 'string' ? answer.msg : '导出失败，请稍后重试');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
