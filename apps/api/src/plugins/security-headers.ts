// Security headers on every answer (helmet), with a content security policy the built apps and
// the API docs run under: everything from this origin, nothing inline except styles.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
