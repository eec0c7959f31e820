// The route tree's generator options, shared by the Vite plugin (vite.config.ts) and the scripts
// that regenerate routeTree.gen.ts without a build (`pnpm routes`, `pnpm gen:check`). The route tree
// comes from the one route map (src/route-map.ts), not from file names.
import { routeMap } from './src/route-map.ts';

export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  codeSplittingOptions: {
    // The loader is split as well (the plugin keeps it in the entry by default), in its own
    // chunk so it can fetch the page's data while the component's chunk downloads. What stays
    // in the entry per route is what the router needs to match and guard the address before it
    // loads anything: validateSearch, beforeLoad, loaderDeps, staticData, head.
    defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  },
  quoteStyle: 'single',
  virtualRouteConfig: routeMap,
} as const;
