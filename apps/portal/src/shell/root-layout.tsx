import { lazy, Suspense, use, useEffect, type CSSProperties, type MouseEvent } from 'react';
import { HeadContent, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { portalFontFamily, portalLayout, portalPalette } from '@qyfw/ui';
import { matchedPage } from '../routing/page-meta';
import { LoginDialogHost } from './login-dialog/login-dialog-host';
import { focusMainContent, MAIN_CONTENT_ID } from './main-content';
import { loadedPageTheme, loadPageTheme } from './page-theme';
import { RoutePendingPage } from './route-pending-page';
import { RenewalWarningHost } from './renewal-warning/renewal-warning-host';
import { RouteProgress } from './route-progress';
import { SessionRuntime } from './session-runtime/session-runtime';
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

/**
 * The page, inside antd's theme and Chinese locale unless it declares itself plain (staticData):
 * no page can forget the locale. The router started loading the provider with the page.
 */
function PageOutlet() {
  const plain = useMatches({ select: (matches) => matchedPage(matches)?.plain ?? true });
  if (plain) return <Outlet />;
  return (
    // Only the first antd page of a visit may wait here, for the theme's chunk.
    <Suspense fallback={<RoutePendingPage />}>
      <ThemedOutlet />
    </Suspense>
  );
}

function ThemedOutlet() {
  const Theme = loadedPageTheme() ?? use(loadPageTheme());
  return (
    <Theme>
      <Outlet />
    </Theme>
  );
}

/**
 * The first thing Tab reaches on every page (WCAG 2.4.1): past the header's two dozen links
 * straight to the page. Handled here rather than by the browser's fragment navigation, which
 * would put `#main-content` into the address and through the router.
 */
function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent(document, { preventScroll: false });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={onClick}>
      跳到主要内容
    </a>
  );
}

// The footer loads after the entry, in its own chunk: it starts below the fold on every page (the
// main area is at least a screen high), so nothing on screen waits for it or moves when it
// arrives, and its contacts, links and QR code (≈ 2 kB gzip) leave every page's first load.
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);
// The floating side tools likewise: fixed at the window's edge, they take no room in the page,
// so arriving a moment after it shifts nothing.
const SiteSideTools = lazy(() =>
  import('./side-tools/site-side-tools').then((module) => ({ default: module.SiteSideTools })),
);

/** Header, page, footer kept at the bottom on short pages, side tools and the shared dialogs. */
function PcLayout() {
  return (
    <div className={styles.shell} style={themeVariables}>
      <SkipLink />
      <SiteHeader />
      {/* tabIndex -1: focusable by the skip link and by dialogs that close, not by Tab. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <PageOutlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <SiteSideTools />
      </Suspense>
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
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.mobileMain}>
        <PageOutlet />
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
