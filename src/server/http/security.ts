import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { guardTrpcRoutes } from './trpc-route-guards.js';

/**
 * The headers helmet sets for this configuration. @fastify/helmet rebuilds its middleware on
 * every request (about half the CPU of a small JSON response), and the headers never vary, so
 * helmet runs once here, on a throwaway instance, and every response gets the result.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) => (own.has(name) || value === undefined ? [] : [[name, String(value)]])),
  );
}

export interface SecurityOptions {
  production: boolean;
  siteUrl: string;
}

/**
 * The security headers of every response, with a CSP the built client satisfies (no inline or
 * remote scripts). HSTS and upgrade-insecure-requests only when the site is served over HTTPS
 * in production.
 */
export async function securityHeaders(options: SecurityOptions): Promise<Record<string, string>> {
  const strictHttps = options.production && options.siteUrl.startsWith('https://');
  return helmetHeaders({
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
}

/** Must run before any route is added (the tRPC guard hooks routes as they are registered). */
export function registerSecurity(app: FastifyInstance, headers: Record<string, string>): void {
  // onRequest, so 404s, 415s and errors raised before a handler carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Only JSON bodies are accepted, so a cross-site HTML form (text/plain, multipart or
  // urlencoded) can never reach a mutation: Fastify answers 415 before any handler runs, and
  // the tRPC routes, which bring their own multipart parser, are guarded the same way.
  app.removeContentTypeParser('text/plain');
  guardTrpcRoutes(app);
}
