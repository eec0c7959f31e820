// Every /api call names its client app: `Authorization: Basic base64(id:secret)` (design §2).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { HEALTH_PATH } from './health.js';
import { CALENDAR_FEED_PREFIX } from '../modules/message/calendar-feed.js';
import { DOCS_PREFIX } from './openapi.js';
import { PUBLIC_FILES_PREFIX } from './public-files.js';

/** Where OAuth providers send the browser back (modules/account: /api/oauth/wechat/callback). */
export const OAUTH_CALLBACK_PREFIX = '/api/oauth';

/**
 * Routes a browser opens by itself, which cannot carry the header: the API docs (a person reads
 * them; "Try it out" asks for the client credentials) and the public images an <img> loads.
 * Also the health check: load balancers and orchestrators probe it with a bare GET and hold no
 * client secret, and it reveals nothing but up or down. And the calendar feeds, which calendar
 * apps fetch with nothing but the URL (its token is the secret).
 * And the OAuth callbacks: the provider (WeChat) sends the member's browser there by a redirect,
 * which carries no header; the callback trusts only its single-use state and the browser's session.
 * Matched on the route that was found, not the raw URL, so `/api/docs/../x` cannot slip past.
 */
const EXEMPT_ROUTE_PREFIXES = [
  DOCS_PREFIX,
  PUBLIC_FILES_PREFIX,
  HEALTH_PATH,
  CALENDAR_FEED_PREFIX,
  OAUTH_CALLBACK_PREFIX,
];

function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
}

function isExempt(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    route !== undefined &&
    EXEMPT_ROUTE_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))
  );
}

/** Hashing first makes the comparison constant-time whatever the lengths. */
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The client id, when the header names a configured client with its secret. */
export function authenticateClient(
  header: string | undefined,
  clients: ReadonlyMap<string, string>,
): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const id = decoded.slice(0, colon);
  const expected = clients.get(id);
  if (expected === undefined) return undefined;
  return timingSafeEqual(digest(decoded.slice(colon + 1)), digest(expected)) ? id : undefined;
}

/**
 * Headers already accepted, so the busy path skips base64 and two SHA-256 per request. Only
 * accepted headers are kept (a stranger cannot grow it), and there are as many as clients.
 */
const MAX_REMEMBERED_HEADERS = 64;

export function registerClientAuth(
  app: FastifyInstance,
  clients: ReadonlyMap<string, string>,
): void {
  const accepted = new Set<string>();
  // onRequest also runs for unknown /api paths: without credentials they answer 401, not 404,
  // so the route map is not revealed to strangers.
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || isExempt(request)) return;
    const header = request.headers.authorization;
    if (header !== undefined && accepted.has(header)) return;
    if (authenticateClient(header, clients) === undefined) throw ApiError.clientRejected();
    if (accepted.size < MAX_REMEMBERED_HEADERS) accepted.add(header!);
  });
}
