// The console's providers: antd in Chinese (the portal's theme), the kit with the console's own
// client and toast, the query client and the router, and where popups are drawn.
import { AppKitProvider } from '@qyfw/app-kit/provider';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { PortalThemeProvider } from '@qyfw/ui/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ConsoleRouter } from './router';
import { showNoticesWith } from './session/notices';

function KitFromAntd({ client, children }: { client: PortalClient; children: React.ReactNode }) {
  const { message } = AntdApp.useApp();
  useEffect(() => showNoticesWith((text) => void message.error(text)), [message]);
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

/**
 * A list, picker or menu opened inside a dialog is drawn inside that dialog: the dialog keeps the
 * focus within itself, and a list drawn in the page's body lost the click that picks an option
 * (found by the e2e of 转办). Everywhere else, the page's body as antd's default.
 */
export const popupContainer = (trigger?: HTMLElement): HTMLElement =>
  trigger?.closest<HTMLElement>('.ant-modal-content, .ant-drawer-content') ?? document.body;

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
      <ConfigProvider getPopupContainer={popupContainer}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <KitFromAntd client={client}>
              <RouterProvider router={router} />
            </KitFromAntd>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </PortalThemeProvider>
  );
}
