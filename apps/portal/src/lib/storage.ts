// Where the portal keeps session data in the browser. Keys are the SDK's (contract §3), so the
// portal, the data screen and any old page read the same entries.
export { STORAGE_KEYS } from '@qyfw/portal-sdk/constants';

/** The session token cookie (design §2); it lives 0.25 day, like the server's session. */
export const TOKEN_COOKIE = 'token';
