import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…) on every response.
 * The middleware is built once here; @fastify/helmet rebuilt it (and re-parsed the CSP) per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
