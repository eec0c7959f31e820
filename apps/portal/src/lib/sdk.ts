import { createPortalClient } from '@qyfw/portal-sdk/client';
import Cookies from 'js-cookie';
import { STORAGE_KEYS, TOKEN_COOKIE } from './storage';

/**
 * The portal's one SDK client. No base URL: calls go to the page's own origin, where the API
 * serves the portal in production and Vite proxies /api in development.
 */
export const sdk = createPortalClient({
  getUserId: () => localStorage.getItem(STORAGE_KEYS.userId) ?? '',
  getToken: () => Cookies.get(TOKEN_COOKIE),
});
