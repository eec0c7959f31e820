import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../src/precompress';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(root, 'dist', 'assets'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Runs the plugin's hooks as Vite does after writing a build to `dist`. */
async function runAfterBuild(): Promise<void> {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  await (plugin.writeBundle as () => Promise<void>)();
}

describe('precompress', () => {
  it('writes brotli and gzip copies beside text assets, decompressing to the original', async () => {
    const script = 'export const message = "数据大屏";\n'.repeat(200);
    await writeFile(join(root, 'dist', 'assets', 'index-abc.js'), script);
    await writeFile(
      join(root, 'dist', 'index.html'),
      `<!doctype html><title>数据大屏</title>${' '.repeat(500)}`,
    );

    await runAfterBuild();

    const js = join(root, 'dist', 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect((await readdir(join(root, 'dist'))).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('leaves binary files and files that would not shrink alone', async () => {
    await writeFile(
      join(root, 'dist', 'assets', 'logo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
    await writeFile(join(root, 'dist', 'assets', 'tiny.css'), 'a{}');

    await runAfterBuild();

    expect((await readdir(join(root, 'dist', 'assets'))).sort()).toEqual(['logo.png', 'tiny.css']);
  });

  it('only runs for builds', () => {
    expect(precompress().apply).toBe('build');
  });
});
