// The built web apps: the portal at /pc/ and the data screen at /pc/dataPage/, both single-page
// apps in history mode: a path that is not a file answers the app's index.html — with 200 for
// a route of the app's router (routes.json, written by the build) and 404 for any other path,
// so a link checker or a search engine sees a real 404 while the app shows its 404 page.
// A route's page gets its split chunks modulepreloaded (route-preloads.json, written by the build).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from './api-error.js';
import { sendError } from './error-handler.js';
import { consoleSecurityHeaders } from './security-headers.js';

const PORTAL_HOME = '/pc/index';
const DATA_SCREEN_HOME = '/pc/dataPage/page1';
const CONSOLE_HOME = '/console/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Vite names every file under assets/ by its content hash, so a browser may keep it forever;
 * index.html names the current ones and must be checked on every visit.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (basename(dirname(file)) === 'assets') reply.header('cache-control', IMMUTABLE);
  else if (file.endsWith('.html')) reply.header('cache-control', REVALIDATE);
}

const hide = { schema: { hide: true } };

/** Keeps the query string, so a shared link with parameters survives the redirect. */
function redirectTo(target: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(query === -1 ? target : target + request.url.slice(query));
  };
}

/** Written by the apps' builds (@qyfw/vite-config's routeManifest) beside index.html. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One segment of a TanStack Router path as a regular expression (after its '/'). */
function segmentPattern(segment: string): string {
  // `$id`, or `{$id}` with a literal prefix or suffix (`post-{$id}.html`).
  if (/^\$[^/]+$/.test(segment)) return '[^/]+';
  return segment
    .split(/(\{\$[^}]+\})/)
    .map((part) => (/^\{\$[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
}

/**
 * Whether a path (under the app's base, query removed) is one of the router's routes. Matched as
 * TanStack Router does by default: case-insensitive, a trailing slash ignored.
 */
export function routeMatcher(routes: readonly string[]): (path: string) => boolean {
  const patterns = routes.map((route) => {
    const segments = route.split('/').filter(Boolean);
    const body = segments
      .map((segment) => {
        if (segment === '$') return '(?:/.*)?'; // splat: the rest of the path, if any
        if (/^\{-\$[^}]+\}$/.test(segment)) return '(?:/[^/]+)?'; // optional parameter
        return `/${segmentPattern(segment)}`;
      })
      .join('');
    return new RegExp(`^${body}/?$`, 'i');
  });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** Written by the portal's build (apps/portal/route-preloads.ts) beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreloads {
  /** Paths under the app's base in the router's syntax; files relative to the build directory. */
  routes: { path: string; files: string[] }[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with the given files preloaded at the end of its head: a route's split chunks start
 * downloading alongside the entry rather than once the entry has run and the router asks for
 * them. CSS is only preloaded: the app still inserts the stylesheet itself, in its order. Both
 * carry `crossorigin`, as the app's own requests for them do, or the browser would fetch twice.
 */
export function withPreloads(html: string, base: string, files: readonly string[]): string {
  const links = files
    .map((file) => {
      const href = escapeAttribute(base + file);
      return file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`;
    })
    .join('\n    ');
  const head = html.indexOf('</head>');
  if (head === -1 || links === '') return html;
  return `${html.slice(0, head)}  ${links}\n  ${html.slice(head)}`;
}

interface PreloadedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The pages with preloads, built once per build of the app (index.html's modification time and
 * size), so a rebuilt app is never answered stale; undefined for a path whose route has nothing
 * to preload (or a build without route-preloads.json), which is sent as the file itself.
 */
function preloadedPages(root: string, base: string) {
  let stamp = '';
  let routes: { matches: (path: string) => boolean; files: string[] }[] = [];
  let pages = new Map<string, PreloadedPage>();
  return async (path: string): Promise<PreloadedPage | undefined> => {
    const index = await stat(join(root, 'index.html'));
    const current = `${index.mtimeMs}:${index.size}`;
    if (current !== stamp) {
      const file = join(root, ROUTE_PRELOADS_FILE);
      const list = existsSync(file)
        ? (JSON.parse(await readFile(file, 'utf8')) as RoutePreloads).routes
        : [];
      routes = list.map((route) => ({ matches: routeMatcher([route.path]), files: route.files }));
      pages = new Map();
      stamp = current;
    }
    const route = routes.find((candidate) => candidate.matches(path));
    if (!route) return undefined;
    const key = route.files.join('\n');
    let page = pages.get(key);
    if (!page) {
      const html = withPreloads(
        await readFile(join(root, 'index.html'), 'utf8'),
        base,
        route.files,
      );
      const body = Buffer.from(html);
      page = {
        body,
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      };
      pages.set(key, page);
    }
    return page;
  };
}

/** A page from preloadedPages, compressed as the browser accepts and revalidated by its ETag. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreloadedPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip]
      : [undefined, page.body];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/** The app's route list, or undefined (every path is a page, as before) for a build without one. */
function readRoutes(
  root: string,
  label: string,
  log: FastifyBaseLogger,
): ((path: string) => boolean) | undefined {
  const file = join(root, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) {
    log.warn(
      { file },
      `${label}的构建中没有路由表（${ROUTE_MANIFEST_FILE}），未知地址也将返回 200`,
    );
    return undefined;
  }
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: string[] };
  return routeMatcher(routes);
}

/**
 * Serves one built app from `root` at the scope's prefix. A missing build (the app was not built
 * yet) is logged and skipped: the API itself keeps working.
 */
async function serveSpa(
  scope: FastifyInstance,
  root: string,
  label: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) {
    log.warn({ root }, `${label}尚未构建（${root} 下没有 index.html），暂不提供该页面`);
    return;
  }
  await scope.register(fastifyStatic, {
    root,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  const isRoute = readRoutes(root, label, log);
  const preloaded = preloadedPages(root, `${scope.prefix}/`);
  /** A page of the app: index.html (with its route's preloads), or the app's 404 page. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!.slice(scope.prefix.length) || '/';
    if (!isRoute || isRoute(path)) {
      const page = await preloaded(path);
      return page ? sendPage(request, reply, page) : reply.sendFile('index.html', root);
    }
    // No route of the app: the same page, which renders the app's own 404 screen, with the
    // status a crawler reads. Read per request, so a rebuilt app is never answered stale.
    const page = await readFile(join(root, 'index.html'));
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(page);
  };
  // The app's own root (/console/): with `index: false` the static handler would answer the
  // directory itself with 403 to a client that sends no Accept-Encoding (curl, some proxies);
  // the portal and the data screen redirect their roots before this and keep that.
  // (hasRoute takes the full path: the prefix is not applied to it.)
  if (!scope.hasRoute({ method: 'GET', url: `${scope.prefix}/` })) {
    // 'slash': /console itself is the app-level redirect to /console/.
    scope.get('/', { ...hide, prefixTrailingSlash: 'slash' }, answerPage);
  }
  scope.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed file is a stale chunk: a real 404 lets the app report a loading error
    // instead of trying to run index.html as JavaScript.
    if (!isPage || request.url.includes('/assets/'))
      return sendError(reply, ApiError.notFound('页面不存在'));
    return answerPage(request, reply);
  });
}

export async function registerStaticApps(
  app: FastifyInstance,
  config: Pick<Config, 'portalDist' | 'dataScreenDist' | 'consoleDist'>,
): Promise<void> {
  app.get('/', hide, redirectTo(PORTAL_HOME));

  await app.register(
    async (portal) => {
      // Only the reply.sendFile decorator, with the same headers and precompression, for the
      // index.html fallbacks of both apps.
      await portal.register(fastifyStatic, {
        serve: false,
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
      // '/' under the prefix answers both /pc and /pc/.
      portal.get('/', hide, redirectTo(PORTAL_HOME));
      await serveSpa(portal, config.portalDist, '门户前端', app.log);

      await portal.register(
        async (dataScreen) => {
          dataScreen.get('/', hide, redirectTo(DATA_SCREEN_HOME));
          await serveSpa(dataScreen, config.dataScreenDist, '数据大屏前端', app.log);
        },
        { prefix: '/dataPage' },
      );
    },
    { prefix: '/pc' },
  );

  // The operator console (apps/console), with its own stricter CSP (consoleSecurityHeaders).
  app.get('/console', hide, redirectTo(CONSOLE_HOME));
  await app.register(
    async (consoleApp) => {
      const headers = consoleSecurityHeaders();
      consoleApp.addHook('onRequest', async (_request, reply) => {
        reply.headers(headers);
      });
      await consoleApp.register(fastifyStatic, {
        serve: false,
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
      await serveSpa(consoleApp, config.consoleDist, '管理后台前端', app.log);
    },
    { prefix: '/console' },
  );
}
