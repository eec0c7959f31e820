import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DesktopOutlined,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import { paletteVariables } from '../palette/palette-variables';
import styles from './scan-confirm-card.module.css';

/** The computer that asks to log in, as the phone shows it (already formatted). */
export interface ScanRequester {
  /** 'Chrome 156 · Windows 10' */
  browser: string;
  /** '北京市', '局域网', '位置未知' */
  place: string;
  /** '203.0.113.*' */
  ip: string;
  /** '11月24日 10:32' */
  time: string;
}

export type ScanConfirmState =
  /** Reading which computer asks. */
  | { step: 'loading' }
  | {
      step: 'confirm';
      accountName: string;
      requester?: ScanRequester | undefined;
      busy?: 'confirming' | 'refusing' | undefined;
    }
  | { step: 'confirmed' }
  /** The member refused: the computer is not logged in. */
  | { step: 'refused' }
  /** The sign is missing, used or expired: scan a fresh code. */
  | { step: 'invalid'; message?: string | undefined }
  | { step: 'error'; message: string };

export interface ScanConfirmCardProps {
  state: ScanConfirmState;
  onConfirm: () => void;
  /** 拒绝: the member does not recognise the computer. */
  onRefuse: () => void;
  /** Offered in the error step. */
  onRetry?: () => void;
}

/**
 * The phone's side of QR login: which computer asks, confirm or refuse logging in there, then the
 * outcome. The warning comes before the buttons: a member sent someone else's QR must see it.
 */
export function ScanConfirmCard({ state, onConfirm, onRefuse, onRetry }: ScanConfirmCardProps) {
  return (
    <section
      className={styles.card}
      style={paletteVariables}
      aria-labelledby="scan-title"
      aria-busy={state.step === 'loading'}
    >
      {state.step === 'loading' && (
        <div role="status" className={styles.outcome}>
          <DesktopOutlined className={`${styles.icon} ${styles.primary}`} aria-hidden="true" />
          <h1 id="scan-title" className={styles.title}>
            电脑端登录确认
          </h1>
          <p className={styles.text}>正在读取登录请求…</p>
        </div>
      )}
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
          {state.requester && (
            <p className={styles.requester}>
              正在请求登录的电脑：
              <strong className={styles.account}>{state.requester.browser}</strong>，
              {state.requester.place}（IP {state.requester.ip}），{state.requester.time}
            </p>
          )}
          <p className={styles.warningText}>
            <ExclamationCircleFilled aria-hidden="true" /> 如果不是您本人在电脑上扫码，请点击拒绝
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
            onClick={onRefuse}
            disabled={state.busy !== undefined}
            aria-busy={state.busy === 'refusing'}
          >
            {state.busy === 'refusing' ? '正在拒绝…' : '拒绝'}
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
      {state.step === 'refused' && (
        <Outcome
          icon={
            <CloseCircleFilled className={`${styles.icon} ${styles.muted}`} aria-hidden="true" />
          }
          title="已拒绝登录"
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
