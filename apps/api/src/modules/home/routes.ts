// The home page's aggregate: counters, newest news and policy knowledge.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import type { ContentArea } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getHomeData } from './service.js';

/** Everything `index` reads ('site': enterprise_total adds the configured yrzqys_count). */
const HOME_AREAS: readonly ContentArea[] = [
  'site',
  'enterprise',
  'ip',
  'expert',
  'talent',
  'policy',
  'service',
  'appeal',
  'news',
  'knowledge',
];

export function registerHomeRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(app, calls.index, ({ body }) =>
    cache.get(calls.index.name, body, HOME_AREAS, () => getHomeData(db)),
  );
}
