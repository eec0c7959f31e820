// Pages on other origins (CORS_ORIGINS) may call the API through the SDK. Registered before
// client authentication: a browser's preflight (OPTIONS) never carries the Authorization header,
// so it must be answered before client-auth would refuse it with 401. Without CORS_ORIGINS
// nothing is registered and answers carry no CORS headers (same-origin only, as before).
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

/** What the SDK sends: client credentials, the session token, JSON, and a request id. */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'token',
  'content-type',
  'accept',
  REQUEST_ID_HEADER,
];

/** Browsers may cache a preflight this long (seconds): one per call and page load at most. */
const PREFLIGHT_MAX_AGE_S = 600;

export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    // Exact origins only (an array of strings is matched by equality), never a pattern.
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: [REQUEST_ID_HEADER],
    // No cookies cross origins: the token travels in its own header.
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
}
