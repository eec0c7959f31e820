import { MESSAGE_DURATION_MS } from '@qyfw/portal-sdk/constants';
import { PortalThemeProvider } from '@qyfw/ui';
import { ConfigProvider, message } from 'antd';

// Static messages and confirm boxes render outside the React tree; this gives them the portal's
// theme and Chinese locale (antd's documented way, and it silences its dev-mode warning).
ConfigProvider.config({
  holderRender: (children) => <PortalThemeProvider>{children}</PortalThemeProvider>,
});

// Every toast stays 3 s (§9); three at most, so a burst of failures does not cover the page.
message.config({ duration: MESSAGE_DURATION_MS / 1000, maxCount: 3 });

/**
 * The portal's toasts. Each returns a promise that settles when the toast closes, for the few
 * flows that act only after the user has had time to read it (402 → reload).
 */
export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};

type Level = 'success' | 'info' | 'warning' | 'error';

// Keyed by the text: the same message again (a guard clicked twice, several calls failing
// alike) restarts the one toast instead of stacking copies.
function show(type: Level, text: string) {
  return message.open({ type, content: text, key: `${type}:${text}` });
}
