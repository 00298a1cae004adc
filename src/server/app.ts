import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { fastifyRequestContext } from '@fastify/request-context';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { projectRoot } from './db/data-source.js';
import type { AppDeps } from './core/app-deps.js';
import { appRouter } from './app-router.js';
import { restPlugins, sitePages, trpcBodyLimits } from './features.js';
import { isDatabaseReady } from './features/system/system.service.js';
import { registerClientShell } from './http/client-shell.js';
import { PageCache } from './http/page-cache.js';
import { DatabaseLoadLog } from './http/database-load-log.js';
import { DatabaseOutageLog } from './http/database-outage-log.js';
import { boundRequestsInFlightFromHere } from './http/in-flight-bound.js';
import { MAX_PARAM_LENGTH, registerErrorHandler, routingErrorHandler } from './http/error-handler.js';
import { redactUrl } from './http/redact.js';
import { settleUnreadBodiesFromHere } from './http/refused-body.js';
import { timeRoutesFromHere } from './http/request-metrics.js';
import { registerSecurity, securityHeaders } from './http/security.js';
import { registerSeoFiles } from './seo/sitemap.js';
import { registerTrpcRoutes } from './trpc/trpc-routes.js';
import { queryRows, sql } from './db/sql.js';

/** How long a client has to send its request headers, and its whole request. */
export const CLIENT_SEND_TIMEOUT_MS = 10_000;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.email', '*.loyaltyCode'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

/**
 * A few hundred pages cover the shop, its tabs and every article. A page is drawn again at least
 * every minute for what no notice reports (view counts, a scheduled article coming out).
 */
const PAGE_CACHE_OPTIONS = { maxPages: 500, maxMissingPages: 100, maxAgeMs: 60_000 };

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const production = deps.env.NODE_ENV === 'production';
  const headers = securityHeaders({ production, siteUrl: deps.env.SITE_URL });
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: routingErrorHandler(headers.data),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: deps.env.TRUST_PROXY,
    // A slow client cannot hold a socket: its headers and its whole request must arrive within
    // 10 s (Node checks every second instead of every 30), or it gets 408 and the socket closes.
    requestTimeout: CLIENT_SEND_TIMEOUT_MS,
    http: { headersTimeout: CLIENT_SEND_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  });
  deps.logger ??= app.log;

  registerSecurity(app, headers);
  const outageLog = new DatabaseOutageLog(app.log, () => queryRows(deps.dataSource, sql<{ '?column?': number }>`SELECT 1`));
  app.addHook('onClose', async () => outageLog.stop());
  const databaseLogs = { outage: outageLog, load: new DatabaseLoadLog(app.log) };
  registerErrorHandler(app, databaseLogs);
  // Answers made per request (pages, tRPC) are compressed with quick settings: time to the first
  // byte matters more than the last few percent. Built files and the catalogue list arrive
  // already compressed, and the plugin leaves those alone.
  // Answers only: request bodies are taken as sent (refused-body.ts refuses a compressed one),
  // since a body that fails to decompress would cost its connection its answer.
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1400,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });

  // Probes are asked many times a second and answer a few bytes: no compression hooks (nor the
  // request decompression one: they take no body), and no child logger per request (what they
  // could log needs no request id).
  const probe = { compress: false, decompress: false, childLoggerFactory: (logger: FastifyBaseLogger) => logger } as const;
  app.get('/health', probe, async () => ({ status: 'ok' }));
  app.get('/ready', probe, async (_request, reply) => {
    const ready = await isDatabaseReady(deps.dataSource);
    return reply.status(ready ? 200 : 503).send(ready ? { status: 'ready' } : { status: 'unavailable', message: 'The database is not answering.' });
  });

  // After the probes, so they stay untimed and are never turned away.
  timeRoutesFromHere(app, deps.metrics);
  // A refused upload's unread body never holds up the next request on its connection.
  settleUnreadBodiesFromHere(app);
  // Each request's own store: the back-office account it acts for (core/acting-account.ts).
  await app.register(fastifyRequestContext);
  boundRequestsInFlightFromHere(app, deps.env.MAX_IN_FLIGHT_PER_CLIENT);
  await registerTrpcRoutes(app, deps, appRouter, databaseLogs, trpcBodyLimits);
  for (const registerRest of restPlugins) await registerRest(app, deps);
  // Public pages and the sitemap are the same for everyone: kept as bytes per content version.
  const pageCache = new PageCache(deps.publicContent, PAGE_CACHE_OPTIONS);
  registerSeoFiles(app, deps, sitePages, pageCache);
  await registerClientShell(app, deps, {
    clientDir: options.clientDir ?? path.resolve(projectRoot, deps.env.CLIENT_DIST_DIR),
    appRouter,
    pageCache,
  });
  return app;
}
