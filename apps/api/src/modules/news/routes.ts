// 政策资讯: the paged information list.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { listInformation } from './service.js';

export function registerNewsRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  registerCall(app, calls.get_information, ({ body }) =>
    cache.get(calls.get_information.name, body, ['information'], () => listInformation(db, body)),
  );
}
