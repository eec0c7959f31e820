import type { MouseEvent } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './header-nav.module.css';

export interface HeaderNavItem {
  key: string;
  label: string;
  /** The full address of the tab's page (base path included), for the browser's own link handling. */
  href: string;
}

export interface HeaderNavProps {
  items: readonly HeaderNavItem[];
  /** The tab of the page on screen; none is marked when the page belongs to no tab. */
  activeKey?: string | undefined;
  /**
   * A click on a tab. The app prevents the default to navigate in place or to refuse (a tab
   * that needs login); left alone, the browser follows the link.
   */
  onItemClick?: (item: HeaderNavItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Names the navigation for screen readers. */
  label?: string;
}

/** The portal's main navigation bar: one row of tabs across the 1200 px column (contract §2). */
export function HeaderNav({ items, activeKey, onItemClick, label = '主导航' }: HeaderNavProps) {
  return (
    <nav className={styles.bar} style={paletteVariables} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className={styles.item}>
              <a
                href={item.href}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={active ? 'page' : undefined}
                title={item.label}
                onClick={onItemClick ? (event) => onItemClick(item, event) : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
