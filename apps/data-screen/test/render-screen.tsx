import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../src/app';
import { createQueryClient } from '../src/lib/query-client';
import { createScreenRouter } from '../src/router';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Mounts the whole data screen at `path` (base path included) as a browser on `origin` shows
 * it: the SDK client calls the page's own origin, so pointing the page there reaches the test
 * server. The app's own query client, retry and refresh timings included.
 */
export function renderScreen(path: string, origin: string) {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
  const queryClient = createQueryClient();
  const router = createScreenRouter(createMemoryHistory({ initialEntries: [path] }));
  const rendered = render(<App queryClient={queryClient} router={router} />);
  return { queryClient, router, ...rendered };
}
