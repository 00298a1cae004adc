import { createRoute, createRouter, notFound, redirect } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PageLoading } from './components/layout/page-loading';
import { pageHead } from './page-head';
import { type RouterContext, rootRoute } from './root-route';
import { backOfficeRoute, fixedHead, onServer, personalPage, siteUrlOf, stringParam, tokenSearch } from './route-helpers';
import { articleCategoryLabels } from '../shared/article-categories';
import { type ProductCategory, productCategories } from '../shared/product-categories';
import { productsJsonLd } from '../shared/products-json-ld';
import { isPreviewSession, SESSION_ID_PATTERN } from '../shared/quiz-session-id';
import { shopperSettingDefaults } from '../shared/shopper-settings';
import { siteJsonLd } from '../shared/site-json-ld';

// Every screen is its own chunk, loaded when its route is first visited. `staticData.module` names
// it, so the server can link its code and styles from the page's head.
const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { module: 'landing' },
  // The free-shipping threshold is drawn with the page; the contact details go in its structured data.
  loader: async ({ context }) => {
    const settings = await context.trpcUtils.storeSettings.public.ensureData().catch(() => shopperSettingDefaults);
    return { jsonLd: onServer ? siteJsonLd(context.siteUrl ?? '', settings) : [] };
  },
  head: ({ matches, loaderData }) => pageHead({ canonicalPath: '/', jsonLd: loaderData?.jsonLd }, siteUrlOf(matches)),
}).lazy(() => import('./routes/landing').then((m) => m.Route));
const quizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz',
  staticData: { module: 'quiz' },
  // Resumes the answers saved in this browser, so the server cannot draw it.
  ...personalPage,
  head: fixedHead({ title: 'Beauty Quiz', description: 'Answer 8 quick questions for your personalised skin analysis and product matches.', canonicalPath: '/quiz' }),
}).lazy(() => import('./routes/quiz').then((m) => m.Route));
// Finished preview results are at /quiz-preview?result={sessionId}: they survive a reload and can be shared.
const quizPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz-preview',
  staticData: { module: 'quiz-preview' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { result?: string } => {
    const result = stringParam(search.result);
    return { result: result && isPreviewSession(result) && result.length <= 80 && SESSION_ID_PATTERN.test(result) ? result : undefined };
  },
  head: fixedHead({ title: 'Quick Preview Quiz', description: 'Four questions, no email: a quick preview of your beauty match.', canonicalPath: '/quiz-preview' }),
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
const resultsPremiumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results-premium/$sessionId',
  // One visitor's results: drawn per request, never kept or cached by a CDN.
  staticData: { module: 'results-premium', personal: true },
  // The server draws the results it has; in the browser the page prefers the copy it saved and
  // fetches only without one (use-quiz-result.ts).
  loader: async ({ context, params }) => {
    if (onServer) await context.trpcUtils.quiz.results.prefetch({ sessionId: params.sessionId });
  },
  head: fixedHead({ title: 'Your Results', description: 'Your personalised skin analysis, match score and product recommendations.', noindex: true }),
}).lazy(() => import('./routes/results-premium').then((m) => m.Route));
const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  staticData: { module: 'products' },
  // A category tab can be linked to: /products?category=makeup.
  validateSearch: (search: Record<string, unknown>): { category?: ProductCategory } => ({
    category: productCategories.find((category) => category === search.category),
  }),
  // The server draws the whole catalogue; in the browser the request starts alongside the
  // screen's code and is not awaited, so the page shows its skeleton cards while the list loads.
  loader: async ({ context }) => {
    if (!onServer) {
      void context.trpcUtils.catalog.list.prefetch({});
      return { jsonLd: [] };
    }
    const products = await context.trpcUtils.catalog.list.ensureData({}).then((data) => data.products, () => []);
    return { jsonLd: productsJsonLd(products, context.siteUrl ?? '') };
  },
  head: ({ matches, loaderData }) =>
    pageHead(
      { title: 'Products', description: 'Skincare, makeup, hair, body, fragrance and bundles, matched to you.', canonicalPath: '/products', jsonLd: loaderData?.jsonLd },
      siteUrlOf(matches),
    ),
}).lazy(() => import('./routes/products').then((m) => m.Route));
// The free-shipping threshold comes with the screen's code; until it arrives the default stands in.
const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  staticData: { module: 'cart' },
  ...personalPage,
  loader: ({ context }) => void context.trpcUtils.storeSettings.public.prefetch(),
  head: fixedHead({ title: 'Your Cart', noindex: true }),
}).lazy(() => import('./routes/cart').then((m) => m.Route));

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
// Waits for the contact details, so the page never shows other ones first (a failed fetch shows the defaults).
const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  staticData: { module: 'support' },
  loader: ({ context }) => context.trpcUtils.storeSettings.public.ensureData().catch(() => undefined),
  head: fixedHead({ title: 'Help and support', description: 'Contact your representative, and how orders, shipping and returns work.', canonicalPath: '/support' }),
}).lazy(() => import('./routes/support').then((m) => m.Route));
const loyaltyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loyalty',
  staticData: { module: 'loyalty' },
  head: fixedHead({ title: 'Loyalty Rewards', description: 'Earn points on every purchase and redeem them for bundles, perks and samples.', canonicalPath: '/loyalty' }),
}).lazy(() => import('./routes/loyalty').then((m) => m.Route));
const learningHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learning-hub',
  staticData: { module: 'learning-hub' },
  loader: async ({ context }) => {
    const list = context.trpcUtils.articles.list.prefetch({});
    if (onServer) await list;
  },
  head: fixedHead({ title: 'Learning Hub', description: 'Skincare basics, ingredients, routines and how-to guides.', canonicalPath: '/learning-hub' }),
}).lazy(() => import('./routes/learning-hub').then((m) => m.Route));

// tRPC's client error carries the procedure's code in `data`. A slug the API refuses (too long,
// say) can name no article either.
const isNotFound = (error: unknown) => ['NOT_FOUND', 'BAD_REQUEST'].includes((error as { data?: { code?: string } } | null)?.data?.code ?? '');

// The head is the article's own, so the article is loaded before the page shows; a draft, a
// scheduled article or an unknown slug is the not-found page (404 from the server).
const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learning-hub/$slug',
  staticData: { module: 'article' },
  // In the browser the placeholder lines show at once while the article loads (routes/article.tsx).
  pendingMs: 0,
  pendingMinMs: 200,
  loader: async ({ context, params }) => {
    try {
      const article = await context.trpcUtils.articles.bySlug.ensureData({ slug: params.slug });
      return { article };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      // Any other failure: the page shows its error state and can be tried again.
      return { article: null };
    }
  },
  head: ({ matches, loaderData }) => {
    const article = loaderData?.article;
    if (!article) return pageHead({ title: 'Article Not Found', description: "The article you're looking for doesn't exist or has been moved.", noindex: true }, siteUrlOf(matches));
    return pageHead(
      {
        title: article.title,
        description: article.metaDescription,
        canonicalPath: `/learning-hub/${encodeURIComponent(article.slug)}`,
        ogType: 'article',
        article: { publishedTime: article.publishedAt, modifiedTime: article.updatedAt, section: articleCategoryLabels[article.category], tags: article.tags },
        jsonLd: article.structuredData,
      },
      siteUrlOf(matches),
    );
  },
}).lazy(() => import('./routes/article').then((m) => m.Route));
const usageSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/usage-quiz/$token/$productId',
  staticData: { module: 'usage-survey' },
  ...personalPage,
  head: fixedHead({ title: 'Quick Usage Survey', noindex: true }),
}).lazy(() => import('./routes/usage-survey').then((m) => m.Route));

const outcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outcome/$token',
  staticData: { module: 'outcome' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { answer?: string } => ({ answer: stringParam(search.answer) }),
  head: fixedHead({ title: 'Is it working for you?', noindex: true }),
}).lazy(() => import('./routes/outcome').then((m) => m.Route));

const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  staticData: { module: 'confirm-email' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Confirm your email', noindex: true }),
}).lazy(() => import('./routes/confirm-email').then((m) => m.Route));

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  staticData: { module: 'unsubscribe' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { m?: string; s?: string } => ({ m: stringParam(search.m), s: stringParam(search.s) }),
  head: fixedHead({ title: 'Unsubscribe', noindex: true }),
}).lazy(() => import('./routes/unsubscribe').then((m) => m.Route));

const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  staticData: { module: 'newsletter-confirm' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Confirm your subscription', noindex: true }),
}).lazy(() => import('./routes/newsletter-confirm').then((m) => m.Route));
const dashboardNewslettersRoute = backOfficeRoute('/dashboard/newsletters', 'dashboard-newsletters', 'Newsletters').lazy(() =>
  import('./routes/dashboard-newsletters').then((m) => m.Route),
);
const myDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-data',
  staticData: { module: 'my-data' },
  ...personalPage,
  // The router reads a search value that looks like a number (the expiry) as one: back to text.
  validateSearch: (search: Record<string, unknown>): { p?: string; a?: string; x?: string; s?: string } => ({
    p: stringParam(search.p),
    a: stringParam(search.a),
    x: typeof search.x === 'number' ? String(search.x) : stringParam(search.x),
    s: stringParam(search.s),
  }),
  head: fixedHead({ title: 'Your data', noindex: true }),
}).lazy(() => import('./routes/my-data').then((m) => m.Route));

const pageRoutes = [
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
  loyaltyRoute,
  supportRoute,
  learningHubRoute,
  articleRoute,
  usageSurveyRoute,
  outcomeRoute,
  confirmEmailRoute,
  unsubscribeRoute,
  newsletterConfirmRoute,
  dashboardNewslettersRoute,
  dashboardRewardsRoute,
  dashboardPeopleRoute,
  dashboardPersonRoute,
  myDataRoute,
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
