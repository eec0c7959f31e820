// The console's providers: antd in Chinese (the portal's theme), the kit with the console's own
// client and toast, the query client and the router.
import { AppKitProvider } from '@qyfw/app-kit/provider';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { PortalThemeProvider } from '@qyfw/ui/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { App as AntdApp } from 'antd';
import { useMemo } from 'react';
import type { ConsoleRouter } from './router';

function KitFromAntd({ client, children }: { client: PortalClient; children: React.ReactNode }) {
  const { message } = AntdApp.useApp();
  const kit = useMemo(
    () => ({
      client,
      toast: (level: 'success' | 'info' | 'warning' | 'error', text: string) =>
        message[level](text),
    }),
    [client, message],
  );
  return <AppKitProvider kit={kit}>{children}</AppKitProvider>;
}

export function App({
  queryClient,
  router,
  client,
}: {
  queryClient: QueryClient;
  router: ConsoleRouter;
  client: PortalClient;
}) {
  return (
    <PortalThemeProvider>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <KitFromAntd client={client}>
            <RouterProvider router={router} />
          </KitFromAntd>
        </QueryClientProvider>
      </AntdApp>
    </PortalThemeProvider>
  );
}
