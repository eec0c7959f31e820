// @ts-check
// Plain JavaScript (typed with JSDoc, checked by tsc): Vite loads its config through Node, which
// on Node 20 cannot import TypeScript from a workspace package.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the server sends precompressed
 * files (best compression, no CPU per request) instead of compressing on the fly.
 *
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'qyfw:precompress',
    apply: 'build',
    /** @param {import('vite').ResolvedConfig} config */
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs only after a successful write, once Vite has copied public/ too.
    async writeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(file)),
      );
    },
  };
}

/** @param {string} file */
async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the original would only cost the server a pointless lookup.
  await Promise.all(
    [
      { path: `${file}.br`, data: br },
      { path: `${file}.gz`, data: gz },
    ]
      .filter(({ data }) => data.byteLength < source.byteLength)
      .map(({ path, data }) => writeFile(path, data)),
  );
}

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir) {
  const entries = await readdir(dir);
  const nested = await Promise.all(
    entries.map(async (name) => {
      const path = join(dir, name);
      return (await stat(path)).isDirectory() ? listFiles(path) : [path];
    }),
  );
  return nested.flat();
}
