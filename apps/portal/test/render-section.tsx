import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { PortalThemeProvider } from '@qyfw/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { AppKitProvider } from '@qyfw/app-kit/provider';
import { portalKit } from '../src/lib/app-kit';
import { createQueryClient } from '../src/lib/query-client';
import { connectSessionCache } from '../src/session/session-store';
import { ToastHost } from '../src/shell/toasts/toast-host';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Mounts one section (not the whole portal) as a page on `origin` would show it: the real SDK
 * client and query layer against the test server, inside a router so links and navigation work.
 * The router's location tells where a click went.
 */
export async function renderSection(node: ReactNode, origin: string) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}/pc/index`);
  const queryClient = createQueryClient();
  // One attempt: the production retry would only add its back-off delay to every error test.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // The member's info lives in this cache, as in the app (createAppRouter connects it there).
  connectSessionCache(queryClient);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {node}
        <Outlet />
        <ToastHost />
      </>
    ),
    notFoundComponent: () => null,
    staticData: { page: null },
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath: '/pc',
    history: createMemoryHistory({ initialEntries: ['/pc/index'] }),
  });
  await router.load();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <AppKitProvider kit={portalKit}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
        </PortalThemeProvider>
      </AppKitProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...rendered };
}
