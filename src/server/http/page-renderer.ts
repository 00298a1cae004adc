import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyTRPCRouter } from '@trpc/server';
import { unstable_localLink } from '@trpc/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import type { Context } from '../trpc/context.js';

/** The client's server-side entry (src/client/entry-server.tsx), as the server calls it. */
interface PageRendererModule {
  createPageRenderer(viteManifest: unknown): (page: { request: Request; trpcLink: unknown; siteUrl: string; nonce: string }) => Promise<Response>;
  isSharedPage(pathname: string): boolean;
}

export interface PageRenderer {
  /** Draws the page at `address` (the request's own path and query by default); its inline scripts carry `nonce`. */
  render(request: FastifyRequest, reply: FastifyReply, nonce: string, address?: string): Promise<Response>;
  /** Whether the page at this path is the same for every visitor (not a personal screen). */
  isShared(pathname: string): boolean;
}

/** The server-side build sits next to the client's (vite.config.ts). */
export function pageRendererPath(clientDir: string): string {
  return `${clientDir}-ssr/entry-server.js`;
}

/**
 * The page's address (a path and query) on the site's own origin, never the Host header a visitor
 * sent. The router needs nothing else of the request: the procedures its loaders call get the
 * Fastify request itself (below).
 */
function pageRequest(address: string, siteUrl: string): Request {
  return new Request(new URL(siteUrl + address));
}

/**
 * Loads the client's server-side renderer, or null when the client is not built (API-only
 * tests). Each page's route loaders call the app's procedures in-process, with the page
 * request's own context, so sign-in and rate limits apply as they would over HTTP.
 */
export async function loadPageRenderer(deps: AppDeps, clientDir: string, appRouter: AnyTRPCRouter): Promise<PageRenderer | null> {
  const rendererFile = pageRendererPath(clientDir);
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(rendererFile).href)) as PageRendererModule;
  const render = module.createPageRenderer(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const siteUrl = deps.env.SITE_URL;
  return {
    render(request, reply, nonce, address = request.url) {
      const context: Context = { deps, req: request, res: reply };
      const trpcLink = unstable_localLink({ router: appRouter, createContext: async () => context });
      return render({ request: pageRequest(address, siteUrl), trpcLink, siteUrl, nonce });
    },
    isShared: (pathname) => module.isSharedPage(pathname),
  };
}
