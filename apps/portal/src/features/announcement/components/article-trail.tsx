import type { ReactNode } from 'react';
import styles from './article-trail.module.css';

/** Where an article sits: 首页 › 政策资讯 › its tab; the route supplies the links. */
export function ArticleTrail({ links }: { links: readonly ReactNode[] }) {
  return (
    <nav className={styles.trail} aria-label="当前位置">
      <ol>
        {links.map((link, index) => (
          <li key={index}>{link}</li>
        ))}
      </ol>
    </nav>
  );
}
