import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { calls } from '../src/calls/index.js';
import { README_PATH, readmeWithCallTable } from '../scripts/readme-calls.js';

const readme = readFileSync(README_PATH, 'utf8');

// Formatting the whole README with prettier takes seconds on a busy 2-core CI box.
it(
  'README.md has the call table the SDK generates (run `pnpm run readme` after changing a call)',
  { timeout: 30_000 },
  async () => {
    expect(readme).toBe(await readmeWithCallTable(readme));
  },
);

it('lists every call of the registry', () => {
  for (const name of Object.keys(calls)) expect(readme).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
});
