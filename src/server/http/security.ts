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

/** Two header sets: pages (and the files the browser renders them from), and JSON answers. */
export interface SecurityHeaders {
  page: Record<string, string>;
  data: Record<string, string>;
}

/** What a JSON answer keeps of the page headers; the rest only matter to a rendered document. */
const DATA_HEADERS = ['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options', 'strict-transport-security'];

/**
 * The security headers, with a CSP the built client satisfies (no inline or remote scripts).
 * HSTS and upgrade-insecure-requests only when the site is served over HTTPS in production.
 * JSON answers (`/api`, `/trpc`, `/health`, `/ready`) are never rendered, so they get a CSP
 * that allows nothing and only the headers that protect data: under half the bytes on the
 * responses the app sends most.
 */
export async function securityHeaders(options: SecurityOptions): Promise<SecurityHeaders> {
  const strictHttps = options.production && options.siteUrl.startsWith('https://');
  const page = await helmetHeaders({
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
  const data: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of DATA_HEADERS) if (page[name] !== undefined) data[name] = page[name];
  return { page, data };
}

const DATA_PATH = /^\/(?:api|trpc)\/|^\/(?:health|ready)(?:\?|$)/;

/** Must run before any route is added (the tRPC guard hooks routes as they are registered). */
export function registerSecurity(app: FastifyInstance, headers: SecurityHeaders): void {
  // onRequest, so 404s, 415s and errors raised before a handler carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(DATA_PATH.test(request.url) ? headers.data : headers.page);
    done();
  });

  // Only JSON bodies are accepted, so a cross-site HTML form (text/plain, multipart or
  // urlencoded) can never reach a mutation: Fastify answers 415 before any handler runs, and
  // the tRPC routes, which bring their own multipart parser, are guarded the same way.
  app.removeContentTypeParser('text/plain');
  guardTrpcRoutes(app);
}
