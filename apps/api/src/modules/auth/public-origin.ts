// The site's address for links the server hands out (the QR login code, calendar feed URLs).
// PUBLIC_ORIGIN says it, and production must set it (config.ts). Without it — a demo, a
// developer's machine — the request's Host is taken only when it names this machine itself, on
// the port the server listens on: a phone on the LAN can then scan a code for 192.168.x.y, while
// a stranger's `Host: evil.example` never ends up in a link given to someone else's eyes.
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { ApiError } from '../../plugins/api-error.js';

/** A host name or IPv4/IPv6 literal with an optional port; anything else is not put in a link. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export type OriginConfig = Pick<Config, 'publicOrigin' | 'port' | 'host'>;

/** IPv6 without brackets or zone, IPv4 without the ::ffff: prefix, names in lower case. */
function canonical(name: string): string {
  const bare = name
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  return bare.startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

/**
 * This machine's own names: localhost, loopback, its host name, every interface address, and the
 * address it was told to listen on. Read per call: interfaces come and go (Wi-Fi, VPN).
 */
function isOwnName(name: string, listenHost: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4 && name.startsWith('127.')) return true;
  if (name === '::1') return true;
  const machine = hostname().toLowerCase();
  if (name === machine || name === `${machine}.local`) return true;
  const listening = canonical(listenHost);
  if (listening !== '0.0.0.0' && listening !== '::' && name === listening) return true;
  return Object.values(networkInterfaces()).some((entries) =>
    (entries ?? []).some((entry) => canonical(entry.address) === name),
  );
}

/**
 * PUBLIC_ORIGIN when configured; else the request's Host if it is this machine on the
 * configured port (scheme as the request came: https only through a trusted proxy's
 * X-Forwarded-Proto), else http://localhost:PORT. A malformed Host is refused outright.
 */
export function publicOriginOf(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicOrigin !== undefined) return config.publicOrigin;
  const host = request.host;
  if (!HOST.test(host)) throw ApiError.badRequest('请求的 Host 无效');
  const fallback = `http://localhost:${config.port}`;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return fallback;
  }
  const port = url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port);
  if (port !== config.port || !isOwnName(canonical(url.hostname), config.host)) return fallback;
  return url.origin;
}
