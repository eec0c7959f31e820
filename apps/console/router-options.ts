// The route tree's generator options, shared by the Vite plugin (vite.config.ts) and the scripts
// that regenerate routeTree.gen.ts without a build (`pnpm gen:check`). The console's routes are
// its files under src/routes (the console generators write `routes/<area>/<name>.tsx`).
export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  quoteStyle: 'single',
} as const;
