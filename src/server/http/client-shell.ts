import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { createFirstScreenDrawer } from '../seo/first-screen.js';
import { loadShellTemplate, renderShell } from '../seo/html-shell.js';
import { resolvePage } from '../seo/page-meta.js';
import { loadRouteChunks } from '../seo/route-chunks.js';
import { compressBody } from './compress-body.js';
import { apiNotFound } from './error-handler.js';

/**
 * Serves the built client: hashed assets with a long cache, and for every other GET the HTML
 * shell with the page's own title, meta and structured data (404 status for unknown pages);
 * public pages come drawn (see first-screen.ts).
 */
export async function registerClientShell(app: FastifyInstance, deps: AppDeps, clientDir: string): Promise<void> {
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress-plugin.ts); no compression per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const template = loadShellTemplate(clientDir);
  const routeChunks = loadRouteChunks(clientDir);
  const drawFirstScreen = createFirstScreenDrawer(deps, clientDir);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    const page = await resolvePage(path, deps);
    const firstScreen = page.firstScreen ? await drawFirstScreen(page.firstScreen, request, reply) : null;
    const html = renderShell(template, { meta: page.meta, siteUrl: deps.env.SITE_URL, routeAssets: routeChunks(page.meta.routeModule), firstScreen });
    const { body, encoding } = await compressBody(Buffer.from(html), request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
