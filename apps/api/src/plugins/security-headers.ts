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
  // Same reason: HSTS belongs to the TLS terminator, not to an app that may run on plain http.
  strictTransportSecurity: false,
};

/** The headers helmet sets for these options, collected from one run of its middleware. */
export function securityHeaders(): Record<string, string> {
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
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
