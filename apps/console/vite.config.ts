import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from '@qyfw/vite-config/antd-static-styles';
import { precompress } from '@qyfw/vite-config/precompress';
import { routeManifest } from '@qyfw/vite-config/route-manifest';
import { routerOptions } from './router-options.ts';

// The API (apps/api) listens here in development; in production it serves this build itself.
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // The API serves the built console at /console/ (plugins/static-apps.ts).
  base: '/console/',
  plugins: [
    // Must precede react(): it rewrites route files before JSX is compiled.
    tanstackRouter(routerOptions),
    react(),
    // antd.css (zero-runtime antd), as the portal: the strict CSP allows no inline styles.
    antdStaticStyles(),
    // dist/routes.json: the server answers 404 for any other address under /console/.
    routeManifest({ routeTree: 'src/routeTree.gen.ts' }),
    precompress(),
  ],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // antd marks every module "use client"; meaningless in a client bundle and very noisy.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
