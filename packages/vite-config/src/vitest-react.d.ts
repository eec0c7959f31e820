import type { UserConfig } from 'vitest/config';

/** happy-dom, React's plugin and `./vitest.setup.ts`: a React package's unit-test config. */
export declare function reactTestConfig(): UserConfig;
