import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import { pageHead } from './page-head';
import { RootDocument } from './root-document';
import type { TrpcClient, TrpcUtils } from './trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  trpcUtils: TrpcUtils;
  /** The site's public origin (SITE_URL), for canonical URLs; known on the server, which hands it to the browser. */
  siteUrl?: string;
}

/** The document around every page; each feature's routes (`features/<feature>/routes.ts`) hang from it. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The server's origin reaches the browser with the page's data and is never loaded again.
  loader: ({ context }) => ({ siteUrl: context.siteUrl ?? '' }),
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ match }) => {
    // An address no route matches: the not-found page's own head (the server answers 404).
    const notFoundHead = match.status === 'notFound' || match._notFound ? pageHead({ title: 'Page Not Found', noindex: true }, match.loaderData?.siteUrl ?? '') : null;
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
        { name: 'theme-color', content: '#c2255c' },
        ...(notFoundHead?.meta ?? []),
      ],
      links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's screen, `src/client/routes/<module>.tsx`. */
    module?: string;
    /** Drawn on the server from one visitor's data: never kept as a shared page. */
    personal?: boolean;
  }
}
