import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { installAssetLoadRecovery } from '../lib/asset-load-recovery';
import { pageTitle } from '../lib/site';
import { matchedPage } from '../routing/page-meta';
import { preloadRouteChunks } from '../routing/route-chunk-preloads';
import type { SessionSnapshot } from '../session/session-store';
import { RootLayout } from '../shell/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
  /** The member's session at the moment of asking (guards read it in beforeLoad). */
  session: () => SessionSnapshot;
}

// Before any route chunk is requested: a failed chunk is reported and retried (contract §8).
if (typeof window !== 'undefined') installAssetLoadRecovery(window);

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { page: null },
  // Runs for navigations and intent preloads alike, before the routes' chunks are asked for.
  beforeLoad: ({ matches }) => {
    const leaf: unknown = matches.at(-1)?.fullPath;
    preloadRouteChunks(typeof leaf === 'string' ? leaf : undefined);
  },
  // The document title of the matched page; a route may still set its own (the agreements name
  // the one on screen), deeper heads win. The 404 page sets its own.
  head: ({ matches }) => {
    const page = matchedPage(matches);
    return page ? { meta: [{ title: pageTitle(page.title) }] } : {};
  },
  component: RootLayout,
});
