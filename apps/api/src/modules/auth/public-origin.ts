// The site's address as the user reached it, for links the server hands out (the QR login page).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';

/** A host name or IPv4/IPv6 literal with an optional port; anything else is not put in a link. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * PUBLIC_ORIGIN when configured; else the request's Host, with the scheme a TLS proxy reports in
 * X-Forwarded-Proto (only http or https is taken: the value merely chooses the link's scheme,
 * for the requester's own QR code).
 */
export function publicOriginOf(request: FastifyRequest, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  const forwarded = request.headers['x-forwarded-proto'];
  const firstForwarded =
    typeof forwarded === 'string' ? forwarded.split(',', 1)[0]!.trim().toLowerCase() : '';
  const protocol =
    firstForwarded === 'https' || firstForwarded === 'http' ? firstForwarded : request.protocol;
  const host = request.host;
  if (!HOST.test(host)) throw ApiError.badRequest('请求的 Host 无效');
  return `${protocol}://${host}`;
}
