import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { calls } from '../src/calls/index.js';
import { README_PATH, readmeWithCallTable } from '../scripts/readme-calls.js';

const readme = readFileSync(README_PATH, 'utf8');

it('README.md has the call table the SDK generates (run `pnpm run readme` after changing a call)', async () => {
  expect(readme).toBe(await readmeWithCallTable(readme));
});

it('lists every call of the registry', () => {
  for (const name of Object.keys(calls)) expect(readme).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
});
