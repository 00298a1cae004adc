import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import { loggableError } from './loggable-error.js';
import { sendApiNotFound } from './error-handler.js';
import { keptPageAddress } from './kept-page-address.js';
import { KEPT_PAGE_NONCE, type PageCache, sendKeptPage } from './page-cache.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';
import { pageNonce } from './security.js';

export interface ClientShellOptions {
  /** Folder of the built client. */
  clientDir: string;
  /** The router the pages' loaders fetch their data through. */
  appRouter: AnyTRPCRouter;
  /** Where pages that are the same for everyone are kept. */
  pageCache: PageCache;
}

/**
 * Draws a shared page for keeping, at the address it is kept under (so a campaign link's page
 * is the bare page's, byte for byte); null for an answer not worth keeping (a redirect, an error).
 */
async function drawForKeeping(renderer: PageRenderer, request: FastifyRequest, reply: FastifyReply, address: string) {
  const response = await renderer.render(request, reply, KEPT_PAGE_NONCE, address);
  if (response.status !== 200 && response.status !== 404) return null;
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8', html: await response.text() };
}

/**
 * Serves the built client: hashed assets with a long cache, and every other GET as a page drawn
 * on the server by the client's own routes (src/client/entry-server.tsx), with the status the
 * router gives it (404 for an unknown page or article, a redirect where a route sends elsewhere).
 * Personal screens are drawn per request with a nonce for their inline scripts.
 */
export async function registerClientShell(app: FastifyInstance, deps: AppDeps, { clientDir, appRouter, pageCache }: ClientShellOptions): Promise<void> {
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
  // Loaded in the background (React, Mantine and the app's routes take about a second), so the
  // server is ready without waiting for it; the first page does. `null`: no client build (an
  // API-only server, as in most tests); 'failed': a build whose renderer would not load.
  const renderer = loadPageRenderer(deps, clientDir, appRouter).catch((error: unknown) => {
    deps.logger?.error({ error: loggableError(error) }, 'Could not load the page renderer');
    return 'failed' as const;
  });

  // A route rather than the not-found handler, so route plugins (compression) apply to pages.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/trpc');
    if (isApi) return sendApiNotFound(request, reply);
    const render = await renderer;
    // A server without a client build has only its API.
    if (render === null) return sendApiNotFound(request, reply);
    // Temporary for crawlers (a 404 would drop the pages from search results).
    if (render === 'failed') {
      return reply.status(503).type('text/html; charset=utf-8').send('<!doctype html><title>Unavailable</title><p>The site cannot show its pages right now. Please try again soon.</p>');
    }
    // Pages the same for everyone are drawn once per content version and kept (page-cache.ts).
    const address = keptPageAddress(request.url);
    if (address !== null && render.isShared(pathname)) {
      const kept = await pageCache.get(address, () => drawForKeeping(render, request, reply, address));
      if (kept) return sendKeptPage(request, reply, kept);
    }
    const response = await render.render(request, reply, pageNonce(reply.raw));
    reply.status(response.status).header('Cache-Control', 'no-cache');
    const location = response.headers.get('location');
    if (location) return reply.header('Location', location).send();
    // The renderer's bytes as they are: decoding them into a string only for the socket to encode
    // it again cost a tenth of a product page's CPU.
    return reply.type(response.headers.get('content-type') ?? 'text/html; charset=utf-8').send(Buffer.from(await response.arrayBuffer()));
  });
  app.setNotFoundHandler(async (request, reply) => sendApiNotFound(request, reply));
}
