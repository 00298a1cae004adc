import { createRoute } from '@tanstack/react-router';
import { type PageHeadContent, pageHead } from './page-head';
import { rootRoute } from './root-route';

/**
 * True while the server renders a page: loaders wait there for what the page shows, and only
 * start it in the browser. Vite replaces it with a constant in each build, so code only the
 * server runs (structured data) stays out of the browser's scripts.
 */
export const onServer = import.meta.env.SSR;

type HeadContext = { matches: readonly { loaderData?: unknown }[] };

/** The site's public origin, which the root route's loader brought (root-route.ts). */
export function siteUrlOf(matches: HeadContext['matches']): string {
  return (matches[0]?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? '';
}

/** A page whose head does not depend on data. Indexable pages name their canonical path. */
export function fixedHead(content: PageHeadContent) {
  return ({ matches }: HeadContext) => pageHead(content, siteUrlOf(matches));
}

/** Screens made for one visitor (their saved quiz, cart, links from emails, the back-office): the server sends the layout with a loading state, the browser draws the screen. */
export const personalPage = { ssr: false } as const;

// Links (from emails, shared results) carry their tokens in the query; anything but a string counts as missing.
export const stringParam = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A page opened from an emailed link: the token comes in the address. */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } => ({ token: stringParam(search.token) });

/** A back-office screen: signed in, drawn in the browser, never indexed. */
export function backOfficeRoute<TPath extends `/dashboard${string}`>(path: TPath, module: string, title: string | ((params: Record<string, string>) => string)) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { module },
    ...personalPage,
    head: ({ matches, params }) => pageHead({ title: typeof title === 'string' ? title : title(params), noindex: true }, siteUrlOf(matches)),
  });
}
