import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Not vite.config.ts: tests need neither the route generator (routeTree.gen.ts is committed) nor
// precompression.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  test: { environment: 'happy-dom', setupFiles: ['./test/setup.ts'], testTimeout: 60_000 },
});
