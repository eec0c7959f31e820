import { render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../src/app';
import { createQueryClient } from '../src/lib/query-client';
import { createAppRouter } from '../src/router';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Mounts the whole portal at `path` (base path included), as a visitor on `origin` sees it:
 * the SDK client calls the page's own origin, so pointing the page there reaches the test server.
 * Resolves once the first page is on screen.
 */
export async function renderApp(path: string, origin: string) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
  const queryClient = createQueryClient();
  // One attempt: the production retry would only add its back-off delay to every error test.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const rendered = render(<App queryClient={queryClient} router={router} />);
  // The router resolves its first match asynchronously; the layout's footer marks the page as up.
  await screen.findByRole('contentinfo');
  return { router, queryClient, ...rendered };
}
