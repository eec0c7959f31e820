import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppKitProvider } from '@qyfw/app-kit/provider';
import { portalKit } from './lib/app-kit';
import type { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The providers every page needs, in one place so tests mount exactly what users get. antd's
 * theme provider is not one of them: the pages, dialogs and toasts built from antd bring it
 * with their own chunks (the root layout loads it for every page that is not plain, see
 * routing/page-meta.ts), so the home page loads no antd at all.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppKitProvider kit={portalKit}>
        <RouterProvider router={router} />
      </AppKitProvider>
    </QueryClientProvider>
  );
}
