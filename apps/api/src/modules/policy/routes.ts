// Newest policies (award lists by level), the announcement tabs of the home page and one
// announcement.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { PUBLIC_LIST_RATE } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getBulletin, getNewestPolicyGroups, listBulletins } from './service.js';

export function registerPolicyRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(app, calls.get_policynew, ({ body }) =>
    cache.get(calls.get_policynew.name, body, ['award'], () =>
      getNewestPolicyGroups(db, body.level),
    ),
  );
  // 正在申报 depends on today's date too; the cache's TTL is far shorter than a day, so an
  // answer cached just before midnight is at most 30 s late in dropping a closed notice.
  registerCall(
    app,
    calls.bulletin_list,
    ({ body }) =>
      cache.get(calls.bulletin_list.name, body, ['bulletin'], () => listBulletins(db, body, now())),
    { rateLimit: PUBLIC_LIST_RATE },
  );
  // Not cached, like information_detail: one primary-key lookup per request.
  registerCall(app, calls.bulletin_detail, ({ body }) => getBulletin(db, body.id));
}
