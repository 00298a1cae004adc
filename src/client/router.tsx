import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PageLoading } from './components/layout/page-loading';
import { accountRoutes } from './features/account/routes';
import { articleAdminRoutes } from './features/article-admin/routes';
import { articleRoutes } from './features/articles/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogRoutes } from './features/catalog/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { flowsRoutes } from './features/flows/routes';
import { landingRoutes } from './features/landing/routes';
import { loyaltyRoutes } from './features/loyalty/routes';
import { loyaltyReviewRoutes } from './features/loyalty-review/routes';
import { myDataRoutes } from './features/my-data/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { outcomeRoutes } from './features/outcomes/routes';
import { peopleRoutes } from './features/people/routes';
import { productAdminRoutes } from './features/product-admin/routes';
import { quizRoutes } from './features/quiz/routes';
import { repAccountRoutes } from './features/rep-account/routes';
import { rewardFulfilmentRoutes } from './features/reward-fulfilment/routes';
import { rulesAdminRoutes } from './features/rules-admin/routes';
import { segmentsRoutes } from './features/segments/routes';
import { staffAccountsRoutes } from './features/staff-accounts/routes';
import { storeSettingsAdminRoutes } from './features/store-settings-admin/routes';
import { supportRoutes } from './features/support/routes';
import { surveyRoutes } from './features/survey/routes';
import { whatWorksRoutes } from './features/what-works/routes';
import { type RouterContext, rootRoute } from './root-route';

/**
 * Every screen's route, by feature: the only file that names them all. A feature declares its
 * routes (path, loader, head, search, `ssr`) in `features/<feature>/routes.ts`, hung from the root
 * route (root-route.ts) with the helpers of route-helpers.ts; adding one is its file and one line
 * here. Every screen is its own chunk (`.lazy(() => import('../../routes/<module>'))`), loaded
 * when its route is first visited; `staticData.module` names it, so the server can link its code
 * and styles from the page's head.
 */
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
  // The back-office.
  ...dashboardRoutes,
  ...loyaltyReviewRoutes,
  ...productAdminRoutes,
  ...rulesAdminRoutes,
  ...whatWorksRoutes,
  ...segmentsRoutes,
  ...flowsRoutes,
  ...auditLogRoutes,
  ...storeSettingsAdminRoutes,
  ...repAccountRoutes,
  ...staffAccountsRoutes,
  ...articleAdminRoutes,
  ...rewardFulfilmentRoutes,
  ...peopleRoutes,
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
