import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ConsoleRouterContext } from '../router';
import { NotFoundPage } from '../shell/not-found-page';

export const Route = createRootRouteWithContext<ConsoleRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
