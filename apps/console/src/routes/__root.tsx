import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ConsoleRouterContext } from '../router';

export const Route = createRootRouteWithContext<ConsoleRouterContext>()({
  component: Outlet,
  notFoundComponent: () => <p role="alert">页面不存在</p>,
});
