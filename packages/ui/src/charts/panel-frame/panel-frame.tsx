import { useId, type ReactNode } from 'react';
import { darkScreenVariables } from '../dark-variables';
import styles from './panel-frame.module.css';

/** loading: nothing to show yet; error: nothing to show and the call failed; empty: no data. */
export type PanelStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface PanelFrameProps {
  title: string;
  /** A short note beside the title, e.g. 近12个月. */
  subtitle?: string;
  /** At the header's right end (a legend, a link). */
  extra?: ReactNode;
  status: PanelStatus;
  /** Why the data could not be loaded (the SDK's Chinese message). */
  errorText?: string;
  /** Offers 重试 in the error state. */
  onRetry?: () => void;
  /**
   * The panel shows data but its latest refresh failed: the data stays, a notice in the header
   * says it may be out of date while the screen keeps retrying.
   */
  refreshFailed?: boolean;
  emptyText?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A titled panel of the data screen. Its body fills the panel in every state, so nothing moves
 * when data arrives, and a panel whose call failed says so on its own while the others go on.
 */
export function PanelFrame({
  title,
  subtitle,
  extra,
  status,
  errorText,
  onRetry,
  refreshFailed = false,
  emptyText = '暂无数据',
  className,
  children,
}: PanelFrameProps) {
  const titleId = `${useId()}-title`;
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      style={darkScreenVariables}
      aria-labelledby={titleId}
      data-status={status}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        {refreshFailed && status === 'ready' ? (
          <span className={styles.stale} role="status">
            数据更新失败，正在重试
          </span>
        ) : null}
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      <div className={styles.body} aria-busy={status === 'loading' || undefined}>
        <PanelBody status={status} errorText={errorText} onRetry={onRetry} emptyText={emptyText}>
          {children}
        </PanelBody>
      </div>
    </section>
  );
}

interface PanelBodyProps {
  status: PanelStatus;
  errorText: string | undefined;
  onRetry: (() => void) | undefined;
  emptyText: string;
  children: ReactNode;
}

function PanelBody({ status, errorText, onRetry, emptyText, children }: PanelBodyProps) {
  switch (status) {
    case 'loading':
      return (
        <div className={styles.state}>
          <span className={styles.spinner} aria-hidden="true" />
          <span>数据加载中…</span>
        </div>
      );
    case 'error':
      return (
        <div className={styles.state} role="alert">
          <strong className={styles.errorTitle}>数据加载失败</strong>
          {errorText ? <span className={styles.errorText}>{errorText}</span> : null}
          <span className={styles.hint}>系统将自动重试</span>
          {onRetry ? (
            <button type="button" className={styles.retry} onClick={onRetry}>
              立即重试
            </button>
          ) : null}
        </div>
      );
    case 'empty':
      return <div className={styles.state}>{emptyText}</div>;
    case 'ready':
      return <>{children}</>;
  }
}
