import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './article-trail.module.css';

/**
 * Where an article sits: 首页 › its list (› its tab). Every trail starts at 首页; the route
 * supplies the links after it, typed by its own addresses.
 */
export function ArticleTrail({ links }: { links: readonly ReactNode[] }) {
  return (
    <nav className={styles.trail} aria-label="当前位置">
      <ol>
        <li>
          <Link to="/index">首页</Link>
        </li>
        {links.map((link, index) => (
          <li key={index}>{link}</li>
        ))}
      </ol>
    </nav>
  );
}
