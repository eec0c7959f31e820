import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialJsBudget, measureInitialJs } from '../src/initial-js';

let root: string;
const dist = () => join(root, 'dist');

/** Incompressible-ish filler, so gzip sizes grow with the byte count. */
const filler = (bytes: number, seed: number) =>
  Array.from({ length: bytes }, (_, index) =>
    String.fromCharCode(33 + ((index * 7919 + seed * 104_729) % 89)),
  ).join('');

async function writeAsset(name: string, code: string): Promise<void> {
  await writeFile(join(dist(), 'assets', name), code);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'initial-js-'));
  await mkdir(join(dist(), 'assets'), { recursive: true });
  await writeFile(
    join(dist(), 'index.html'),
    '<script type="module" crossorigin src="/pc/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/pc/assets/runtime-a.js">',
  );
  await writeAsset(
    'index-a.js',
    `import "./runtime-a.js";const f=()=>import("./footer-a.js");${filler(4000, 1)}`,
  );
  await writeAsset('runtime-a.js', filler(500, 2));
  await writeAsset('footer-a.js', filler(9000, 3));
  await writeAsset('home.route-a.js', `import{x}from"./shared-a.js";${filler(2000, 4)}`);
  await writeAsset('shared-a.js', filler(1000, 5));
  await writeAsset('other.route-a.js', filler(9000, 6));
  await writeFile(
    join(dist(), 'route-preloads.json'),
    JSON.stringify({
      routes: [
        { path: '/index', files: ['assets/home.route-a.js', 'assets/home-a.css'] },
        { path: '/other', files: ['assets/other.route-a.js'] },
      ],
    }),
  );
});
afterEach(() => rm(root, { recursive: true, force: true }));

const gzipOf = (code: string) => gzipSync(code, { level: 9 }).byteLength;

describe('measureInitialJs', () => {
  it("counts the entry, index.html's preloads, the route's preloads and their static imports, once each", () => {
    const { files, total } = measureInitialJs(dist(), { route: '/index' });
    expect(files.map((file) => file.file).sort()).toEqual([
      'home.route-a.js',
      'index-a.js',
      'runtime-a.js',
      'shared-a.js',
    ]);
    // Lazily imported chunks (the footer) and other routes' chunks are not part of the page's load.
    expect(total.gzip).toBe(files.reduce((sum, file) => sum + file.gzip, 0));
    const entryGzip = gzipOf(readFileSync(join(dist(), 'assets', 'index-a.js'), 'utf8'));
    expect(files.find((file) => file.file === 'index-a.js')?.gzip).toBe(entryGzip);
  });

  it('counts only the entry for an app without route preloads', () => {
    const { files } = measureInitialJs(dist());
    expect(files.map((file) => file.file).sort()).toEqual(['index-a.js', 'runtime-a.js']);
  });
});

/** Runs the plugin's hooks as Vite does after writing the build; returns what it reported. */
function runBudget(maxGzip: number): { info: string[]; error?: string } {
  const plugin = initialJsBudget({ route: '/index', maxGzip });
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root,
    build: { outDir: 'dist' },
  } as ResolvedConfig);
  const reported: { info: string[]; error?: string } = { info: [] };
  const context = {
    info: (message: string) => reported.info.push(message),
    error: (message: string) => {
      reported.error = message;
      throw new Error(message);
    },
  };
  try {
    (plugin.writeBundle as unknown as (this: typeof context) => void).call(context);
  } catch {
    // The error is what the build would fail with; kept in `reported`.
  }
  return reported;
}

describe('initialJsBudget', () => {
  it('fails the build when the initial JS is over budget, naming the largest file', () => {
    const { total } = measureInitialJs(dist(), { route: '/index' });
    const reported = runBudget(total.gzip - 1);
    expect(reported.error).toContain('/index 首屏 JS');
    expect(reported.error).toContain('超出预算');
    expect(reported.error).toMatch(/index-a\.js/);
  });

  it('passes at exactly the budget and reports the figure', () => {
    const { total } = measureInitialJs(dist(), { route: '/index' });
    const reported = runBudget(total.gzip);
    expect(reported.error).toBeUndefined();
    expect(reported.info.join()).toContain(`${(total.gzip / 1000).toFixed(1)} kB gzip`);
  });
});
