import { PortalThemeProvider } from '@qyfw/ui';
import { message } from 'antd';
import { useEffect } from 'react';
import { registerToastOutlet } from '../../lib/notify';

/** How long a toast stays on screen (contract §9). */
const MESSAGE_DURATION_MS = 3000;

/**
 * Draws the toasts inside the app's tree (antd's useMessage rather than its static `message`),
 * so they take the theme from context and unmount with the app. Every toast stays 3 s (contract §9);
 * three at most, so a burst of failures does not cover the page.
 */
export function ToastOutlet() {
  const [api, holder] = message.useMessage({
    duration: MESSAGE_DURATION_MS / 1000,
    maxCount: 3,
  });

  // Keyed by the text: the same message again (a guard clicked twice, several calls failing
  // alike) restarts the one toast instead of stacking copies.
  useEffect(
    () =>
      registerToastOutlet((type, text) =>
        api.open({ type, content: text, key: `${type}:${text}` }),
      ),
    [api],
  );

  return <PortalThemeProvider>{holder}</PortalThemeProvider>;
}
