// The import's three file routes (AWARD_LIST_IMPORT, AWARD_LIST_ERROR_REPORT, AWARD_LIST_TEMPLATE
// in the SDK). They are not calls — the import sends a multipart workbook, the others answer an
// .xlsx — so they go through fetch with the client's credentials and the console's token, like
// 审计日志's export. The import's answer is still the envelope: written, every wrong row, or the
// file refused whole.
import { dispositionName, downloadExport } from '@qyfw/app-kit/file-export';
import {
  AWARD_LIST_ERROR_REPORT,
  AWARD_LIST_IMPORT,
  AWARD_LIST_TEMPLATE,
  awardImportRefusalSchema,
  awardImportResultSchema,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type {
  AwardImportRefusal,
  AwardImportResult,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@qyfw/portal-sdk/constants';
import { readToken } from '../../session/console-session';

export type ImportOutcome =
  | { readonly kind: 'imported'; readonly result: AwardImportResult }
  /** Some rows are wrong: nothing was written; every wrong row is named. */
  | {
      readonly kind: 'rows-refused';
      readonly message: string;
      readonly refusal: AwardImportRefusal;
    }
  /** The file or a field was refused as a whole (size, type, header, a missing name). */
  | { readonly kind: 'refused'; readonly message: string };

export interface ImportFields {
  readonly entry_name: string;
  readonly level: number;
  readonly policy_id?: number | undefined;
  readonly call_id?: number | undefined;
}

function post(path: string, form: FormData, accept: string): Promise<Response> {
  const token = readToken();
  return fetch(path, {
    method: 'POST',
    headers: {
      accept,
      authorization: `Basic ${btoa(`${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`)}`,
      ...(token ? { token } : {}),
    },
    body: form,
  });
}

export async function importWorkbook(fields: ImportFields, file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('entry_name', fields.entry_name);
  form.append('level', String(fields.level));
  if (fields.policy_id !== undefined) form.append('policy_id', String(fields.policy_id));
  if (fields.call_id !== undefined) form.append('call_id', String(fields.call_id));
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await post(AWARD_LIST_IMPORT.path, form, 'application/json');
  } catch {
    throw new Error('网络异常，导入失败，请稍后重试');
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  const message = typeof envelope?.msg === 'string' ? envelope.msg : '导入失败，请稍后重试';
  if (envelope?.code === 200) {
    const result = awardImportResultSchema.safeParse(envelope.data);
    if (result.success) return { kind: 'imported', result: result.data };
    throw new Error('导入结果无法识别，请刷新名单列表查看是否已导入');
  }
  const refusal = awardImportRefusalSchema.safeParse(envelope?.data);
  return refusal.success
    ? { kind: 'rows-refused', message, refusal: refusal.data }
    : { kind: 'refused', message };
}

/** Hands a downloaded file to the browser under the server's name. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The same workbook back as its error report; a refusal's Chinese reason is thrown. */
export async function downloadErrorReport(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await post(
      AWARD_LIST_ERROR_REPORT.path,
      form,
      `${AWARD_LIST_ERROR_REPORT.mimeType}, application/json`,
    );
  } catch {
    throw new Error('网络异常，下载失败，请稍后重试');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    throw new Error(typeof answer?.msg === 'string' ? answer.msg : '下载失败，请稍后重试');
  }
  save(
    await response.blob(),
    dispositionName(response.headers.get('content-disposition'), AWARD_LIST_ERROR_REPORT.fileName),
  );
}

export function downloadTemplate(): Promise<void> {
  return downloadExport({
    path: AWARD_LIST_TEMPLATE.path,
    body: {},
    token: readToken(),
    fallbackName: AWARD_LIST_TEMPLATE.fileName,
    mimeType: AWARD_LIST_TEMPLATE.mimeType,
  });
}
