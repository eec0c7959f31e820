// The built portal and data screen: redirects, history fallback, caching, precompression.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/databases.js';
import type { TestDatabase } from './helpers/databases.js';

const PORTAL_SCRIPT = 'console.log("portal")';

interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * A fake build with the shape Vite writes: index.html, hashed files under assets/, routes.json and
 * (the portal's) route-preloads.json.
 */
function fakeBuild(
  dir: string,
  marker: string,
  routes?: readonly string[],
  preloads?: readonly RoutePreload[],
): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><title>${marker}</title>` +
      `<script type="module" crossorigin src="/pc/assets/index-3f9a1c.js"></script></head>` +
      `<body><div id="root">${marker}</div></body></html>`,
  );
  if (preloads)
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify({ routes: preloads }));
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), PORTAL_SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(PORTAL_SCRIPT));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (routes) writeFileSync(join(dir, 'routes.json'), JSON.stringify({ routes }));
}

/** What the portal's and data screen's builds list (routeManifest), plus the router's syntax for parameters. */
const PORTAL_ROUTES = [
  '/',
  '/index',
  '/login',
  '/m/scan',
  '/policyDetail/$id',
  '/personalcenter/basics',
  '/files/$',
  '/news/{-$page}',
];
const DATA_SCREEN_ROUTES = ['/', '/page1', '/page2'];
/** What the portal's build lists for its routes' split chunks (apps/portal/route-preloads.ts). */
const PORTAL_PRELOADS: RoutePreload[] = [
  { path: '/index', files: ['assets/home.route-a1b2.js', 'assets/home-c3d4.css'] },
  {
    path: '/policyDetail/$id',
    files: ['assets/policy-detail.route-e5f6.js', 'assets/SizeContext-0a9b.js'],
  },
];

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let root: string;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  root = mkdtempSync(join(tmpdir(), 'qyfw-static-'));
  fakeBuild(join(root, 'portal'), 'portal-index', PORTAL_ROUTES, PORTAL_PRELOADS);
  fakeBuild(join(root, 'data-screen'), 'data-screen-index', DATA_SCREEN_ROUTES);
  // A build from before routes.json existed.
  fakeBuild(join(root, 'portal-without-routes'), 'portal-index');
  writeFileSync(join(root, 'secret.txt'), 'top secret');
});
afterAll(async () => {
  await db.dispose();
  rmSync(root, { recursive: true, force: true });
});

async function appWith(
  database: TestDatabase,
  portal: string,
  dataScreen: string,
  consoleApp = 'missing-console',
) {
  // The console's own serving is console-static.test.ts's: here it is absent unless named, so
  // whether apps/console was built before this suite changes nothing.
  return buildTestApp(database, {
    PORTAL_DIST: join(root, portal),
    DATA_SCREEN_DIST: join(root, dataScreen),
    CONSOLE_DIST: join(root, consoleApp),
  });
}

describe('both apps built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await appWith(db, 'portal', 'data-screen'));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', '/pc/index'],
    ['/pc', '/pc/index'],
    ['/pc/', '/pc/index'],
    ['/?from=share', '/pc/index?from=share'],
    ['/pc/dataPage/', '/pc/dataPage/page1'],
  ])('redirects %s to %s', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/pc/index', '/pc/policyDetail/12?id=3', '/pc/personalcenter/basics'])(
    'answers the portal index.html for the route %s, never cached stale',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('portal-index');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/pc/m/scan',
    '/pc/index?from=share',
    '/pc/index/',
    '/pc/Index',
    '/pc/login',
    '/pc/files/a/b.pdf',
    '/pc/files',
    '/pc/news',
    '/pc/news/2',
  ])('answers 200 for %s, a route of the portal', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal-index');
  });

  it.each([
    '/pc/nonexistent',
    '/pc/index/extra',
    '/pc/policyDetail',
    '/pc/m',
    '/pc/news/2/3',
    '/pc/nonexistent?from=share',
  ])(
    'answers HTTP 404 with the portal page for %s, no route of the portal, so the app shows its 404 screen',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('portal-index');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    },
  );

  it('modulepreloads the split chunks of the route asked for, at the end of the head', async () => {
    const res = await get('/pc/policyDetail/12?id=3');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // After the entry script, so the entry is asked for first.
    expect(head).toMatch(
      /index-3f9a1c\.js"><\/script>\s*<link rel="modulepreload" crossorigin href="\/pc\/assets\/policy-detail\.route-e5f6\.js">\s*<link rel="modulepreload" crossorigin href="\/pc\/assets\/SizeContext-0a9b\.js">\s*$/,
    );
    expect(res.body).not.toContain('home.route');
    expect(res.body).toContain('portal-index');
  });

  it("preloads a route's CSS without applying it: the app inserts the stylesheet itself", async () => {
    const res = await get('/pc/Index/');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/pc/assets/home.route-a1b2.js">',
    );
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/pc/assets/home-c3d4.css">',
    );
    expect(res.body).not.toContain('rel="stylesheet"');
  });

  it.each(['/pc/login', '/pc/news/2'])(
    'sends %s, a route with nothing to preload, as the built index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('preload');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends no preloads with the 404 page', async () => {
    const res = await get('/pc/index/extra');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('preload');
  });

  it('compresses a page with preloads as the browser accepts, and revalidates it by its ETag', async () => {
    const plain = await get('/pc/index');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/pc/index', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/pc/index', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/pc/index', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another route's page is another document.
    expect((await get('/pc/policyDetail/1')).headers.etag).not.toBe(etag);
  });

  it('answers the data screen the same way: its two pages 200, any other path 404 with its page', async () => {
    for (const url of ['/pc/dataPage/page1', '/pc/dataPage/page2?theme=dark'])
      expect((await get(url)).statusCode).toBe(200);
    const unknown = await get('/pc/dataPage/page3');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('data-screen-index');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await get('/pc/assets/index-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(PORTAL_SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file to a browser that accepts brotli', async () => {
    const res = await get('/pc/assets/index-3f9a1c.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(PORTAL_SCRIPT))).toBe(true);
  });

  it('serves other files of the build', async () => {
    const res = await get('/pc/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a real 404 for a missing asset, so a stale chunk is not run as HTML', async () => {
    const res = await get('/pc/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '页面不存在' });
  });

  it('answers 404 to a POST under /pc/', async () => {
    const res = await app.inject({ method: 'POST', url: '/pc/index', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('serves the data screen with its own fallback', async () => {
    const page = await get('/pc/dataPage/page1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-screen-index');
    const asset = await get('/pc/dataPage/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it.each(['/pc/..%2fsecret.txt', '/pc/%2e%2e/secret.txt', '/pc/assets/..%2f..%2fsecret.txt'])(
    'does not serve files outside the build: %s',
    async (url) => {
      const res = await get(url);
      expect(res.body).not.toContain('top secret');
    },
  );

  it('sends the security headers with a CSP the single-page apps run under', async () => {
    const res = await get('/pc/index');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('apps not built yet', () => {
  it('starts anyway, logs a warning per missing app and keeps the API working', async () => {
    const { app, logs } = await appWith(db, 'missing-portal', 'missing-data-screen');
    try {
      const warnings = logs.filter((record) => record.level === 40).map((record) => record.msg);
      expect(warnings).toEqual([
        expect.stringContaining('门户前端尚未构建'),
        expect.stringContaining('数据大屏前端尚未构建'),
        expect.stringContaining('管理后台前端尚未构建'),
      ]);
      expect((await app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/pc/index');
      const page = await app.inject({ method: 'GET', url: '/pc/index' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ code: 404, msg: '页面不存在' });
    } finally {
      await app.close();
    }
  });

  it('answers every path of a build without routes.json with its page (200), as before, and says so in the log', async () => {
    const { app, logs } = await appWith(db, 'portal-without-routes', 'data-screen');
    try {
      expect(logs.some((record) => record.level === 40 && record.msg.includes('routes.json'))).toBe(
        true,
      );
      const res = await app.inject({ method: 'GET', url: '/pc/nonexistent' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('portal-index');
    } finally {
      await app.close();
    }
  });

  it('serves the portal when only the data screen is missing', async () => {
    const { app } = await appWith(db, 'portal', 'missing-data-screen');
    try {
      expect((await app.inject({ method: 'GET', url: '/pc/index' })).body).toContain(
        'portal-index',
      );
    } finally {
      await app.close();
    }
  });
});

describe('a portal rebuilt while the server runs', () => {
  it('preloads the new build’s chunks, never the old ones', async () => {
    const dir = join(root, 'portal-rebuilt');
    fakeBuild(dir, 'portal-old', PORTAL_ROUTES, [
      { path: '/index', files: ['assets/home.route-0ld0.js'] },
    ]);
    const { app } = await appWith(db, 'portal-rebuilt', 'data-screen');
    try {
      expect((await app.inject({ method: 'GET', url: '/pc/index' })).body).toContain(
        'home.route-0ld0.js',
      );
      // A longer marker: the new index.html differs in size even within the old one's mtime tick.
      fakeBuild(dir, 'portal-new-build', PORTAL_ROUTES, [
        { path: '/index', files: ['assets/home.route-ne11.js'] },
      ]);
      const res = await app.inject({ method: 'GET', url: '/pc/index' });
      expect(res.body).toContain('portal-new-build');
      expect(res.body).toContain('home.route-ne11.js');
      expect(res.body).not.toContain('home.route-0ld0.js');
    } finally {
      await app.close();
    }
  });
});
