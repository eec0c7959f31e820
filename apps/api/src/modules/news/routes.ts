// 政策资讯: the paged information list and one information article; 最新动态 (trends) likewise.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { PUBLIC_LIST_RATE } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getInformationArticle, listInformation } from './service.js';
import { getTrend, listTrends } from './trends.js';

export function registerNewsRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(
    app,
    calls.get_information,
    ({ body }) =>
      // 正在申报 depends on today too: the cache's TTL (30 s) is far shorter than a day.
      cache.get(calls.get_information.name, body, ['information', 'policy'], () =>
        listInformation(db, body, now()),
      ),
    { rateLimit: PUBLIC_LIST_RATE },
  );
  // Not cached: one primary-key lookup, and entries per id (a crawler walks them all) would push
  // the home page's lists out of the bounded cache.
  registerCall(app, calls.information_detail, ({ body }) => getInformationArticle(db, body.id));
  registerCall(
    app,
    calls.trends_list,
    ({ body }) => cache.get(calls.trends_list.name, body, ['news'], () => listTrends(db, body)),
    { rateLimit: PUBLIC_LIST_RATE },
  );
  // Not cached, like information_detail.
  registerCall(app, calls.trends_detail, ({ body }) => getTrend(db, body.id));
}
