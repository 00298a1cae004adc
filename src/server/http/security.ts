import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers, with a CSP the built client satisfies (no inline or remote scripts). */
/** HSTS and upgrade-insecure-requests only when the site is served over HTTPS in production. */
export async function registerSecurity(app: FastifyInstance, options: { production: boolean; siteUrl: string }): Promise<void> {
  const strictHttps = options.production && options.siteUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(strictHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: strictHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Only JSON bodies are accepted, so a cross-site HTML form (text/plain, multipart or
  // urlencoded) can never reach a mutation: Fastify answers 415 before any handler runs.
  app.removeContentTypeParser('text/plain');
}
