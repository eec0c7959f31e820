import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { routeTree } from './routeTree.gen';

export interface ConsoleRouterContext {
  readonly queryClient: QueryClient;
  readonly client: PortalClient;
}

export function createConsoleRouter(context: ConsoleRouterContext) {
  return createRouter({ routeTree, context, basepath: '/console', defaultPreload: 'intent' });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
