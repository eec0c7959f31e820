// A request id on every request: in each log line of it (Fastify's reqId), in the x-request-id
// answer header, and in the body of server-error answers, so a user's report finds the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be reused: short and free of anything a log could misread. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the id a proxy in front already gave the request (so both logs line up),
 * else a fresh UUID.
 */
export function generateRequestId(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  // onRequest runs before every other hook, so even an answer refused early carries the id.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
