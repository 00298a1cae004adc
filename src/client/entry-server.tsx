/**
 * Server-side entry (built by `vite build --ssr entry-server.tsx`, see vite.config.ts): renders
 * a page's whole document with TanStack Router's SSR. The route loaders fetch through the same
 * tRPC utilities as in the browser, here over an in-process link to the app's router; their
 * results are dehydrated into the page (router.tsx) and the browser hydrates it (main.tsx).
 */
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { TRPCLink } from '@trpc/client';
import type { ReactNode } from 'react';
import type { AppRouter } from '../server/app-router';
import { AppProviders } from './app-providers';
import { BackOfficeFrameContext } from './components/back-office/back-office-frame';
import { BackOfficeShell } from './components/back-office/back-office-shell';
import type { RouterContext } from './root-route';
import { createAppRouter, isSharedPage, routeModules } from './router';
import { routerManifest, type ViteManifest } from './ssr-manifest';
import { createQueryClient, createTrpcUtils, trpc } from './trpc';

export interface PageRequest {
  request: Request;
  /** Calls the app's procedures in-process, with the page request's context (cookies, address). */
  trpcLink: TRPCLink<AppRouter>;
  siteUrl: string;
  /** The nonce the response's Content-Security-Policy allows inline scripts with. */
  nonce: string;
}

const renderBackOfficeShell = (screen: ReactNode) => <BackOfficeShell>{screen}</BackOfficeShell>;

export type RenderPage = (page: PageRequest) => Promise<Response>;

/** A renderer of pages for the client build whose manifest is given. */
export function createPageRenderer(viteManifest: ViteManifest): RenderPage {
  const manifest = routerManifest(viteManifest, routeModules());
  return (page) => renderPage(page, manifest);
}

export { isSharedPage };

async function renderPage({ request, trpcLink, siteUrl, nonce }: PageRequest, manifest: Manifest): Promise<Response> {
  let context: RouterContext | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      const trpcClient = trpc.createClient({ links: [trpcLink] });
      context = { queryClient, trpcClient, trpcUtils: createTrpcUtils(queryClient, trpcClient), siteUrl };
      return createAppRouter(context, { nonce }) as AnyRouter;
    },
    getRouterManifest: () => manifest,
  });
  // The query cache is emptied when the render is done (by the router's query integration).
  return handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <AppProviders context={context!}>
          <BackOfficeFrameContext value={renderBackOfficeShell}>
            <RouterServer router={router} />
          </BackOfficeFrameContext>
        </AppProviders>
      ),
    }),
  );
}
