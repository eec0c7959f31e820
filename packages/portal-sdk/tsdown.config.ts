import { defineConfig } from 'tsdown';

// One entry per subpath export (package.json `publishConfig.exports`), built to ESM + .d.ts.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    client: 'src/client.ts',
    queries: 'src/queries.ts',
    validators: 'src/validators.ts',
    constants: 'src/constants.ts',
  },
  format: 'esm',
  platform: 'neutral',
  dts: true,
  clean: true,
  sourcemap: true,
  // Stable chunk names: package.json's sideEffects names dist/zod-config.js.
  hash: false,
  // Dependencies and peers stay imports: the app bundles them once.
  deps: { neverBundle: ['ky', 'zod', '@tanstack/react-query'] },
});
