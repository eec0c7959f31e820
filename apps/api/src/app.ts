// buildApp(config) assembles the server without listening: server.ts starts it, tests inject.
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { createDatabase } from './db/client.js';
import type { Database } from './db/client.js';
import { createLogger } from './logger.js';
import { registerModules } from './modules/index.js';
import { registerClientAuth } from './plugins/client-auth.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPublicFiles } from './plugins/public-files.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessions } from './plugins/session.js';
import { registerStaticApps } from './plugins/static-apps.js';

export interface AppDeps {
  /** Migrated by the caller. When absent, one is opened from config, migrated, and closed with the app. */
  readonly database?: Database;
  /** When absent, a logger at config.logLevel writing to stdout. */
  readonly logger?: FastifyBaseLogger;
  /** The clock of everything that expires (sessions, codes, QR signs, lockouts); tests move it. */
  readonly now?: () => Date;
}

async function openMigrated(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await createDatabase(config, { log });
  await database.migrate();
  return database;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger = deps.logger ?? createLogger(config);
  const database = deps.database ?? (await openMigrated(config, logger));
  const now = deps.now ?? (() => new Date());

  const app = Fastify({ loggerInstance: logger });
  if (!deps.database) app.addHook('onClose', () => database.close());

  // Calls take JSON only; without the text parser a text/plain body is refused like bad JSON.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  // Before client auth, so its 401 answers carry the security headers too.
  await registerSecurityHeaders(app);
  registerClientAuth(app, config.apiClients);
  // Before any call, so the document sees every route registered after it.
  await registerOpenApi(app);
  await registerPublicFiles(app);
  registerSessions(app, { db: database.db, now });
  registerModules(app, { db: database.db, now });
  await registerStaticApps(app, config);
  return app;
}
