import type { ReactNode } from 'react';
import styles from './announcement-page.module.css';

/** The white sheet of the list page with its heading. */
export function AnnouncementListScreen({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>政策资讯</h1>
      {children}
    </div>
  );
}

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
