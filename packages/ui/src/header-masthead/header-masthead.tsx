import type { MouseEvent, ReactNode } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './header-masthead.module.css';

export interface HeaderMastheadProps {
  logoSrc: string;
  siteName: string;
  slogan?: string;
  /** The home page; the logo and name link there. */
  homeHref: string;
  onHomeClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The right-hand side: the top search. */
  children?: ReactNode;
}

/** The white band under the top bar: emblem, site name and slogan on the left, search on the right. */
export function HeaderMasthead({
  logoSrc,
  siteName,
  slogan,
  homeHref,
  onHomeClick,
  children,
}: HeaderMastheadProps) {
  return (
    <div className={styles.masthead} style={paletteVariables}>
      <div className={styles.inner}>
        <a
          className={styles.brand}
          href={homeHref}
          onClick={onHomeClick}
          aria-label={`${siteName}首页`}
        >
          <img className={styles.logo} src={logoSrc} alt="" width={56} height={56} />
          <span className={styles.text}>
            <span className={styles.name}>{siteName}</span>
            {slogan && <span className={styles.slogan}>{slogan}</span>}
          </span>
        </a>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </div>
  );
}
