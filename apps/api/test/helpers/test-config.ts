import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config.js';
import type { Config } from '../../src/config.js';

/** Where no web app was built: tests of the API do not depend on the other apps' builds. */
const NO_BUILD = join(tmpdir(), 'qyfw-api-test-no-build');

/** A test configuration: in-memory PGlite, no web apps, silent logs; `env` overrides. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    PORTAL_DIST: NO_BUILD,
    DATA_SCREEN_DIST: NO_BUILD,
    ...env,
  });
}
