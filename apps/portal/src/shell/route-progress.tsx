import { RouteProgressBar } from '@qyfw/ui';
import { useRouterState } from '@tanstack/react-router';

/** The thin bar at the top while the router loads the next page (its chunk and data). */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  return <RouteProgressBar active={loading} />;
}
