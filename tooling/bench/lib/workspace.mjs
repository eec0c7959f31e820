// Where the packages under measurement are. They are dependencies of @qyfw/bench (package.json),
// so Node finds each one the way it finds any dependency — no ../../apps paths that break when a
// package moves — and turbo knows this package comes after them.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The folder of a workspace package (its package.json, which each one exports).
 * @param {'@qyfw/api' | '@qyfw/portal' | '@qyfw/data-screen'} name
 * @returns {string}
 */
export function packageDir(name) {
  return dirname(require.resolve(`${name}/package.json`));
}

/** The repository root: turbo builds run there and every bench writes to its bench-results/. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
