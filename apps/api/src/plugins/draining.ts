// Graceful shutdown: app.close() (server.ts, on SIGTERM/SIGINT) stops accepting connections and
// waits for the requests in flight. A request that still arrives on a kept-alive connection while
// draining gets a Chinese 503 in the envelope instead of Fastify's English one, so a load
// balancer retries it elsewhere and the portal shows something readable.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

export const DRAINING_MSG = '服务正在重启，请稍后再试';

export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    throw ApiError.unavailable(DRAINING_MSG);
  });
}
