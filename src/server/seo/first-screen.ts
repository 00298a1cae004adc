import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCRouter } from '@trpc/server';
import type { AppDeps } from '../core/app-deps.js';
import { loggableError } from '../http/loggable-error.js';
import type { router } from '../trpc/init.js';

/** The server-side query helpers for a feature's own routers, e.g. `FirstScreenHelpers<{ catalog: typeof catalogRouter }>`. */
export type FirstScreenHelpers<TRecord extends Record<string, AnyTRPCRouter>> = ReturnType<typeof createServerSideHelpers<ReturnType<typeof router<TRecord>>>>;

/**
 * A public page the server draws before the scripts run (src/client/prerender.tsx), so that it
 * paints at once and search engines read its content. `prefetch` fetches, through the app's own
 * procedures, the data the page shows; the browser is handed the same results.
 */
export interface FirstScreen {
  // `never`: each page types the helpers by the routers it uses (FirstScreenHelpers<...>).
  prefetch?: (helpers: never) => Promise<unknown>;
}

/** What the renderer draws: the page, and the <style> elements of Mantine's theme, which belong in the head. */
interface FirstScreenMarkup {
  html: string;
  headStyles: string;
}

export interface DrawnFirstScreen extends FirstScreenMarkup {
  /** The dehydrated query results, as JSON, for the browser to start from. */
  stateJson: string;
}

type RenderFirstScreen = (url: string, state: DehydratedState) => Promise<FirstScreenMarkup>;

/** Different pages (and versions of their data) kept drawn; enough for every public page. */
const MAX_DRAWN_PAGES = 200;

/** The server-side build sits next to the client's (vite.config.ts). */
export function firstScreenRendererPath(clientDir: string): string {
  return `${clientDir}-ssr/prerender.js`;
}

async function loadRenderer(clientDir: string): Promise<RenderFirstScreen | null> {
  const file = firstScreenRendererPath(clientDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: RenderFirstScreen };
  return module.renderFirstScreen;
}

/**
 * Draws pages with the client's server-side build, or always answers null when there is none
 * (API-only tests): the page then starts empty and the browser draws it, as before.
 * A drawing is kept until the data it was drawn from changes.
 */
export function createFirstScreenDrawer(deps: AppDeps, clientDir: string, appRouter: AnyTRPCRouter) {
  // Loaded in the background (React, Mantine and the app's screens take about a second), so the
  // server is ready without waiting for it; the first drawn page does.
  const renderer = loadRenderer(clientDir).catch((error: unknown) => {
    deps.logger?.warn({ error: loggableError(error) }, 'Could not load the first-screen renderer; pages are drawn by the browser');
    return null;
  });
  const drawn = new Map<string, { dataKey: string; markup: Promise<FirstScreenMarkup> }>();

  return async function draw(screen: FirstScreen & { path: string }, request: FastifyRequest, reply: FastifyReply): Promise<DrawnFirstScreen | null> {
    const { path } = screen;
    const render = await renderer;
    if (!render) return null;
    const queryClient = new QueryClient();
    const helpers = createServerSideHelpers({ router: appRouter, ctx: { deps, req: request, res: reply }, queryClient });
    // A fetch that fails is left out of the state (prefetch does not throw); the page is then
    // drawn in its loading state and the browser asks again.
    // The app's router holds every feature's, so it has what the page's helpers expect.
    await screen.prefetch?.(helpers as never);
    const state = dehydrate(queryClient);
    // The results without their fetch times, which differ on every request.
    const dataKey = JSON.stringify(state.queries.map((query) => [query.queryHash, query.state.data]));
    let entry = drawn.get(path);
    if (entry?.dataKey !== dataKey) {
      entry = { dataKey, markup: render(path, state) };
      drawn.delete(path);
      if (drawn.size >= MAX_DRAWN_PAGES) drawn.delete(drawn.keys().next().value as string);
      drawn.set(path, entry);
    }
    try {
      return { ...(await entry.markup), stateJson: JSON.stringify(state) };
    } catch (error) {
      // A page that cannot be drawn here is still served: the browser draws it.
      if (drawn.get(path) === entry) drawn.delete(path);
      deps.logger?.warn({ error: loggableError(error), path }, 'Could not draw the first screen');
      return null;
    }
  };
}

