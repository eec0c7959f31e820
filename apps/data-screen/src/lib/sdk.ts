import { createPortalClient } from '@qyfw/portal-sdk/client';

/**
 * The data screen's one SDK client. Every daping call is public: no user id, no token. No base
 * URL: calls go to the page's own origin (the API serves this app; Vite proxies /api in dev).
 */
export const sdk = createPortalClient();
