export { UploadField } from './upload-field';
export type { UploadFieldProps } from './upload-field';
export { UploadPreview } from './upload-preview';
export type { UploadPreviewProps } from './upload-preview';
export { formatFileSize } from './file-size';
