import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite needs a few seconds to start; PostgreSQL databases are created per suite.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
