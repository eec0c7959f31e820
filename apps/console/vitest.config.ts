import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not vite.config.ts: tests need neither the route generator (routeTree.gen.ts is committed) nor
// precompression.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // One import of the console per worker, not per file, as in the portal: importing the routes,
    // antd and the SDK was half of each file's time. Files share a window then; test/setup.ts
    // forgets the session the console keeps there after each test.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    testTimeout: 60_000,
  },
});
