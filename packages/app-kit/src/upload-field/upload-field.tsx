// A form field whose value is an upload id (design §6 "uploads"): pick a file, it is sent at once
// (progress shown, cancellable), and the field then holds the stored upload's id. Works inside an
// antd Form.Item (value / onChange / id / aria-*). The server types files by their content and
// may still refuse one; its Chinese reason shows under the field and the value stays as it was.
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { isPortalError } from '@qyfw/portal-sdk';
import {
  isAllowedUploadType,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadSizeProblem,
} from '@qyfw/portal-sdk/upload';
import type { Upload as StoredUpload, UploadPurpose } from '@qyfw/portal-sdk/upload';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { failureMessage } from '../call-errors';
import { useAppKit } from '../provider';
import { formatFileSize } from './file-size';
import styles from './upload-field.module.css';
import { UploadPreview } from './upload-preview';
import { useObjectUrl } from './use-upload-url';

export interface UploadFieldProps {
  /** Decides the types, the size limit and the picker's filter. */
  readonly purpose: UploadPurpose;
  /** The upload id (antd Form.Item passes it). */
  readonly value?: number | undefined;
  readonly onChange?: ((value: number | undefined) => void) | undefined;
  /** What is known of the upload `value` names (a saved record's file): its name and size. */
  readonly current?: StoredUpload | undefined;
  /** Form.Item's id: given to the button, so the label names it and validation focuses it. */
  readonly id?: string | undefined;
  readonly disabled?: boolean | undefined;
  /**
   * Whether a filled field offers 更换 and the picker's hint (default). A slot of a list of files
   * (a material's) does not: the list's one empty slot offers 上传 and the hint, once.
   */
  readonly replaceable?: boolean | undefined;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: boolean | 'true' | 'false' | undefined;
}

type Transfer =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'uploading';
      readonly name: string;
      readonly fraction: number;
      readonly controller: AbortController;
    };

/** What this field uploaded itself: shown from the member's own file, nothing fetched. */
interface Sent {
  readonly upload: StoredUpload;
  readonly file: File;
}

const UPLOAD_FAILED = '上传失败，请重试';
const MB = 1024 * 1024;

/** The browser's view of the file, checked before sending: the server checks the content again. */
function pickProblem(purpose: UploadPurpose, file: File): string | undefined {
  // Some systems give no type (''): the server decides from the content.
  if (file.type !== '' && !isAllowedUploadType(purpose, file.type)) {
    return UPLOAD_MESSAGES.wrongType(purpose);
  }
  return uploadSizeProblem(purpose, file.size);
}

export function UploadField({
  purpose,
  value,
  onChange,
  current,
  id,
  disabled,
  replaceable = true,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: UploadFieldProps) {
  const { client } = useAppKit();
  const rule = UPLOAD_RULES[purpose];
  const hintId = useId();
  const [transfer, setTransfer] = useState<Transfer>({ phase: 'idle' });
  const [sent, setSent] = useState<Sent>();
  const [problem, setProblem] = useState<string>();
  const transferRef = useRef(transfer);
  transferRef.current = transfer;
  // Leaving the page while sending cancels the transfer.
  useEffect(
    () => () => {
      const running = transferRef.current;
      if (running.phase === 'uploading') running.controller.abort();
    },
    [],
  );

  async function send(file: File) {
    const controller = new AbortController();
    setProblem(undefined);
    setTransfer({ phase: 'uploading', name: file.name, fraction: 0, controller });
    try {
      const upload = await client.upload(
        { purpose, file },
        {
          signal: controller.signal,
          onProgress: (fraction) =>
            setTransfer((state) => (state.phase === 'uploading' ? { ...state, fraction } : state)),
        },
      );
      setSent({ upload, file });
      onChange?.(upload.id);
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem(isPortalError(error) ? (failureMessage(error) ?? UPLOAD_FAILED) : UPLOAD_FAILED);
      }
    } finally {
      setTransfer({ phase: 'idle' });
    }
  }

  function pick(file: File): typeof Upload.LIST_IGNORE {
    const refusal = pickProblem(purpose, file);
    if (refusal) setProblem(refusal);
    else void send(file);
    // The field keeps its own state; antd's list stays empty.
    return Upload.LIST_IGNORE;
  }

  function remove() {
    setProblem(undefined);
    setSent(undefined);
    onChange?.(undefined);
  }

  const uploading = transfer.phase === 'uploading';
  const shownSent = sent && sent.upload.id === value ? sent : undefined;
  const known = shownSent?.upload ?? (current && current.id === value ? current : undefined);
  const percent = uploading ? Math.round(transfer.fraction * 100) : 0;
  const status = uploading
    ? `正在上传“${transfer.name}”，${percent}%`
    : value !== undefined
      ? `已上传${rule.label}`
      : '';

  return (
    <div>
      {value !== undefined && !uploading && (
        <div className={styles.card}>
          {shownSent ? (
            <LocalThumbnail file={shownSent.file} mime={shownSent.upload.mime} />
          ) : (
            <UploadPreview id={value} name={known?.name} named={known !== undefined} />
          )}
          {known && (
            <span className={styles.fileText}>
              <span className={styles.fileName}>{known.name}</span>
              <span className={styles.fileSize}>{formatFileSize(known.size)}</span>
            </span>
          )}
          {!disabled && (
            <Button
              type="text"
              danger
              // antd's danger red (#d9363e) on the card's #fafafa is 4.42:1, under WCAG's 4.5:1.
              style={{ color: '#b42318' }}
              icon={<DeleteOutlined aria-hidden />}
              onClick={remove}
              aria-label={`删除${rule.label}${known ? `“${known.name}”` : ''}`}
            >
              删除
            </Button>
          )}
        </div>
      )}
      {uploading && (
        <div className={styles.progress}>
          <span className={styles.fileName}>{transfer.name}</span>
          <Progress percent={percent} size="small" aria-label={`${rule.label}上传进度`} />
          <Button size="small" onClick={() => transfer.controller.abort()}>
            取消上传
          </Button>
        </div>
      )}
      {/* A list's filled slot leaves picking to the list's empty slot. */}
      {(replaceable || value === undefined) && (
        <>
          <Upload
            accept={rule.accept}
            showUploadList={false}
            maxCount={1}
            beforeUpload={pick}
            disabled={disabled || uploading}
          >
            <Button
              id={id}
              icon={<UploadOutlined aria-hidden />}
              disabled={disabled || uploading}
              aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
              aria-invalid={invalid}
            >
              {value !== undefined ? `更换${rule.label}` : `上传${rule.label}`}
            </Button>
          </Upload>
          <p id={hintId} className={styles.hint}>
            支持 {rule.typeNames} 文件，不超过 {rule.maxBytes / MB}MB
          </p>
        </>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <span className={styles.visuallyHidden} aria-live="polite">
        {status}
      </span>
    </div>
  );
}

/** The member's own file: an image from memory, a PDF as its icon. */
function LocalThumbnail({ file, mime }: { file: File; mime: string }) {
  const url = useObjectUrl(mime.startsWith('image/') ? file : undefined);
  if (!mime.startsWith('image/'))
    return <FilePdfOutlined className={styles.fileIcon} aria-hidden />;
  return url ? <img className={styles.thumbnail} src={url} alt={file.name} /> : null;
}
