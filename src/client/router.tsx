import { createRoute, createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PageLoading } from './components/layout/page-loading';
import { accountRoutes } from './features/account/routes';
import { articleRoutes } from './features/articles/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogRoutes } from './features/catalog/routes';
import { landingRoutes } from './features/landing/routes';
import { loyaltyRoutes } from './features/loyalty/routes';
import { myDataRoutes } from './features/my-data/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { outcomeRoutes } from './features/outcomes/routes';
import { quizRoutes } from './features/quiz/routes';
import { supportRoutes } from './features/support/routes';
import { surveyRoutes } from './features/survey/routes';
import { type RouterContext, rootRoute } from './root-route';
import { backOfficeRoute, fixedHead, onServer, personalPage, tokenSearch } from './route-helpers';

// Every screen is its own chunk, loaded when its route is first visited. `staticData.module` names
// it, so the server can link its code and styles from the page's head.

/**
 * The overview: the one back-office screen the server draws, for the signed-in representative
 * only (personal: drawn per request, never kept). Its "What waits" figures come with the page, so
 * a phone shows them at once; the rest of the screen loads in the browser as on the others.
 */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { module: 'dashboard', personal: true },
  loader: async ({ context }) => {
    if (!onServer) return;
    const session = await context.trpcUtils.rep.session.ensureData().catch(() => null);
    if (session?.signedIn) await context.trpcUtils.digest.waiting.prefetch();
  },
  head: fixedHead({ title: 'Dashboard', noindex: true }),
}).lazy(() => import('./routes/dashboard').then((m) => m.Route));
const dashboardLoyaltyRoute = backOfficeRoute('/dashboard/loyalty', 'dashboard-loyalty', 'Loyalty claims and rewards').lazy(() =>
  import('./routes/dashboard-loyalty').then((m) => m.Route),
);
const dashboardProductsRoute = backOfficeRoute('/dashboard/products', 'dashboard-products', 'Products back-office').lazy(() =>
  import('./routes/dashboard-products').then((m) => m.Route),
);
const dashboardProductRoute = backOfficeRoute('/dashboard/products/$productId', 'dashboard-product', (params) =>
  params.productId === 'new' ? 'New product' : 'Edit product',
).lazy(() =>
  import('./routes/dashboard-product').then((m) => m.Route),
);
const dashboardArticlesRoute = backOfficeRoute('/dashboard/articles', 'dashboard-articles', 'Articles back-office').lazy(() =>
  import('./routes/dashboard-articles').then((m) => m.Route),
);
const dashboardArticleRoute = backOfficeRoute('/dashboard/articles/$articleId', 'dashboard-article', (params) =>
  params.articleId === 'new' ? 'New article' : 'Edit article',
).lazy(() =>
  import('./routes/dashboard-article').then((m) => m.Route),
);
const dashboardRulesRoute = backOfficeRoute('/dashboard/rules', 'dashboard-rules', 'Recommendation rules').lazy(() =>
  import('./routes/dashboard-rules').then((m) => m.Route),
);
const dashboardSegmentsRoute = backOfficeRoute('/dashboard/segments', 'dashboard-segments', 'Segments').lazy(() =>
  import('./routes/dashboard-segments').then((m) => m.Route),
);
const dashboardFlowsRoute = backOfficeRoute('/dashboard/flows', 'dashboard-flows', 'Follow-up emails').lazy(() =>
  import('./routes/dashboard-flows').then((m) => m.Route),
);
const dashboardWhatWorksRoute = backOfficeRoute('/dashboard/what-works', 'dashboard-what-works', 'What works').lazy(() =>
  import('./routes/dashboard-what-works').then((m) => m.Route),
);
const dashboardAuditRoute = backOfficeRoute('/dashboard/audit', 'dashboard-audit', 'Change history').lazy(() =>
  import('./routes/dashboard-audit').then((m) => m.Route),
);
const dashboardAccountRoute = backOfficeRoute('/dashboard/account', 'dashboard-account', 'Password and sign-in').lazy(() =>
  import('./routes/dashboard-account').then((m) => m.Route),
);
const dashboardAccountsRoute = backOfficeRoute('/dashboard/accounts', 'dashboard-accounts', 'Accounts').lazy(() =>
  import('./routes/dashboard-accounts').then((m) => m.Route),
);
/** The pages the back-office's emails open (join, reset-password, confirm-address), and the one asking for a reset email. */
const accessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/access/$step',
  staticData: { module: 'dashboard-access' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Back-office access', noindex: true }),
}).lazy(() => import('./routes/dashboard-access').then((m) => m.Route));
const dashboardSettingsRoute = backOfficeRoute('/dashboard/settings', 'dashboard-settings', 'Store settings').lazy(() =>
  import('./routes/dashboard-settings').then((m) => m.Route),
);
const dashboardRewardsRoute = backOfficeRoute('/dashboard/rewards', 'dashboard-rewards', 'Rewards to hand over').lazy(() =>
  import('./routes/dashboard-rewards').then((m) => m.Route),
);
const dashboardPeopleRoute = backOfficeRoute('/dashboard/people', 'dashboard-people', 'People').lazy(() => import('./routes/dashboard-people').then((m) => m.Route));
const dashboardPersonRoute = backOfficeRoute('/dashboard/people/$personId', 'dashboard-person', 'Person').lazy(() =>
  import('./routes/dashboard-person').then((m) => m.Route),
);

const pageRoutes = [
  ...landingRoutes,
  ...quizRoutes,
  ...catalogRoutes,
  ...cartRoutes,
  ...loyaltyRoutes,
  ...supportRoutes,
  ...articleRoutes,
  ...surveyRoutes,
  ...outcomeRoutes,
  ...accountRoutes,
  ...newsletterRoutes,
  ...myDataRoutes,
  dashboardRoute,
  dashboardLoyaltyRoute,
  dashboardProductsRoute,
  dashboardProductRoute,
  dashboardRulesRoute,
  dashboardWhatWorksRoute,
  dashboardSegmentsRoute,
  dashboardFlowsRoute,
  dashboardAuditRoute,
  dashboardSettingsRoute,
  dashboardAccountRoute,
  dashboardAccountsRoute,
  accessRoute,
  dashboardArticlesRoute,
  dashboardArticleRoute,
  dashboardRewardsRoute,
  dashboardPeopleRoute,
  dashboardPersonRoute,
];
const routeTree = rootRoute.addChildren(pageRoutes);

// A router that only names and matches the routes; it never loads anything.
let routeIndex: ReturnType<typeof createRouter<typeof routeTree>> | undefined;
const indexOfRoutes = () => (routeIndex ??= createRouter({ routeTree, context: {} as RouterContext }));

/** Each route's screen module by route id (see `staticData.module`), for the server's list of what a page loads. */
export function routeModules(): Record<string, string> {
  const { routesById } = indexOfRoutes();
  return Object.fromEntries(Object.values(routesById).flatMap((route) => (route.options.staticData?.module ? [[route.id, route.options.staticData.module]] : [])));
}

/**
 * Whether the page at this path is the same for every visitor, so the server may keep it: no
 * route on it is a personal screen (`ssr: false`, or drawn on the server from one visitor's data,
 * `staticData.personal`). An address no route matches is the not-found page, the same for
 * everyone too.
 */
export function isSharedPage(pathname: string): boolean {
  const [matched] = indexOfRoutes().getMatchedRoutes(pathname);
  return matched.every((route) => route.options.ssr !== false && route.options.staticData?.personal !== true);
}

/**
 * One router per page render on the server, one for the browser. The query results the server's
 * loaders fetched travel with the page and fill the browser's cache before it hydrates, so the
 * first render there finds the same data and draws the same markup.
 */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context,
    // The server's Content-Security-Policy names this nonce; its inline scripts carry it.
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    defaultPreload: 'intent',
    // Loaders prefetch into TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    scrollRestoration: true,
  });
  // app-providers.tsx already provides the query client.
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
