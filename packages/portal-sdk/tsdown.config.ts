import { defineConfig } from 'tsdown';
import { CALL_DOMAIN_NAMES } from './src/calls/domains.js';

// One entry per subpath export (package.json `publishConfig.exports`), built to ESM + .d.ts.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    client: 'src/client.ts',
    queries: 'src/queries.ts',
    validators: 'src/validators.ts',
    constants: 'src/constants.ts',
    // The enterprise record's datasets (`./industries`, `./districts`): only /information loads them.
    industries: 'src/industries.ts',
    districts: 'src/districts.ts',
    // The flow tables (`./flows`): plain data, shared by the server, the portal and the console.
    'flows/index': 'src/flows/index.ts',
    // A call's conditions and their evaluator (`./conditions`): the server's match and the portal.
    'conditions/index': 'src/conditions/index.ts',
    // The upload rules and the answer's schema (`./upload`); the client's upload methods use them.
    upload: 'src/upload.ts',
    // One per call domain (`./calls/<domain>`), so an app bundles only the calls it uses.
    ...Object.fromEntries(
      CALL_DOMAIN_NAMES.map((domain) => [`calls/${domain}`, `src/calls/${domain}.ts`]),
    ),
  },
  // ESM only: the package's `require` condition points at esm-only.cjs, which says so.
  format: 'esm',
  platform: 'neutral',
  dts: true,
  clean: true,
  sourcemap: true,
  // One output file per source file (dist/client.js, dist/calls/auth.js…). Bundled entries
  // shared a chunk whose .d.ts exported `createPortalClient` under a renamed alias, which a
  // consumer's type check refused (TS2460); with one file per module every declaration keeps its
  // name. Also keeps dist/zod-config.js at the path package.json's sideEffects names.
  unbundle: true,
  hash: false,
  // Dependencies and peers stay imports: the app bundles them once.
  deps: { neverBundle: ['ky', 'zod', '@tanstack/react-query'] },
});
