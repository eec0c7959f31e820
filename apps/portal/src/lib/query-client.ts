import { QueryClient } from '@tanstack/react-query';

/** One per app (and one per test): server state lives here, keyed by the SDK's query keys. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Portal visitors switch tabs often; refetching everything on focus would be wasteful.
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
