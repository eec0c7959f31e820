export { dispositionName, downloadExport } from './download-export';
export type { DownloadExportOptions } from './download-export';
