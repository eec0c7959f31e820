import { MESSAGE_DURATION_MS } from '@qyfw/portal-sdk/constants';
import { PortalThemeProvider } from '@qyfw/ui';
import { ConfigProvider, message } from 'antd';

// Loaded by notify.ts on the first toast, so antd's message stays out of the first visit.

// Static messages render outside the React tree; this gives them the portal's theme and Chinese
// locale (antd's documented way, and it silences its dev-mode warning).
ConfigProvider.config({
  holderRender: (children) => <PortalThemeProvider>{children}</PortalThemeProvider>,
});

// Every toast stays 3 s (§9); three at most, so a burst of failures does not cover the page.
message.config({ duration: MESSAGE_DURATION_MS / 1000, maxCount: 3 });

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * Keyed by the text: the same message again (a guard clicked twice, several calls failing
 * alike) restarts the one toast instead of stacking copies. Settles when the toast closes.
 */
export function showToast(type: ToastLevel, text: string): PromiseLike<boolean> {
  return message.open({ type, content: text, key: `${type}:${text}` });
}
