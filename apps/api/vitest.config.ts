import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated and seeded template per driver per run; each suite's database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    // Two suites at a time, even on 2 cores (vitest's default there is one): a suite spends much
    // of its time waiting on PostgreSQL, another process, and each has its own database copy.
    maxWorkers: 2,
    // A worker imports the app once for all its suites, not once per suite: the import was ≈ 4 s
    // per file, most of the suites' time (alone, 2 cores: 11 min 45 s → 6 min 20 s, same tests). No
    // suite mocks modules, stubs env or globals or leaves fake timers on, and each builds its own
    // app and database, so nothing one suite does reaches the next.
    isolate: false,
    // PGlite needs a few seconds to start; PostgreSQL databases are created per suite.
    hookTimeout: 120_000,
    // Generous: these guard against hangs, not speed; CI runs other suites beside this one on 2 cores.
    testTimeout: 60_000,
  },
});
