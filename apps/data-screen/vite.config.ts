import { antdStaticStyles } from '@qyfw/vite-config/antd-static-styles';
import { precompress } from '@qyfw/vite-config/precompress';
import { routeManifest } from '@qyfw/vite-config/route-manifest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (apps/api) listens here in development; in production it serves this build itself
// at /pc/dataPage/ (with the history fallback for page1 and page2).
const apiTarget = process.env.DATA_SCREEN_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/pc/dataPage/',
  // dist/routes.json: the server answers 404 for any other path. The paths of src/router.tsx
  // (a code-based router, no generated tree to read them from).
  plugins: [
    react(),
    antdStaticStyles(),
    routeManifest({ paths: ['/', '/page1', '/page2'] }),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // The entry is React, TanStack Router + Query, the SDK (ky, zod) and ECharts' bar, line and
    // pie charts: ≈1,050 kB raw, ≈350 kB gzip. Warn when it grows beyond that.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // antd (reached through @qyfw/ui's theme tokens) marks its modules "use client": noise here.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
