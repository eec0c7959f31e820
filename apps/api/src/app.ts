// buildApp(config) assembles the server without listening: server.ts starts it, tests inject.
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { createDatabase } from './db/client.js';
import type { Database } from './db/client.js';
import { createLogger } from './logger.js';
import { registerModules } from './modules/index.js';
import { createMessageSender, createOutboxGateway } from './modules/auth/message-sender.js';
import type { MessageGateway } from './modules/auth/message-sender.js';
import { uploadStorageFor } from './modules/upload/storage.js';
import type { UploadStorage } from './modules/upload/storage.js';
import { registerClientAuth } from './plugins/client-auth.js';
import { registerCors } from './plugins/cors.js';
import { registerDraining } from './plugins/draining.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/error-handler.js';
import { registerHealth } from './plugins/health.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPublicFiles } from './plugins/public-files.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id.js';
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
  /** Delivers verification codes (an SMS provider, SMTP); when absent, the outbox table. */
  readonly messageSender?: MessageGateway;
  /** How long a client may take to send a whole request (REQUEST_TIMEOUT_MS); tests shorten it. */
  readonly requestTimeoutMs?: number;
  /**
   * Where uploaded files go (an S3-compatible store, a test's own); when absent, disk under
   * DATA_DIR/uploads, or memory when DATA_DIR is :memory:.
   */
  readonly uploadStorage?: UploadStorage;
}

/**
 * Every call's body is a small JSON object; the largest (bind_info) is well under 1 KB. 64 KB
 * leaves room for growth while refusing floods early (413 请求体过大).
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A client must have sent its whole request (headers and body) within this time, or it is
 * answered 408 and disconnected: a stalled or trickling client (slowloris) cannot hold a
 * connection open. Every body is under 64 KB, which any working connection sends in far less.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Node's server timeouts for a request timeout `ms`. Node checks its timeouts every
 * `connectionsCheckingInterval`, so a stalled client is closed at most `closedWithinMs` after
 * it connected (25 s by default).
 */
export function serverTimeouts(ms: number) {
  const connectionsCheckingInterval = Math.max(1, Math.round(ms / 4));
  return {
    requestTimeout: ms,
    // Headers alone may not take longer than the whole request.
    headersTimeout: ms,
    connectionsCheckingInterval,
    closedWithinMs: ms + connectionsCheckingInterval,
  };
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

  const timeouts = serverTimeouts(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify sets the server's requestTimeout from its own option (0, none, by default).
    requestTimeout: timeouts.requestTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    // An idle keep-alive connection stays Fastify's 72 s: longer than a proxy's usual upstream
    // idle time (nginx 60 s), so the proxy, not the app, closes it and never reuses a closed one.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    // registerDraining answers requests that arrive while closing, in Chinese and the envelope.
    return503OnClosing: false,
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  // Calls take JSON only; without the text parser a text/plain body is refused like bad JSON.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  // First of the hooks, so that every answer, even one refused early, names its request.
  registerRequestIdHeader(app);
  registerDraining(app);
  // Before client auth, so its 401 answers carry the security headers too.
  await registerSecurityHeaders(app, { publicOrigin: config.publicOrigin });
  // Before client auth: a CORS preflight carries no credentials and must not get 401.
  await registerCors(app, config.corsOrigins);
  registerClientAuth(app, config.apiClients);
  // Before the routes: it attaches each route's limit as the route is added.
  await registerRateLimit(app, { redisUrl: config.redisUrl });
  // Before any call, so the document sees every route registered after it.
  await registerOpenApi(app);
  await registerPublicFiles(app);
  registerHealth(app, database.db);
  registerSessions(app, { db: database.db, now });
  const messages = createMessageSender(
    deps.messageSender ?? createOutboxGateway(database.db, logger),
    logger,
  );
  // Before the database closes (that hook was added first, so it runs after this one).
  app.addHook('onClose', () => messages.settled());
  registerModules(app, {
    db: database.db,
    now,
    config,
    messages,
    uploadStorage: deps.uploadStorage ?? uploadStorageFor(config),
  });
  await registerStaticApps(app, config);
  return app;
}
