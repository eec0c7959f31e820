// The SDK as a third party gets it: `pnpm pack` the built package, install the tarball with npm
// into an empty project outside the workspace (no links), and check what such a user meets:
// - with @tanstack/react-query absent, using ./queries fails to compile (even with skipLibCheck);
// - the README's imports, every subpath, type-check strictly (strict, nodenext, skipLibCheck
//   false), together with consumer.ts;
// - consumer.ts, compiled, runs against the built API started on a free port with in-memory
//   storage: config, login, a user-scoped call and each documented error;
// - require() fails with the ESM-only message.
// Needs `pnpm run build` here and in apps/api (turbo's test:pack task depends on both).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sdkDir = resolve(here, '..');
const root = resolve(sdkDir, '../..');
const apiServer = join(root, 'apps/api/dist/server.js');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const pkg = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));

const work = mkdtempSync(join(tmpdir(), 'qyfw-sdk-pack-'));
const app = join(work, 'app');
let api;

function run(command, args, options = {}) {
  return execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
}

/** Runs tsc and returns its exit status and output, without throwing. */
function typecheck(project) {
  try {
    return { status: 0, output: run(process.execPath, [tsc, '-p', project], { cwd: app }) };
  } catch (error) {
    return { status: error.status ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

/** Network failures npm reports that say nothing about the package: worth a second try. */
const TRANSIENT =
  /SELF_SIGNED_CERT_IN_CHAIN|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|socket hang up/;

/**
 * npm as a stranger's machine runs it, with this machine's settings. Under the workspace's Node 24
 * (first on PATH in pnpm scripts) npm looks for its global npmrc under that Node's folder, not the
 * machine's (/usr/etc/npmrc here, which names the CA bundle of this network's TLS proxy), and every
 * registry request fails with SELF_SIGNED_CERT_IN_CHAIN once npm's cache cannot answer. So npm is
 * pointed at the machine's own global npmrc — found beside the npm being run (prefix/lib/
 * node_modules/npm → prefix/etc/npmrc) — and, when Node is told to trust a bundle
 * (NODE_EXTRA_CA_CERTS, passed through by turbo.json), at that bundle as well.
 */
function machineGlobalNpmrc() {
  try {
    const cli = realpathSync(
      execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim(),
    );
    const file = resolve(dirname(cli), '../../../../etc/npmrc');
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

const globalNpmrc = machineGlobalNpmrc();
const npmEnv = {
  ...process.env,
  ...(globalNpmrc && !process.env.npm_config_globalconfig
    ? { npm_config_globalconfig: globalNpmrc }
    : {}),
  ...(process.env.NODE_EXTRA_CA_CERTS && !process.env.npm_config_cafile
    ? { npm_config_cafile: process.env.NODE_EXTRA_CA_CERTS }
    : {}),
};

function npmInstall(...specs) {
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
  // A registry connection can still break now and then: three tries before the test fails.
  for (let attempt = 1; ; attempt += 1) {
    try {
      run('npm', [...args, ...specs], { cwd: app, env: npmEnv });
      return;
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
      if (attempt === 3 || !TRANSIENT.test(output)) throw error;
      console.log(`npm install failed on the network (try ${attempt} of 3), trying again`);
    }
  }
}

/** A port nothing listens on (bound, then released). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startApi() {
  if (!existsSync(apiServer))
    throw new Error(`pack test: ${apiServer} is missing; build @qyfw/api first`);
  const port = await freePort();
  const child = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      REDIS_URL: '',
      CORS_ORIGINS: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`pack test: the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('pack test: the API did not start within 60 s');
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Each ```ts block of the README: the ones starting `// Node` whole, the others their imports. */
function readmeFiles() {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  const files = [];
  const subpaths = new Set();
  blocks.forEach((block, index) => {
    const imports = [...block.matchAll(/^import[\s\S]*?from '(@qyfw\/portal-sdk[^']*)';$/gm)];
    for (const match of imports) subpaths.add(match[1]);
    if (imports.length === 0) return;
    const text = block.startsWith('// Node')
      ? block
      : `${imports.map((match) => match[0]).join('\n')}\nexport {};\n`;
    const name = `readme-${index + 1}.ts`;
    writeFileSync(join(app, name), text);
    files.push(name);
  });
  const exported = Object.keys(pkg.publishConfig.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
  const missing = exported.filter((subpath) => !subpaths.has(subpath));
  if (missing.length > 0) throw new Error(`pack test: the README imports no ${missing.join(', ')}`);
  return files;
}

const compilerOptions = {
  strict: true,
  module: 'nodenext',
  moduleResolution: 'nodenext',
  target: 'es2022',
  lib: ['es2023'],
  types: ['node'],
  skipLibCheck: false,
  outDir: 'out',
};

try {
  // 0. Ready to publish: pnpm's own checks pass (not private, a name and version, files).
  const publish = run('pnpm', ['publish', '--dry-run', '--no-git-checks'], {
    cwd: sdkDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!/Skip publishing @qyfw\/portal-sdk@[\d.]+ \(dry run\)/.test(publish)) {
    throw new Error(`pack test: pnpm publish --dry-run did not get to publishing:\n${publish}`);
  }
  console.log('ok - pnpm publish --dry-run');

  // 1. Pack and install, as a stranger would.
  run('pnpm', ['pack', '--pack-destination', work], { cwd: sdkDir });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pack test: pnpm pack wrote no tarball');
  const listing = run('tar', ['-tzf', join(work, tarball)]);
  for (const file of [
    'package/dist/client.d.ts',
    'package/dist/client.js',
    'package/esm-only.cjs',
    'package/README.md',
  ]) {
    if (!listing.split('\n').includes(file))
      throw new Error(`pack test: the tarball lacks ${file}`);
  }
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'third-party-app', private: true, type: 'module' }, null, 2),
  );
  npmInstall(join(work, tarball), '@types/node@20');
  if (existsSync(join(app, 'node_modules/@tanstack/react-query')))
    throw new Error('pack test: react-query was installed with the SDK');
  console.log(`ok - packed ${tarball} and installed it with npm in ${app}`);

  // 2. ./queries without react-query: a compile error naming it, even with skipLibCheck.
  cpSync(join(here, 'noquery.ts'), join(app, 'noquery.ts'));
  writeFileSync(
    join(app, 'tsconfig.noquery.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, skipLibCheck: true, noEmit: true },
      files: ['noquery.ts'],
    }),
  );
  const noquery = typecheck('tsconfig.noquery.json');
  if (noquery.status === 0 || !noquery.output.includes('install @tanstack/react-query')) {
    throw new Error(
      `pack test: ./queries without react-query should fail to compile, naming it; tsc said:\n${noquery.output}`,
    );
  }
  console.log('ok - ./queries without @tanstack/react-query fails to compile, naming it');

  // 3. With react-query, the README's imports and consumer.ts type-check strictly.
  // A React app has React's types; react-query's own .d.ts need them under skipLibCheck false.
  npmInstall('@tanstack/react-query@5', '@types/react@19');
  cpSync(join(here, 'consumer.ts'), join(app, 'consumer.ts'));
  const files = ['consumer.ts', ...readmeFiles()];
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }, null, 2));
  const strict = typecheck('tsconfig.json');
  if (strict.status !== 0)
    throw new Error(
      `pack test: the README's imports or consumer.ts do not type-check:\n${strict.output}`,
    );
  console.log(`ok - ${files.join(', ')} type-check (strict, nodenext, skipLibCheck false)`);

  // 4. ESM only: a CommonJS file fails to type-check at the import (it would compile and then
  // throw), and require() at run time throws the message that says so.
  writeFileSync(
    join(app, 'commonjs.cts'),
    "import { createPortalClient } from '@qyfw/portal-sdk/client';\nexport const sdk = createPortalClient;\n",
  );
  writeFileSync(
    join(app, 'tsconfig.commonjs.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, noEmit: true },
      files: ['commonjs.cts'],
    }),
  );
  const commonjs = typecheck('tsconfig.commonjs.json');
  if (
    commonjs.status === 0 ||
    !commonjs.output.includes("no exported member 'createPortalClient'")
  ) {
    throw new Error(
      `pack test: a CommonJS importer should fail to type-check at the import; tsc said:\n${commonjs.output}`,
    );
  }
  console.log('ok - a CommonJS importer fails to type-check');
  try {
    run(process.execPath, ['--input-type=commonjs', '-e', "require('@qyfw/portal-sdk/client')"], {
      cwd: app,
    });
    throw new Error('pack test: require() of the SDK should fail');
  } catch (error) {
    const stderr = String(error.stderr ?? '');
    if (!stderr.includes('ESM only') || !stderr.includes('只提供 ES 模块')) {
      throw new Error(
        `pack test: require() failed without the ESM-only message:\n${stderr || error.message}`,
        { cause: error },
      );
    }
  }
  console.log('ok - require() fails with the ESM-only message');

  // 5. The compiled consumer against a running API.
  api = await startApi();
  run(process.execPath, [join(app, 'out/consumer.js')], {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORTAL_API_URL: api.url,
      PORTAL_DOWN_URL: `http://127.0.0.1:${await freePort()}`,
    },
  });
  console.log('pack test: passed');
} finally {
  api?.child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
