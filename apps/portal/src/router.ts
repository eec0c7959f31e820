import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { BASE_PATH } from './lib/base-path';
import { routeTree } from './routeTree.gen';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser uses the default (HTML5 history mode). */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    // History mode under /pc/ (spec §2).
    basepath: BASE_PATH,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Route data comes from TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
