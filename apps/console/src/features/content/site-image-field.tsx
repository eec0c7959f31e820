// A picture every visitor will see (a news cover, a banner, the 客服 QR code), as a form field whose
// value is its address: the file goes through the upload route (purpose site_image, the SDK's
// client.upload and the upload rules), and the field then holds /api/static/uploads/<id>.
// Not the kit's UploadField: that field holds an upload id and previews through blob: URLs, which
// the console's CSP refuses (img-src 'self' data:); this one previews through data: URLs — the
// picked file read in the browser, or a saved upload fetched with the console's token.
import { isPortalError } from '@qyfw/portal-sdk';
import {
  isAllowedUploadType,
  siteImageIdOf,
  siteImageUrl,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  uploadSizeProblem,
} from '@qyfw/portal-sdk/upload';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { useAppKit } from '@qyfw/app-kit/provider';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Space, Upload } from 'antd';
import { useId, useState } from 'react';
import styles from './site-image-field.module.css';

const RULE = UPLOAD_RULES.site_image;
const MB = 1024 * 1024;

/** A Blob as a data: URL (the console's CSP takes data: images, not blob:). */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
    reader.readAsDataURL(blob);
  });
}

/**
 * What an <img> can show for an address: a site image through the console's token (a draft's
 * cover is not public yet), any other address of this site as it is.
 */
function usePreview(address: string | undefined, picked: string | undefined) {
  const { client } = useAppKit();
  const id = address ? siteImageIdOf(address) : undefined;
  const fetched = useQuery({
    queryKey: ['site-image-preview', id],
    queryFn: async ({ signal }) => dataUrlOf(await client.fetchUpload(id!, { signal })),
    enabled: id !== undefined && picked === undefined,
    staleTime: Infinity,
    retry: false,
  });
  if (!address) return { src: undefined, failed: false };
  if (picked) return { src: picked, failed: false };
  if (id === undefined) return { src: address, failed: false };
  return { src: fetched.data, failed: fetched.isError };
}

export interface SiteImageFieldProps {
  /** What the picture is (封面, 轮播图 2, 客服二维码): names the buttons and the image. */
  readonly label: string;
  readonly value?: string | undefined;
  readonly onChange?: ((address: string) => void) | undefined;
  /** Whether 移除 is offered (a cover is optional; a banner is removed from its list instead). */
  readonly removable?: boolean;
  readonly id?: string;
  readonly 'aria-describedby'?: string;
}

export function SiteImageField({
  label,
  value,
  onChange,
  removable = false,
  id,
  'aria-describedby': describedBy,
}: SiteImageFieldProps) {
  const { client } = useAppKit();
  const hintId = useId();
  const [picked, setPicked] = useState<{ address: string; src: string }>();
  const [percent, setPercent] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const preview = usePreview(value, picked && picked.address === value ? picked.src : undefined);

  async function send(file: File) {
    setProblem(undefined);
    setPercent(0);
    try {
      const [upload, src] = await Promise.all([
        client.upload(
          { purpose: 'site_image', file },
          { onProgress: (fraction) => setPercent(Math.round(fraction * 100)) },
        ),
        dataUrlOf(file),
      ]);
      const address = siteImageUrl(upload.id);
      setPicked({ address, src });
      onChange?.(address);
    } catch (error) {
      setProblem(
        isPortalError(error) ? (failureMessage(error) ?? '上传失败，请重试') : '上传失败，请重试',
      );
    } finally {
      setPercent(undefined);
    }
  }

  function pick(file: File): typeof Upload.LIST_IGNORE {
    const refusal =
      file.type !== '' && !isAllowedUploadType('site_image', file.type)
        ? UPLOAD_MESSAGES.wrongType('site_image')
        : uploadSizeProblem('site_image', file.size);
    if (refusal) setProblem(refusal);
    else void send(file);
    return Upload.LIST_IGNORE;
  }

  return (
    // The id (Form.Item's, for scrolling to a refused field) stays off the button: a <label for>
    // would rename it 图片 instead of the 上传… / 更换… it shows.
    <div className={styles.field} id={id}>
      {value ? (
        <div className={styles.preview}>
          {preview.src ? (
            <img className={styles.image} src={preview.src} alt={label} />
          ) : (
            <span className={styles.muted} role={preview.failed ? 'alert' : undefined}>
              {preview.failed ? `${label}无法加载` : `正在加载${label}…`}
            </span>
          )}
        </div>
      ) : null}
      <Space wrap>
        <Upload
          accept={RULE.accept}
          showUploadList={false}
          maxCount={1}
          beforeUpload={pick}
          disabled={percent !== undefined}
        >
          <Button
            disabled={percent !== undefined}
            aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          >
            {value ? `更换${label}` : `上传${label}`}
          </Button>
        </Upload>
        {removable && value ? (
          <Button danger onClick={() => onChange?.('')}>
            移除{label}
          </Button>
        ) : null}
      </Space>
      {percent !== undefined ? (
        <Progress percent={percent} size="small" aria-label={`${label}上传进度`} />
      ) : null}
      <p id={hintId} className={styles.hint}>
        支持 {RULE.typeNames} 图片，不超过 {RULE.maxBytes / MB}MB
      </p>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
