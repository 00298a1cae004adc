import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { projectRoot } from './db/data-source.js';
import type { AppDeps } from './deps.js';
import { isDatabaseReady } from './features/system/system.service.js';
import { registerClientShell } from './http/client-shell.js';
import { registerErrorHandler, routingErrorHandler } from './http/error-handler.js';
import { redactUrl } from './http/redact.js';
import { registerRestRoutes } from './http/rest-routes.js';
import { registerSecurity, securityHeaders } from './http/security.js';
import { registerSeoFiles } from './seo/sitemap.js';
import { registerTrpcRoutes } from './trpc/trpc-routes.js';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.email', '*.loyaltyCode'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const production = deps.env.NODE_ENV === 'production';
  const headers = await securityHeaders({ production, siteUrl: deps.env.SITE_URL });
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: routingErrorHandler(headers.data),
    bodyLimit: 64 * 1024,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 2000 },
    trustProxy: deps.env.TRUST_PROXY,
  });
  deps.logger ??= app.log;

  registerSecurity(app, headers);
  registerErrorHandler(app);

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const ready = await isDatabaseReady(deps.dataSource);
    return reply.status(ready ? 200 : 503).send(ready ? { status: 'ready' } : { status: 'unavailable', message: 'The database is not answering.' });
  });

  await registerTrpcRoutes(app, deps);
  await registerRestRoutes(app, deps);
  registerSeoFiles(app, deps);
  await registerClientShell(app, deps, options.clientDir ?? path.resolve(projectRoot, deps.env.CLIENT_DIST_DIR));
  return app;
}
