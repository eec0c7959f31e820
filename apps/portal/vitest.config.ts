import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not vite.config.ts: tests need neither the route generator (routeTree.gen.ts is committed)
// nor precompression.
export default defineConfig({
  base: '/pc/',
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // One import of the app per worker, not per file: importing the routes, antd and the SDK was
    // most of each file's time (4 min 36 s → 2 min 47 s for the suite alone). Files share a window
    // then; test/setup.ts resets what the app keeps there after each test.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    // Most files mount the whole app, whose first visit to a route imports and transforms that
    // route's chunk. Under the test command's load (the API suites beside it on 2 cores) one such
    // first screen took over 10 s in CI; a test that waits for what a user sees still returns as
    // soon as it is there, so the ceiling only decides when a real failure is reported.
    testTimeout: 60_000,
  },
});
