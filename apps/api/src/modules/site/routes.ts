// Site-wide settings: the footer, the carousel, the extra enterprise count.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getSiteConfig } from './service.js';

export function registerSiteRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  registerCall(app, calls.pcconfig, () => getSiteConfig(db));
}
