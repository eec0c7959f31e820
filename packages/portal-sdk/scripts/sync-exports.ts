// Writes what the SDK's folders imply, so a new domain or flow edits no shared list by hand
// (`pnpm run exports`):
// - the call domains' subpath exports in package.json (`exports` for the workspace,
//   `publishConfig.exports` for the published build) from src/calls/domains.ts, keeping every
//   other subpath as it is; test/call-domains.test.ts fails when it was not run;
// - src/flows/registry.ts (FLOWS and the flow files' exports) from the files in src/flows/
//   (scripts/flow-registry.ts); test/flow-registry.test.ts fails when it was not run.
import { readFileSync, writeFileSync } from 'node:fs';
import { CALL_DOMAIN_NAMES } from '../src/calls/domains.js';
import { flowRegistrySource, loadFlowModules, REGISTRY_FILE } from './flow-registry.js';

type Exports = Record<string, unknown>;
const file = new URL('../package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
  exports: Exports;
  publishConfig: { exports: Exports };
};

const withoutCalls = (exports: Exports) =>
  Object.fromEntries(Object.entries(exports).filter(([key]) => !key.startsWith('./calls/')));

pkg.exports = {
  ...withoutCalls(pkg.exports),
  ...Object.fromEntries(
    CALL_DOMAIN_NAMES.map((domain) => [`./calls/${domain}`, `./src/calls/${domain}.ts`]),
  ),
};
pkg.publishConfig.exports = {
  ...withoutCalls(pkg.publishConfig.exports),
  ...Object.fromEntries(
    CALL_DOMAIN_NAMES.map((domain) => [
      `./calls/${domain}`,
      {
        import: { types: `./dist/calls/${domain}.d.ts`, default: `./dist/calls/${domain}.js` },
        require: { types: './esm-only.d.cts', default: './esm-only.cjs' },
      },
    ]),
  ),
};
writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(REGISTRY_FILE, flowRegistrySource(await loadFlowModules()));
