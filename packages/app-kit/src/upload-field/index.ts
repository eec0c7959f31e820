export { UploadField } from './upload-field';
export type { UploadFieldProps } from './upload-field';
export { UploadPreview } from './upload-preview';
export type { UploadPreviewProps } from './upload-preview';
export { formatFileSize } from './file-size';
export { useUploadUrl, useObjectUrl, uploadBlobQuery } from './use-upload-url';
export type { UploadUrl } from './use-upload-url';
