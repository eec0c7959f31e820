// Graceful shutdown: app.close() (server.ts, on SIGTERM/SIGINT) stops accepting connections and
// waits for the requests in flight. While draining:
// - a request that still arrives on an open keep-alive connection gets a Chinese 503 in the
//   envelope instead of Fastify's English one, so a load balancer retries it elsewhere;
// - every answer says `Connection: close`, so a kept-alive connection ends with its last answer
//   instead of holding the shutdown open until its keep-alive timeout.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

export const DRAINING_MSG = '服务正在重启，请稍后再试';

export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async () => {
    if (draining) throw ApiError.unavailable(DRAINING_MSG);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
