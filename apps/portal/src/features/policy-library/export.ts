// 导出 Excel: the export answers the file's bytes, not the JSON envelope, so it is not an SDK
// call: a plain fetch with the client's headers and the session token, the same filters as the
// list on screen (POLICY_EXPORT in the SDK describes it).
import { POLICY_EXPORT, type PolicyFilters } from '@qyfw/portal-sdk/calls/policy-library';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@qyfw/portal-sdk/constants';
import { readToken } from '../../lib/token-cookie';

/** Why the export failed, in the server's words when it gave some. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The .xlsx of the results for `filters` (at most POLICY_EXPORT_MAX_ROWS rows). */
export async function exportPolicies(filters: PolicyFilters): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(POLICY_EXPORT.path, {
      method: POLICY_EXPORT.method,
      headers: {
        accept: `${POLICY_EXPORT.mimeType}, application/json`,
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`)}`,
        ...(token ? { token } : {}),
      },
      body: JSON.stringify(filters),
    });
  } catch {
    throw new ExportError('网络异常，导出失败，请稍后重试', 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  // An error comes as the usual envelope: { code, msg }.
  let message = '导出失败，请稍后重试';
  try {
    const envelope = (await response.json()) as { msg?: unknown };
    if (typeof envelope.msg === 'string' && envelope.msg) message = envelope.msg;
  } catch {
    // Not JSON: keep the general message.
  }
  throw new ExportError(message, response.status);
}

/** Hands the file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
