import { useEffect, type CSSProperties } from 'react';
import { HeadContent, Outlet, useRouterState } from '@tanstack/react-router';
import { portalFontFamily, portalLayout, portalPalette } from '@qyfw/ui';
import { LoginDialogHost } from './login-dialog/login-dialog-host';
import { RenewalWarningHost } from './renewal-warning/renewal-warning-host';
import { RouteProgress } from './route-progress';
import { SessionRuntime } from './session-runtime/session-runtime';
import { SiteSideTools } from './side-tools/site-side-tools';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header/site-header';
import { ToastHost } from './toasts/toast-host';
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

/** Pages for phones (the QR confirm page) under /m/: no PC header, footer or side tools. */
function isMobilePath(pathname: string): boolean {
  return pathname.startsWith('/m/');
}

/** Every page: the session's runtime, the progress bar, then the PC or the phone layout. */
export function RootLayout() {
  const mobile = useRouterState({ select: (state) => isMobilePath(state.location.pathname) });
  return (
    <>
      <HeadContent />
      <RouteProgress />
      <SessionRuntime />
      <ToastHost />
      {mobile ? <MobileLayout /> : <PcLayout />}
    </>
  );
}

/** Header, page, footer kept at the bottom on short pages, side tools and the shared dialogs. */
function PcLayout() {
  return (
    <div className={styles.shell} style={themeVariables}>
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <SiteSideTools />
      <LoginDialogHost />
      <RenewalWarningHost />
    </div>
  );
}

/** The page alone, at the phone's width (the PC site's 1200 px minimum is lifted). */
function MobileLayout() {
  usePhoneViewport();
  return (
    <div className={styles.mobile} style={themeVariables}>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * index.html lays the PC site out 1200 px wide (phones zoom it out); a phone page asks for the
 * device's width while it is on screen.
 */
function usePhoneViewport() {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return undefined;
    const previous = meta.content;
    meta.content = 'width=device-width, initial-scale=1';
    return () => {
      meta.content = previous;
    };
  }, []);
}
