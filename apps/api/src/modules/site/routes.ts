// Site-wide settings: the footer, the carousel, the extra enterprise count.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getSiteConfig } from './service.js';

export function registerSiteRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const cache = contentCacheOf(db);
  // Every page of the portal asks for it (footer, carousel); a query each time was the mix's
  // most expensive public call. An operator's edit shows within the cache's TTL.
  registerCall(app, calls.pcconfig, ({ body }) =>
    cache.get(calls.pcconfig.name, body, ['site'], () => getSiteConfig(db)),
  );
}
