import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import { createFirstScreenDrawer } from '../seo/first-screen.js';
import { loadShellTemplate, renderShell } from '../seo/html-shell.js';
import { resolvePage, type SitePages } from '../seo/page-meta.js';
import { loadRouteChunks } from '../seo/route-chunks.js';
import { sendApiNotFound } from './error-handler.js';

export interface ClientShellOptions {
  /** Folder of the built client. */
  clientDir: string;
  pages: SitePages;
  /** The router public pages fetch their data through before they are drawn. */
  appRouter: AnyTRPCRouter;
}

/**
 * Serves the built client: hashed assets with a long cache, and for every other GET the HTML
 * shell with the page's own title, meta and structured data (404 status for unknown pages);
 * public pages come drawn (see first-screen.ts).
 */
export async function registerClientShell(app: FastifyInstance, deps: AppDeps, { clientDir, pages, appRouter }: ClientShellOptions): Promise<void> {
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
  const drawFirstScreen = createFirstScreenDrawer(deps, clientDir, appRouter);

  // A route rather than the not-found handler, so route plugins (compression) apply to pages.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
    if (isApi) return sendApiNotFound(request, reply);
    const page = await resolvePage(path, deps, pages);
    const firstScreen = page.firstScreen ? await drawFirstScreen(page.firstScreen, request, reply) : null;
    const html = renderShell(template, { meta: page.meta, siteUrl: deps.env.SITE_URL, routeAssets: routeChunks(page.meta.routeModule), firstScreen });
    return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  app.setNotFoundHandler(async (request, reply) => sendApiNotFound(request, reply));
}
