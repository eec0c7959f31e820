// 专家库: categories and the filtered expert list.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { PUBLIC_LIST_RATE } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { listExpertCategories, listExperts } from './service.js';

export function registerExpertRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(app, calls.expert_manage_first, ({ body }) =>
    cache.get(calls.expert_manage_first.name, body, ['expert'], () => listExpertCategories(db)),
  );
  registerCall(
    app,
    calls.expert_manage_list,
    ({ body }) =>
      cache.get(calls.expert_manage_list.name, body, ['expert'], () => listExperts(db, body)),
    { rateLimit: PUBLIC_LIST_RATE },
  );
}
