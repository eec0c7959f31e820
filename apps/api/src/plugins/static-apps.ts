// The built web apps: the portal at /pc/ and the data screen at /pc/dataPage/, both single-page
// apps in history mode, so any route that is not a file answers the app's index.html.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from './api-error.js';
import { sendError } from './error-handler.js';

const PORTAL_HOME = '/pc/index';
const DATA_SCREEN_HOME = '/pc/dataPage/page1';

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

/**
 * Serves one built app from `root` at the scope's prefix. A missing build (the app was not built
 * yet) is logged and skipped: the API itself keeps working.
 */
async function serveSpa(scope: FastifyInstance, root: string, label: string, log: FastifyBaseLogger): Promise<void> {
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
  scope.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed file is a stale chunk: a real 404 lets the app report a loading error
    // instead of trying to run index.html as JavaScript.
    if (!isPage || request.url.includes('/assets/')) return sendError(reply, ApiError.notFound('页面不存在'));
    return reply.sendFile('index.html', root);
  });
}

export async function registerStaticApps(
  app: FastifyInstance,
  config: Pick<Config, 'portalDist' | 'dataScreenDist'>,
): Promise<void> {
  app.get('/', hide, redirectTo(PORTAL_HOME));

  await app.register(
    async (portal) => {
      // Only the reply.sendFile decorator, with the same headers and precompression, for the
      // index.html fallbacks of both apps.
      await portal.register(fastifyStatic, { serve: false, preCompressed: true, setHeaders: setCacheHeaders });
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
}
