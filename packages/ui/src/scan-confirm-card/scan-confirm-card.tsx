import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DesktopOutlined,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import { paletteVariables } from '../palette/palette-variables';
import styles from './scan-confirm-card.module.css';

export type ScanConfirmState =
  | { step: 'confirm'; accountName: string; busy?: 'confirming' | 'cancelling' | undefined }
  | { step: 'confirmed' }
  | { step: 'cancelled' }
  /** The sign is missing, used or expired: scan a fresh code. */
  | { step: 'invalid'; message?: string | undefined }
  | { step: 'error'; message: string };

export interface ScanConfirmCardProps {
  state: ScanConfirmState;
  onConfirm: () => void;
  onCancel: () => void;
  /** Offered in the error step. */
  onRetry?: () => void;
}

/** The phone's side of QR login: confirm or refuse logging in on the computer, then the outcome. */
export function ScanConfirmCard({ state, onConfirm, onCancel, onRetry }: ScanConfirmCardProps) {
  return (
    <section className={styles.card} style={paletteVariables} aria-labelledby="scan-title">
      {state.step === 'confirm' && (
        <>
          <DesktopOutlined className={`${styles.icon} ${styles.primary}`} aria-hidden="true" />
          <h1 id="scan-title" className={styles.title}>
            电脑端登录确认
          </h1>
          <p className={styles.text}>
            即将以 <strong className={styles.account}>{state.accountName}</strong>{' '}
            的身份登录电脑端企业服务门户，请确认是您本人操作。
          </p>
          <button
            type="button"
            className={`${styles.button} ${styles.confirm}`}
            onClick={onConfirm}
            disabled={state.busy !== undefined}
            aria-busy={state.busy === 'confirming'}
          >
            {state.busy === 'confirming' ? '正在确认…' : '确认登录'}
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.cancel}`}
            onClick={onCancel}
            disabled={state.busy !== undefined}
            aria-busy={state.busy === 'cancelling'}
          >
            {state.busy === 'cancelling' ? '正在取消…' : '取消'}
          </button>
        </>
      )}
      {state.step === 'confirmed' && (
        <Outcome
          icon={
            <CheckCircleFilled className={`${styles.icon} ${styles.success}`} aria-hidden="true" />
          }
          title="已确认登录"
          text="电脑端将自动完成登录，您可以关闭此页面。"
        />
      )}
      {state.step === 'cancelled' && (
        <Outcome
          icon={
            <CloseCircleFilled className={`${styles.icon} ${styles.muted}`} aria-hidden="true" />
          }
          title="已取消登录"
          text="电脑端不会登录。如需登录，请在电脑上刷新二维码后重新扫描。"
        />
      )}
      {state.step === 'invalid' && (
        <Outcome
          icon={
            <ExclamationCircleFilled
              className={`${styles.icon} ${styles.warning}`}
              aria-hidden="true"
            />
          }
          title="二维码已失效"
          text={state.message ?? '请在电脑上刷新二维码后重新扫描。'}
        />
      )}
      {state.step === 'error' && (
        <>
          <Outcome
            icon={
              <ExclamationCircleFilled
                className={`${styles.icon} ${styles.warning}`}
                aria-hidden="true"
              />
            }
            title="操作未完成"
            text={state.message}
            alert
          />
          {onRetry && (
            <button
              type="button"
              className={`${styles.button} ${styles.confirm}`}
              onClick={onRetry}
            >
              重试
            </button>
          )}
        </>
      )}
    </section>
  );
}

interface OutcomeProps {
  icon: ReactNode;
  title: string;
  text: string;
  alert?: boolean;
}

function Outcome({ icon, title, text, alert = false }: OutcomeProps) {
  return (
    <div role={alert ? 'alert' : 'status'} className={styles.outcome}>
      {icon}
      <h1 id="scan-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
