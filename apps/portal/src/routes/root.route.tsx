import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { installAssetLoadRecovery } from '../lib/asset-load-recovery';
import { pageTitle } from '../lib/site';
import { matchedPage } from '../routing/page-meta';
import type { SessionSnapshot } from '../session/session-store';
import { loadPageTheme } from '../shell/page-theme';
import { RootLayout } from '../shell/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
  /** The member's session at the moment of asking (guards read it in beforeLoad). */
  session: () => SessionSnapshot;
}

// Before any route chunk is requested: a failed chunk is reported and retried (§8).
if (typeof window !== 'undefined') installAssetLoadRecovery(window);

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { page: null },
  // antd's theme and Chinese locale wrap every page that does not declare itself plain (root
  // layout). Their chunk starts loading here, alongside the page's own code and data; the home
  // page (plain) never asks for it, so its first load carries no antd. Not awaited: a pending
  // root would hide the header and footer while any page loads.
  beforeLoad: ({ matches }) => {
    const page = matchedPage(matches);
    if (page && !page.plain) void loadPageTheme().catch(() => undefined);
  },
  // The document title of the matched page; a route may still set its own (the agreements name
  // the one on screen), deeper heads win. The 404 page sets its own.
  head: ({ matches }) => {
    const page = matchedPage(matches);
    return page ? { meta: [{ title: pageTitle(page.title) }] } : {};
  },
  component: RootLayout,
});
