import type { ReactNode } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  /** One line under the title: what this page is for. */
  description?: ReactNode;
  /** `loading` shows placeholders, `error` the message and a retry, instead of `children`. */
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /** Links under the card (back to login, to the agreements). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The card of the account pages (register, forgot password, complete info) on a quiet backdrop. */
export function AuthCard({
  title,
  description,
  status = 'ready',
  errorMessage = '加载失败，请稍后重试',
  onRetry,
  footer,
  children,
}: AuthCardProps) {
  return (
    <div className={styles.backdrop} style={paletteVariables}>
      <section
        className={styles.card}
        aria-labelledby="auth-card-title"
        aria-busy={status === 'loading'}
      >
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
        {status === 'loading' && (
          <div className={styles.placeholder} role="status" aria-label="正在加载">
            {Array.from({ length: 4 }, (_, index) => (
              <span key={index} className={styles.skeleton} />
            ))}
          </div>
        )}
        {status === 'error' && (
          <div className={styles.error} role="alert">
            <p>{errorMessage}</p>
            {onRetry && (
              <button type="button" className={styles.retry} onClick={onRetry}>
                重试
              </button>
            )}
          </div>
        )}
        {status === 'ready' && children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
