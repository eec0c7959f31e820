// 人才库: talent types and the talent list.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { PUBLIC_LIST_RATE } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { listTalents, listTalentTypes } from './service.js';

export function registerTalentRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(
    app,
    calls.talent_manage_list,
    ({ body }) =>
      cache.get(calls.talent_manage_list.name, body, ['talent'], () => listTalents(db, body)),
    { rateLimit: PUBLIC_LIST_RATE },
  );
  registerCall(app, calls.talent_type_list, ({ body }) =>
    cache.get(calls.talent_type_list.name, body, ['talent'], () => listTalentTypes(db)),
  );
}
