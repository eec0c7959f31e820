// Every area's routes. A new module adds its register function here.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './module-deps.js';
import { registerSiteRoutes } from './site/routes.js';

export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerSiteRoutes(app, deps);
}
