import type { CSSProperties } from 'react';
import { HeadContent, Outlet } from '@tanstack/react-router';
import { portalFontFamily, portalLayout, portalPalette } from '@qyfw/ui';
import { SiteFooter } from './site-footer';
import styles from './root-layout.module.css';

// The shared palette as CSS variables, so the portal's own stylesheets use the theme's colours
// and plain text gets the theme's font, not only antd's widgets.
const themeVariables = {
  '--qy-content-width': `${portalLayout.contentWidth}px`,
  '--qy-primary': portalPalette.primary,
  '--qy-primary-hover': portalPalette.primaryHover,
  '--qy-primary-active': portalPalette.primaryActive,
  '--qy-text': portalPalette.textPrimary,
  '--qy-text-secondary': portalPalette.textSecondary,
  '--qy-page-bg': portalPalette.pageBackground,
  fontFamily: portalFontFamily,
} as CSSProperties;

/** Every page: its route content, then the site footer, kept at the bottom on short pages. */
export function RootLayout() {
  return (
    <>
      <HeadContent />
      <div className={styles.shell} style={themeVariables}>
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
