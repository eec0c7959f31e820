// 惠企服务: services, their types and the service-system strip.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { PUBLIC_LIST_RATE } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { listServices, listServiceSystem, listServiceTypes } from './service.js';

export function registerServiceRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(
    app,
    calls.service_manage,
    ({ body }) =>
      cache.get(calls.service_manage.name, body, ['service'], () => listServices(db, body)),
    { rateLimit: PUBLIC_LIST_RATE },
  );
  registerCall(app, calls.service_type_list, ({ body }) =>
    cache.get(calls.service_type_list.name, body, ['service'], () => listServiceTypes(db)),
  );
  registerCall(
    app,
    calls.fwystem,
    ({ body }) =>
      cache.get(calls.fwystem.name, body, ['serviceSystem'], () => listServiceSystem(db, body)),
    { rateLimit: PUBLIC_LIST_RATE },
  );
}
