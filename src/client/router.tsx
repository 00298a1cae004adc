import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import { AppLayout } from './components/layout/app-layout';
import { NotFoundPage } from './components/not-found-page';
import type { TrpcUtils } from './trpc';
import { type ProductCategory, productCategories } from '../shared/product-categories';
import { isPreviewSession, SESSION_ID_PATTERN } from '../shared/quiz';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});

// Every screen is its own chunk, loaded when its route is first visited.
const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' }).lazy(() =>
  import('./routes/landing').then((m) => m.Route),
);
const quizRoute = createRoute({ getParentRoute: () => rootRoute, path: '/quiz' }).lazy(() =>
  import('./routes/quiz').then((m) => m.Route),
);
// Links (from emails, shared results) carry their tokens in the query; anything but a string counts as missing.
const stringParam = (value: unknown) => (typeof value === 'string' ? value : undefined);
// Finished preview results are at /quiz-preview?result={sessionId}: they survive a reload and can be shared.
const quizPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz-preview',
  validateSearch: (search: Record<string, unknown>): { result?: string } => {
    const result = stringParam(search.result);
    return { result: result && isPreviewSession(result) && result.length <= 80 && SESSION_ID_PATTERN.test(result) ? result : undefined };
  },
}).lazy(() => import('./routes/quiz-preview').then((m) => m.Route));
// /results/{sessionId} only forwards to the premium results; without an id, to the quiz.
const resultsRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results/$sessionId',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/results-premium/$sessionId', params: { sessionId: params.sessionId }, replace: true });
  },
});
const resultsWithoutIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  beforeLoad: () => {
    throw redirect({ to: '/quiz', replace: true });
  },
});
const resultsPremiumRoute = createRoute({ getParentRoute: () => rootRoute, path: '/results-premium/$sessionId' }).lazy(
  () => import('./routes/results-premium').then((m) => m.Route),
);
const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  // A category tab can be linked to: /products?category=makeup.
  validateSearch: (search: Record<string, unknown>): { category?: ProductCategory } => ({
    category: productCategories.find((category) => category === search.category),
  }),
  // Start the catalogue request alongside the screen's code instead of after it; not awaited,
  // so the page still shows its skeleton cards while the list loads.
  loader: ({ context }) => void context.trpcUtils.catalog.list.prefetch({}),
}).lazy(() => import('./routes/products').then((m) => m.Route));
// The free-shipping threshold comes with the screen's code; until it arrives the default stands in.
const cartRoute = createRoute({ getParentRoute: () => rootRoute, path: '/cart', loader: ({ context }) => void context.trpcUtils.storeSettings.public.prefetch() }).lazy(() =>
  import('./routes/cart').then((m) => m.Route),
);
const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard' }).lazy(() =>
  import('./routes/dashboard').then((m) => m.Route),
);
const dashboardLoyaltyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/loyalty' }).lazy(() =>
  import('./routes/dashboard-loyalty').then((m) => m.Route),
);
const dashboardProductsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/products' }).lazy(() =>
  import('./routes/dashboard-products').then((m) => m.Route),
);
const dashboardProductRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/products/$productId' }).lazy(() =>
  import('./routes/dashboard-product').then((m) => m.Route),
);
const dashboardArticlesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/articles' }).lazy(() =>
  import('./routes/dashboard-articles').then((m) => m.Route),
);
const dashboardArticleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/articles/$articleId' }).lazy(() =>
  import('./routes/dashboard-article').then((m) => m.Route),
);
const dashboardRulesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/rules' }).lazy(() =>
  import('./routes/dashboard-rules').then((m) => m.Route),
);
const dashboardAuditRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/audit' }).lazy(() =>
  import('./routes/dashboard-audit').then((m) => m.Route),
);
const dashboardSettingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/settings' }).lazy(() =>
  import('./routes/dashboard-settings').then((m) => m.Route),
);
// Waits for the contact details, so the page never shows other ones first (a failed fetch shows the defaults).
const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  loader: ({ context }) => context.trpcUtils.storeSettings.public.ensureData().catch(() => undefined),
}).lazy(() => import('./routes/support').then((m) => m.Route));
const loyaltyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/loyalty' }).lazy(() =>
  import('./routes/loyalty').then((m) => m.Route),
);
const learningHubRoute = createRoute({ getParentRoute: () => rootRoute, path: '/learning-hub' }).lazy(() =>
  import('./routes/learning-hub').then((m) => m.Route),
);
const articleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/learning-hub/$slug' }).lazy(() =>
  import('./routes/article').then((m) => m.Route),
);
const usageSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/usage-quiz/$token/$productId',
}).lazy(() => import('./routes/usage-survey').then((m) => m.Route));

const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: stringParam(search.token) }),
}).lazy(() => import('./routes/confirm-email').then((m) => m.Route));

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  validateSearch: (search: Record<string, unknown>): { m?: string; s?: string } => ({ m: stringParam(search.m), s: stringParam(search.s) }),
}).lazy(() => import('./routes/unsubscribe').then((m) => m.Route));

const routeTree = rootRoute.addChildren([
  landingRoute,
  quizRoute,
  quizPreviewRoute,
  resultsRedirectRoute,
  resultsWithoutIdRoute,
  resultsPremiumRoute,
  productsRoute,
  cartRoute,
  dashboardRoute,
  dashboardLoyaltyRoute,
  dashboardProductsRoute,
  dashboardProductRoute,
  dashboardRulesRoute,
  dashboardAuditRoute,
  dashboardSettingsRoute,
  dashboardArticlesRoute,
  dashboardArticleRoute,
  loyaltyRoute,
  supportRoute,
  learningHubRoute,
  articleRoute,
  usageSurveyRoute,
  confirmEmailRoute,
  unsubscribeRoute,
]);

/** `history`: the browser's by default; the server passes a memory history for the page it renders. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders prefetch into TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    // Only in the browser: drawn on the server, it adds an inline script, which the CSP refuses.
    scrollRestoration: history === undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
