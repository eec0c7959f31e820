// Shows an upload by id: an image as an image, anything else (a PDF) as a link that saves it.
// The bytes come through the SDK with the session's token (use-upload-url.ts).
import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatFileSize } from './file-size';
import styles from './upload-field.module.css';
import { useUploadUrl } from './use-upload-url';

export interface UploadPreviewProps {
  readonly id: number;
  /** The file's name, shown and used when saving; 已上传的文件 when unknown. */
  readonly name?: string | undefined;
  /**
   * Shown beside its name and size already (the upload field's card): a PDF is then its icon
   * only, so the name is not read twice.
   */
  readonly named?: boolean | undefined;
}

export function UploadPreview({ id, name, named = false }: UploadPreviewProps) {
  const { url, blob, isLoading, isError, retry } = useUploadUrl(id);
  const label = name ?? '已上传的文件';
  if (isError) {
    return (
      <span className={styles.preview} role="alert">
        <span className={styles.muted}>“{label}”无法加载</span>
        <Button type="link" size="small" onClick={retry}>
          重新加载
        </Button>
      </span>
    );
  }
  if (isLoading || !url || !blob) {
    return (
      <span className={`${styles.preview} ${styles.muted}`} aria-busy="true">
        正在加载“{label}”…
      </span>
    );
  }
  if (blob.type.startsWith('image/')) {
    return (
      <span className={styles.preview}>
        <img className={styles.previewImage} src={url} alt={label} />
      </span>
    );
  }
  if (named) {
    return (
      <a className={styles.preview} href={url} download={label} aria-label={`下载“${label}”`}>
        <FilePdfOutlined className={styles.fileIcon} aria-hidden />
      </a>
    );
  }
  return (
    <a className={styles.preview} href={url} download={label}>
      <FilePdfOutlined aria-hidden /> {label}（{formatFileSize(blob.size)}）
    </a>
  );
}
