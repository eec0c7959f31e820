// 导出 of /annual: the same filters as the list, answered as an .xlsx file by the API (not a JSON
// call, so not through sdk.call), fetched with the session's token and named as the server names it.
import { downloadExport } from '@qyfw/app-kit/file-export';
import {
  APPLICATION_EXPORT_PATH,
  type ApplicationExportBody,
} from '@qyfw/portal-sdk/calls/application';
import { readToken } from '../../lib/token-cookie';

/** Fetches the export; a refusal's Chinese message is thrown as an Error. */
export function exportRecords(body: ApplicationExportBody): Promise<void> {
  return downloadExport({
    path: APPLICATION_EXPORT_PATH,
    body,
    token: readToken(),
    fallbackName: '申报记录.xlsx',
  });
}
