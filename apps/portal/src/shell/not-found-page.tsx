import { Link } from '@tanstack/react-router';
import { pageTitle } from '../lib/site';
import styles from './not-found-page.module.css';

/**
 * Any address the portal does not know, and a detail whose id names nothing: say so plainly and
 * offer the way home. The router's default not-found page; no header tab is marked over it
 * (routing/page-meta.ts: a not-found match has no page).
 */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      {/* No page matched, so no route head sets the title; React places this one in <head>. */}
      <title>{pageTitle('页面不存在')}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        页面不存在
      </h1>
      <p className={styles.hint}>您访问的页面不存在或已被移除，请检查网址是否正确。</p>
      <Link to="/index" className={styles.home}>
        返回首页
      </Link>
    </section>
  );
}
