import type { MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from '../a11y';
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
        {/* Named from its text, not an aria-label, so what is read starts with what is seen
            (WCAG 2.5.3): the site name, then 首页 for screen readers; the slogan is decoration. */}
        <a className={styles.brand} href={homeHref} onClick={onHomeClick}>
          <img className={styles.logo} src={logoSrc} alt="" width={56} height={56} />
          <span className={styles.text}>
            <span className={styles.name}>
              {siteName}
              <VisuallyHidden>首页</VisuallyHidden>
            </span>
            {slogan && (
              <span className={styles.slogan} aria-hidden="true">
                {slogan}
              </span>
            )}
          </span>
        </a>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </div>
  );
}
