import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated and seeded template per driver per run; each suite's database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // PGlite needs a few seconds to start; PostgreSQL databases are created per suite.
    hookTimeout: 120_000,
    // Generous: these guard against hangs, not speed; CI runs other suites beside this one on 2 cores.
    testTimeout: 60_000,
  },
});
