import { defineConfig } from 'vitest/config';

// The checks over the built bundles (bundle/*.check.ts): node, no app setup, after `vite build`.
export default defineConfig({
  test: { environment: 'node', include: ['bundle/*.check.ts'] },
});
