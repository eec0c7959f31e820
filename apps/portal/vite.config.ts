import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from '@qyfw/vite-config/antd-static-styles';
import { initialJsBudget } from '@qyfw/vite-config/initial-js';
import { precompress } from '@qyfw/vite-config/precompress';
import { routeManifest } from '@qyfw/vite-config/route-manifest';
import { routePreloads } from './route-preloads.ts';
import { routerOptions } from './router-options.ts';

// The API (apps/api) listens here in development; in production it serves this build itself.
const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // PUBLIC_PATH of the SDK (contract §9); the router's basepath is derived from the same constant.
  base: '/pc/',
  plugins: [
    // Must precede react(): it rewrites route files before JSX is compiled (TOOLCHAIN).
    tanstackRouter(routerOptions),
    react(),
    // antd.css (zero-runtime antd) scoped and layered under the portal's own styles.
    antdStaticStyles(),
    // dist/routes.json from the tree the router plugin just generated: the server answers 404
    // for any other path (still with index.html, so the app shows its 404 page).
    routeManifest({ routeTree: 'src/routeTree.gen.ts' }),
    // dist/route-preloads.json: each route's split chunks, which the server modulepreloads in the
    // index.html it answers for that address (the page's code loads alongside the entry).
    routePreloads({
      routeMap: routerOptions.virtualRouteConfig,
      routesDirectory: 'src/routes',
      pageTheme: 'src/shell/antd-theme.tsx',
    }),
    precompress(),
    // The home page's first load (entry + its route's preloads) may not grow past 190 kB gzip
    // (issue 24): the build fails, naming the largest files, when a change pulls route code or
    // antd into the entry. Bytes, not timing: the same build always gives the same figure.
    initialJsBudget({ route: '/index', maxGzip: 190_000 }),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Vite lists every lazy chunk's dependencies in the entry (__vite__mapDeps) to fetch them
      // in parallel with the chunk: file names that grew with each route (4.3 kB gzip at 44 lazy
      // imports). Only CSS stays (the helper waits for a chunk's styles before it renders); the
      // JS a route needs comes from route-preloads.json — the server's <link>s on a first visit,
      // routing/route-chunk-preloads.ts on navigation and intent.
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically (React, the router, the shell, the SDK's calls) in
          // one chunk, not the ~40 small shared chunks Rolldown cuts by default: every page needs
          // all of it at once, and each extra request waits its turn for a connection (HTTP/1.1),
          // which held the first paint back. The pages' own chunks are still split per route.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
      // antd marks every module "use client"; meaningless in a client bundle and very noisy.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
