// What a first visit to /pc/index must download and run before the home page shows: the entry
// script and the chunks dist/index.html modulepreloads, plus the /index route's chunk and the
// chunks it imports statically. Each counted once, measured raw, gzip -9 and brotli (max).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** `import … from "./x.js"` and bare `import "./x.js"` at chunk level (not dynamic import()). */
const STATIC_IMPORT =
  /(?:^|[;}\s])import\s*(?:[\w${},\s*]+\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

function staticImportsOf(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

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
 * The route chunk of src/routes/home/home.route.tsx (route-map.ts): Vite names it after the file,
 * `home.route-<hash>.js`.
 */
const PORTAL_HOME_ROUTE_CHUNK = /^home\.route-[\w-]+\.js$/;

function routeChunkOf(assetsDir, pattern) {
  const candidates = readdirSync(assetsDir).filter((file) => pattern.test(file));
  if (candidates.length !== 1) {
    throw new Error(`找不到唯一的代码块（${pattern}），实际：${candidates.join(', ') || '无'}`);
  }
  return candidates[0];
}

/**
 * `routeChunk`: the pattern of the lazily split route chunk the first page needs as well (the
 * portal's /index); null for an app whose first page is in its entry (the data screen).
 * `extraChunks`: more lazily split chunks the page needs before it shows (its layout's chunk).
 */
export function measureInitialJs(
  distDir,
  { routeChunk = PORTAL_HOME_ROUTE_CHUNK, extraChunks = [] } = {},
) {
  const assetsDir = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="[^"]*\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="[^"]*\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  if (fromHtml.length === 0) throw new Error('dist/index.html 中没有入口脚本');

  const files = new Map();
  const visit = (file, reason) => {
    if (files.has(file)) return;
    const buffer = readFileSync(join(assetsDir, file));
    files.set(file, { file, reason, ...sizesOf(buffer) });
    for (const imported of staticImportsOf(buffer.toString('utf8')))
      visit(imported, `${reason} → 静态导入`);
  };
  for (const file of fromHtml) visit(file, 'index.html');
  for (const pattern of extraChunks) visit(routeChunkOf(assetsDir, pattern), '布局');
  if (routeChunk) visit(routeChunkOf(assetsDir, routeChunk), '路由');

  const list = [...files.values()];
  const total = list.reduce(
    (sum, entry) => ({
      raw: sum.raw + entry.raw,
      gzip: sum.gzip + entry.gzip,
      brotli: sum.brotli + entry.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  return { files: list.map((entry) => ({ ...entry, file: basename(entry.file) })), total };
}
