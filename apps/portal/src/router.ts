import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { BASE_PATH } from './lib/base-path';
import { routeTree } from './routeTree.gen';
import { matchedPage } from './routing/page-meta';
import { connectSessionCache, getSession } from './session/session-store';
import { NotFoundPage } from './shell/not-found-page';
import { loadPageTheme } from './shell/page-theme';
import { RouteErrorPage } from './shell/route-error-page';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser uses the default (HTML5 history mode). */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: CreateAppRouterOptions) {
  // The member's info lives in this cache (session/session-store.ts).
  connectSessionCache(queryClient);
  const router = createRouter({
    routeTree,
    // History mode under /pc/ (contract §2).
    basepath: BASE_PATH,
    // The session is read when a guard asks (member layout), never copied into the context.
    context: { queryClient, session: getSession },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Route data comes from TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // In Chinese on every route: an unknown address or id, a failed loader or page. The pending
    // page is the layouts' (library, account, member; the home page has its own): as a router
    // default it would also be the root's, and a pending root hides the header and footer.
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
  // antd's theme and Chinese locale wrap every page that is not plain (root layout). Their chunk
  // starts loading as soon as such a page is asked for, alongside the page's own code; the home
  // page (plain) never asks, so its first load carries no antd. Not a root beforeLoad: that made
  // the root wait, and a waiting root shows neither header nor footer while a slow page loads.
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const page = matchedPage(router.matchRoutes(toLocation));
    if (page && !page.plain) void loadPageTheme().catch(() => undefined);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
