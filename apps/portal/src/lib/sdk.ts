import { createPortalClient } from '@qyfw/portal-sdk/client';
import { STORAGE_KEYS } from './storage';
import { isToastedGlobally } from '@qyfw/app-kit/call-errors';
import { notify } from './notify';
import { BASE_PATH } from './base-path';
import { sessionEventHandlers } from './session-events';
import { readToken, removeToken } from './token-cookie';

// Several calls can fail with 402 at once (the home page loads many); reload once.
let reloadScheduled = false;

/**
 * The portal's one SDK client. No base URL: calls go to the page's own origin, where the API
 * serves the portal in production and Vite proxies /api in development.
 */
export const sdk = createPortalClient({
  getUserId: () => localStorage.getItem(STORAGE_KEYS.userId) ?? '',
  getToken: readToken,
  // contract §8: 401 resets the token and goes to /login (the login dialog over the home page).
  onUnauthorized: () => {
    // No token held: the session already ended here (logout, another tab) and this answer is of a
    // call sent before — nothing to reset, and the login dialog must not open by itself.
    if (!readToken()) return;
    removeToken();
    const handlers = sessionEventHandlers();
    if (handlers) handlers.unauthorized();
    else window.location.assign(`${BASE_PATH}/login`);
  },
  // contract §8: 402 shows the server's message, resets the token and reloads. The reload waits for the
  // message to close, or nobody could read it.
  onSessionExpired: (error) => {
    removeToken();
    sessionEventHandlers()?.sessionExpired();
    if (reloadScheduled) return;
    reloadScheduled = true;
    void notify.error(error.message).then(() => {
      reloadScheduled = false;
      window.location.reload();
    });
  },
  onError: (error) => {
    if (isToastedGlobally(error)) void notify.error(error.message);
  },
});
