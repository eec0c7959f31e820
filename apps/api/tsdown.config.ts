import { defineConfig } from 'tsdown';

// dist/server.js (node dist/server.js) and dist/seed.js (node dist/seed.js --reset), ESM.
// npm dependencies stay external (installed beside dist); the workspace SDK is inlined because
// it exports TypeScript source. Migrations are SQL files read at run time, so they are copied
// to dist/db/migrations, the same place relative to the bundle as src/db/migrations is to src/.
export default defineConfig({
  entry: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  dts: false,
  deps: { alwaysBundle: [/^@qyfw\//] },
  copy: [{ from: 'src/db/migrations', to: 'dist', flatten: false }],
  // package.json says "type": "module", so plain .js is ESM.
  fixedExtension: false,
});
