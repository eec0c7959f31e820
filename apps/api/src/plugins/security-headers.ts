// Security headers on every answer (helmet), with a content security policy the built apps and
// the API docs run under: everything from this origin, nothing inline except styles.
//
// The policy has no per-request parts (no nonces), so helmet runs once at start-up and its
// headers are replayed on each answer. @fastify/helmet builds helmet's middleware anew on every
// request, which cost about 30 % of the throughput of the busiest calls (measured by bench:api).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const helmetOptions: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // antd 6 styles components with CSS-in-JS: <style> elements written at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for generated QR codes and inlined icons, blob: for exported files and previews.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // No upgrade-insecure-requests: the product is also served over plain http (localhost,
      // intranets); a TLS proxy in front adds it where it applies.
    },
  },
  // Sent only when the site is served over https (below): on plain http it is ignored at best.
  strictTransportSecurity: false,
};

/**
 * Browser features no page of the portal, the data screen or the API docs uses (checked: no
 * camera for the QR page, which only shows a code; no location, payment or devices), so a
 * script that got in anyway cannot ask for them. fullscreen stays for the data screen's wall
 * displays.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Six months, subdomains too: what browsers remember once the site was reached over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The site's public address (PUBLIC_ORIGIN): HSTS is sent only when it is https. */
  readonly publicOrigin?: string | undefined;
}

/**
 * The headers of every answer: helmet's for these options (collected from one run of its
 * middleware), the permissions policy, and HSTS when the site is public over https.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // Never over plain http (localhost, an intranet without TLS): a browser would then refuse
  // the site's http address for half a year.
  if (options.publicOrigin?.startsWith('https://'))
    headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/**
 * The console's headers: the site's, with a stricter CSP. Staff pages change other people's
 * records, so: no framing at all (clickjacking an approval), no blob: images or fonts from data:
 * (it shows no user files inline and brings its fonts from 'self'), no plugins, forms only to
 * itself. Styles may be inline, as on the portal: antd positions popups with style attributes
 * and writes the theme's CSS variables into a <style> element (without them every field and
 * button of the console drew unstyled); inline scripts stay refused.
 */
export function consoleSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
