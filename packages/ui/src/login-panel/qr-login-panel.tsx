import { ReloadOutlined } from '@ant-design/icons';
import { paletteVariables } from '../palette/palette-variables';
import styles from './login-panel.module.css';

/**
 * `loading` while a QR is fetched; `ready` shows it; `expired` covers it with a refresh (the
 * dialog normally fetches a new one by itself); `error` when no QR could be fetched.
 */
export type QrLoginStatus = 'loading' | 'ready' | 'expired' | 'error';

export interface QrLoginPanelProps {
  status: QrLoginStatus;
  /** The QR image (a data: URL from the server). */
  qrSrc?: string | undefined;
  errorMessage?: string | undefined;
  onRefresh: () => void;
}

/** The QR mode of the login dialog: the code, what to do with it, and its states. */
export function QrLoginPanel({ status, qrSrc, errorMessage, onRefresh }: QrLoginPanelProps) {
  const covered = status === 'expired' || status === 'error';
  return (
    <div className={styles.qrPanel} style={paletteVariables}>
      <div className={styles.qrFrame} aria-busy={status === 'loading'}>
        {qrSrc && status !== 'error' ? (
          <img
            className={styles.qrImage}
            src={qrSrc}
            alt="扫码登录二维码"
            width={180}
            height={180}
          />
        ) : (
          <span className={styles.qrPlaceholder} />
        )}
        {status === 'loading' && (
          <span className={styles.qrCover} role="status">
            二维码加载中…
          </span>
        )}
        {covered && (
          <div className={styles.qrCover} role="alert">
            <p>{status === 'expired' ? '二维码已失效' : (errorMessage ?? '二维码获取失败')}</p>
            <button type="button" className={styles.refresh} onClick={onRefresh}>
              <ReloadOutlined aria-hidden="true" />
              刷新二维码
            </button>
          </div>
        )}
      </div>
      <p className={styles.qrHint}>
        请使用手机浏览器或微信<strong>扫一扫</strong>，在手机上确认登录
      </p>
    </div>
  );
}
