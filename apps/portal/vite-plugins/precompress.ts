import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the server sends precompressed
 * files (best compression, no CPU per request) instead of compressing on the fly.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'qyfw:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
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

async function compressFile(file: string): Promise<void> {
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

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const nested = await Promise.all(
    entries.map(async (name) => {
      const path = join(dir, name);
      return (await stat(path)).isDirectory() ? listFiles(path) : [path];
    }),
  );
  return nested.flat();
}
