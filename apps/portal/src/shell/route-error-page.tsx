import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import styles from './not-found-page.module.css';

/**
 * The router-wide error page: a loader or a page that failed says so in Chinese (not TanStack's
 * English default) and offers to try again or go home. Built without antd: it may show on any page.
 */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        页面加载失败
      </h1>
      <p className={styles.hint}>页面出了点问题，请稍后重试；若问题持续，请联系网站客服。</p>
      <p className={styles.actions}>
        <button type="button" className={styles.home} onClick={retry}>
          重试
        </button>
        <Link to="/index" className={styles.secondary}>
          返回首页
        </Link>
      </p>
    </section>
  );
}
