// The route tree's generator options, shared by the Vite plugin (vite.config.ts) and the scripts
// that regenerate routeTree.gen.ts without a build (`pnpm routes`, `pnpm gen:check`). The route tree
// comes from the one route map (src/route-map.ts), not from file names.
import { routeMap } from './src/route-map.ts';

export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  quoteStyle: 'single',
  virtualRouteConfig: routeMap,
} as const;
