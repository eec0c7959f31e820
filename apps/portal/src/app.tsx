import { PortalThemeProvider } from '@qyfw/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The providers every page needs, in one place so tests mount exactly what users get. */
export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
