// A kit wired as an app wires it, for tests: the real SDK client against a test server, toasts
// recorded (a test asserts what the member was told), a query client that does not retry.
import { createPortalClient } from '@qyfw/portal-sdk/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppKitProvider, type AppKit } from '../provider';

export const TEST_TOKEN = 'kit-test-token';
export const TEST_USER_ID = 7;

export interface TestKit extends AppKit {
  readonly toasts: { level: string; text: string }[];
  readonly queryClient: QueryClient;
}

/**
 * The page must be on the test server's origin first (pointPageAt): the client calls the page's
 * own origin, as in the apps, so no cross-origin rules get in the way.
 */
export function createTestKit(token: string | null = TEST_TOKEN): TestKit {
  const toasts: { level: string; text: string }[] = [];
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client: createPortalClient({
      getUserId: () => TEST_USER_ID,
      getToken: () => token,
    }),
    toast: (level, text) => toasts.push({ level, text }),
    toasts,
    queryClient,
  };
}

/** Everything a frame needs above it: the query client and the kit. */
export function KitTestProviders({ kit, children }: { kit: TestKit; children: ReactNode }) {
  return (
    <QueryClientProvider client={kit.queryClient}>
      <AppKitProvider kit={kit}>{children}</AppKitProvider>
    </QueryClientProvider>
  );
}

export function renderWithKit(node: ReactNode, kit: TestKit) {
  return render(<KitTestProviders kit={kit}>{node}</KitTestProviders>);
}

/** An answer in the API's envelope (code 200). */
export function ok<T>(data: T) {
  return { status: 200, body: { code: 200, msg: '成功', data } };
}
