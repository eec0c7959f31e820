// The console's one SDK client: its own token, and a 401/402 (no session, or one ended by
// idleness) takes the user back to 登录 with the reason. A failure without the server's words
// (network, a 5xx) is toasted; a refusal with them (a 4xx envelope) is the screen's to show in
// place — its dialog, or SaveRefusal under an editor — so it is never said twice.
import { isToastedGlobally } from '@qyfw/app-kit/call-errors';
import { createPortalClient } from '@qyfw/portal-sdk/client';
import { MESSAGES } from '@qyfw/portal-sdk/constants';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { clearToken, readToken } from './console-session';
import { notice } from './notices';

export function createConsoleClient(onSignedOut: (reason: string) => void): PortalClient {
  return createPortalClient({
    getToken: readToken,
    onUnauthorized: () => {
      clearToken();
      onSignedOut('请先登录管理后台');
    },
    onSessionExpired: (error) => {
      clearToken();
      // A 停用'd account is told so; any other ended session ended by idleness or a role change.
      onSignedOut(
        error.message === MESSAGES.accountDisabled
          ? MESSAGES.accountDisabled
          : '长时间未操作，登录已结束，请重新登录',
      );
    },
    onError: (error) => {
      const refusal = error.status !== undefined && error.status < 500 && error.code !== undefined;
      if (isToastedGlobally(error) && !refusal) notice(error.message);
    },
  });
}
