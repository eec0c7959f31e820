import styles from './not-found-page.module.css';

/**
 * The router-wide pending page, shown when a page's code or data takes longer than the router's
 * pending delay (the progress bar shows meanwhile). Built without antd, like the error page.
 */
export function RoutePendingPage() {
  return (
    <p className={styles.pending} role="status" aria-live="polite">
      页面加载中…
    </p>
  );
}
