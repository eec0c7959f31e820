import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { installAssetLoadRecovery } from '../lib/asset-load-recovery';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

// Before any route chunk is requested: a failed chunk is reported and retried (§8).
if (typeof window !== 'undefined') installAssetLoadRecovery(window);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
