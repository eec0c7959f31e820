// A story of a console component as a screen draws it: the kit's story client answering calls by
// path from fixtures (no server, no network), a query client, and a router in memory, so the
// component's links and router hooks work without the console's route tree.
import { StoryKit } from '@qyfw/app-kit/story-kit';
import type { StoryAnswer } from '@qyfw/app-kit/story-kit';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';

export type { StoryAnswer };

// The story reaches the router's one route through context, so the router is made once and a
// story's changed args still render.
const Content = createContext<ReactNode>(null);

function StoryRoute() {
  return <>{useContext(Content)}</>;
}

export function StoryFrame({
  answers = {},
  path = '/',
  children,
}: {
  /** Each call's answer by its path (`/api/console/work-queue/colleagues`). */
  readonly answers?: Readonly<Record<string, StoryAnswer>>;
  /** Where the router stands (the shell's menu marks the entry of this address). */
  readonly path?: string;
  readonly children: ReactNode;
}) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: StoryRoute }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <StoryKit answers={answers}>
      <Content.Provider value={children}>
        <RouterProvider router={router} />
      </Content.Provider>
    </StoryKit>
  );
}
