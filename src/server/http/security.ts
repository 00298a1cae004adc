import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { guardTrpcRoutes } from './trpc-route-guards.js';

export interface SecurityOptions {
  production: boolean;
  siteUrl: string;
}

/** Sets the security headers of one kind of answer on a raw response. */
export type SecurityHeaderSetter = (request: IncomingMessage, response: ServerResponse) => void;

/** Two header sets: pages (and the files the browser renders them from), and JSON answers. */
export interface SecurityHeaders {
  page: SecurityHeaderSetter;
  data: SecurityHeaderSetter;
}

/**
 * Helmet's middleware for one configuration, built once. (@fastify/helmet builds it again on
 * every request, which costs about half the CPU of a small JSON answer; helmet's own function
 * is documented for exactly this use.) Helmet's middleware is synchronous and never fails.
 */
function headerSetter(options: HelmetOptions): SecurityHeaderSetter {
  const middleware = helmet(options);
  return (request, response) => middleware(request, response, () => {});
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The nonce of one page's Content-Security-Policy: the inline scripts that carry the page's
 * data to the browser (TanStack Router's hydration) are allowed with it, and nothing else inline.
 * Made when helmet writes the policy, and read by the page's renderer.
 */
export function pageNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** Headers that only matter to a rendered document: a JSON answer goes without them. */
const DOCUMENT_ONLY = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The security headers, with a CSP the built client satisfies (no remote scripts; inline ones only
 * with the page's nonce).
 * HSTS and upgrade-insecure-requests only when the site is served over HTTPS in production.
 * JSON answers (`/api`, `/trpc`) are never rendered, so they get a CSP
 * that allows nothing and only the headers that protect data: under half the bytes on the
 * responses the app sends most.
 */
export function securityHeaders(options: SecurityOptions): SecurityHeaders {
  const strictHttps = options.production && options.siteUrl.startsWith('https://');
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: strictHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } as const;
  const page = headerSetter({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request: IncomingMessage, response: ServerResponse) => `'nonce-${pageNonce(response)}'`],
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
  });
  const data = headerSetter({
    ...common,
    ...DOCUMENT_ONLY,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  return { page, data };
}

const DATA_PATH = /^\/(?:api|trpc)\//;
/**
 * The probes (`/health`, `/ready`) answer load balancers and monitors, many times a second, with a
 * fixed status and no data: no browser renders them, so the headers that protect a page or data
 * would only cost (five headers were a seventh of a probe's throughput).
 */
const PROBE_PATH = /^\/(?:health|ready)(?:\?|$)/;

/** Must run before any route is added (the tRPC guard hooks routes as they are registered). */
export function registerSecurity(app: FastifyInstance, headers: SecurityHeaders): void {
  // onRequest, so 404s, 415s and errors raised before a handler carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!PROBE_PATH.test(url)) (DATA_PATH.test(url) ? headers.data : headers.page)(request.raw, reply.raw);
    done();
  });

  // Only JSON bodies are accepted, so a cross-site HTML form (text/plain, multipart or
  // urlencoded) can never reach a mutation: Fastify answers 415 before any handler runs, and
  // the tRPC routes, which bring their own multipart parser, are guarded the same way.
  app.removeContentTypeParser('text/plain');
  guardTrpcRoutes(app);
}
