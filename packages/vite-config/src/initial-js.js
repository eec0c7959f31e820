// @ts-check
// Plain JavaScript (typed with JSDoc, checked by tsc), like the other plugins here: Vite loads its
// config through Node. Used by the portal's build (the size budget) and by `pnpm bench:web`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** `import … from "./x.js"` and bare `import "./x.js"` at chunk level (not dynamic import()). */
const STATIC_IMPORT =
  /(?:^|[;}\s])import\s*(?:[\w${},\s*]+\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

/** @param {string} code */
function staticImportsOf(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

/** @param {Buffer} buffer */
function sizesOf(buffer) {
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).byteLength,
  };
}

/**
 * The JS files of a route in dist/route-preloads.json (the portal's routePreloads plugin): what
 * the server modulepreloads in the index.html it answers for that address.
 *
 * @param {string} distDir
 * @param {string} route the path in the router's syntax under the app's base, e.g. `/index`
 */
function routePreloadsOf(distDir, route) {
  /** @type {{ routes: { path: string; files: string[] }[] }} */
  const manifest = JSON.parse(readFileSync(join(distDir, 'route-preloads.json'), 'utf8'));
  const entry = manifest.routes.find((candidate) => candidate.path === route);
  // A route whose code is all in the entry has no line: nothing more to load.
  return (entry?.files ?? []).filter((file) => file.endsWith('.js'));
}

/**
 * What a first visit to a page downloads and runs before it shows (docs/quality.md, "initial
 * JS"): the entry script and the chunks index.html modulepreloads, the chunks the server
 * modulepreloads for the page's route (route-preloads.json), and every chunk those import
 * statically. Each counted once, raw, gzip -9 and brotli (max). Chunks a page imports lazily
 * (below the fold, the footer, dialogs) are not counted: nothing waits for them.
 *
 * @param {string} distDir
 * @param {{ route?: string | null }} [options] `route`: null for an app without route preloads
 *   (the data screen, whose first page is in its entry)
 */
export function measureInitialJs(distDir, { route = null } = {}) {
  const assetsDir = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="[^"]*\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="[^"]*\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  if (fromHtml.length === 0) throw new Error('dist/index.html 中没有入口脚本');

  /** @type {Map<string, { file: string; reason: string; raw: number; gzip: number; brotli: number }>} */
  const files = new Map();
  /** @param {string} file @param {string} reason */
  const visit = (file, reason) => {
    if (files.has(file)) return;
    const buffer = readFileSync(join(assetsDir, file));
    files.set(file, { file, reason, ...sizesOf(buffer) });
    for (const imported of staticImportsOf(buffer.toString('utf8')))
      visit(imported, `${reason} → 静态导入`);
  };
  for (const file of fromHtml) visit(file, 'index.html');
  if (route) {
    for (const file of routePreloadsOf(distDir, route))
      visit(file.replace(/^assets\//, ''), `路由预加载 ${route}`);
  }

  const list = [...files.values()];
  const total = list.reduce(
    (sum, entry) => ({
      raw: sum.raw + entry.raw,
      gzip: sum.gzip + entry.gzip,
      brotli: sum.brotli + entry.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  return { files: list, total };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Fails the build when a page's initial JS (measureInitialJs) is over its gzip budget, naming
 * the largest files — so a route that pulls shared code into the entry fails `pnpm test` (the
 * build is part of it), not a later benchmark. Bytes are deterministic: no flaky timing.
 *
 * @param {{ route: string; maxGzip: number }} options
 * @returns {import('vite').Plugin}
 */
export function initialJsBudget({ route, maxGzip }) {
  let outDir = '';
  return {
    name: 'qyfw:initial-js-budget',
    apply: 'build',
    /** @param {import('vite').ResolvedConfig} config */
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the write: index.html and route-preloads.json are on disk by then.
    writeBundle() {
      const { files, total } = measureInitialJs(outDir, { route });
      const summary = `${route} 首屏 JS ${kb(total.gzip)} gzip（预算 ${kb(maxGzip)}，${files.length} 个文件）`;
      if (total.gzip <= maxGzip) {
        this.info(summary);
        return;
      }
      const largest = [...files]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 5)
        .map((file) => `  ${file.file} ${kb(file.gzip)}（${file.reason}）`)
        .join('\n');
      this.error(
        `${summary}超出预算。最大的文件：\n${largest}\n` +
          '路由的组件与 loader 应在拆分出的代码块里；入口只放匹配地址所需的部分（docs/architecture.md）。',
      );
    },
  };
}
