import { useState } from 'react';
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import { PlainIcon } from '../plain-icon';
import type { FooterStatus } from './footer-status';
import styles from './footer.module.css';

interface FooterQrCodeProps {
  src: string | undefined;
  status: FooterStatus;
}

const CAPTION = '扫码联系客服';

/** The customer-service QR. A missing or broken image shows a neutral placeholder, never a broken-image icon. */
export function FooterQrCode({ src, status }: FooterQrCodeProps) {
  if (status === 'loading') {
    return (
      <figure className={styles.qr} aria-hidden="true">
        <span className={`${styles.qrFrame} ${styles.skeleton}`} />
        <figcaption className={styles.qrCaption}>{CAPTION}</figcaption>
      </figure>
    );
  }
  if (status === 'error') {
    return <QrPlaceholder label="二维码暂不可用" caption={CAPTION} />;
  }
  // Keyed by address so a new address gets a fresh attempt after an earlier one failed.
  return <LoadedQrCode key={src ?? ''} src={src} />;
}

function LoadedQrCode({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <QrPlaceholder label="二维码暂未提供" caption="请拨打服务热线" />;
  }
  return (
    <figure className={styles.qr}>
      <img
        className={styles.qrFrame}
        src={src}
        alt="客服微信二维码"
        width={104}
        height={104}
        loading="lazy"
        onError={() => setFailed(true)}
      />
      <figcaption className={styles.qrCaption}>{CAPTION}</figcaption>
    </figure>
  );
}

function QrPlaceholder({ label, caption }: { label: string; caption: string }) {
  return (
    <figure className={styles.qr}>
      <span
        className={`${styles.qrFrame} ${styles.qrFallback}`}
        role="img"
        aria-label={`客服${label}`}
      >
        <PlainIcon icon={QrcodeOutlined} className={styles.qrFallbackIcon} />
        <span aria-hidden="true">{label}</span>
      </span>
      <figcaption className={styles.qrCaption}>{caption}</figcaption>
    </figure>
  );
}
