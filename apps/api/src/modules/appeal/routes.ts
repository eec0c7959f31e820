// 企业诉求: the home page's appeal statistics.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getAppealStatistics } from './service.js';

export function registerAppealRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(app, calls.appeal_statistics, ({ body }) =>
    cache.get(calls.appeal_statistics.name, body, ['appeal'], () => getAppealStatistics(db)),
  );
}
