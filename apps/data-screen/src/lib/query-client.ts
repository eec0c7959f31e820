import { QueryClient } from '@tanstack/react-query';

/** Server state of the screen; each panel's query sets its own refresh (see daping-query.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quick second try hides a dropped connection; longer outages are retried on the
        // panel's own schedule while it shows its error.
        retry: 1,
        retryDelay: 2000,
      },
    },
  });
}
