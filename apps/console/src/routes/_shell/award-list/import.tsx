import { createFileRoute } from '@tanstack/react-router';
import { AwardImportPage } from '../../../features/award-list/award-import-page';

/** /award-list/import: 导入获扶持名单 from an Excel workbook, with its template and error report. */
export const Route = createFileRoute('/_shell/award-list/import')({
  component: AwardImportPage,
});
