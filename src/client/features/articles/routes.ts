import { createRoute, notFound } from '@tanstack/react-router';
import { articleCategoryLabels } from '../../../shared/article-categories';
import { pageHead } from '../../page-head';
import { rootRoute } from '../../root-route';
import { fixedHead, onServer, siteUrlOf } from '../../route-helpers';

const learningHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learning-hub',
  staticData: { module: 'learning-hub' },
  loader: async ({ context }) => {
    const list = context.trpcUtils.articles.list.prefetch({});
    if (onServer) await list;
  },
  head: fixedHead({ title: 'Learning Hub', description: 'Skincare basics, ingredients, routines and how-to guides.', canonicalPath: '/learning-hub' }),
}).lazy(() => import('../../routes/learning-hub').then((m) => m.Route));

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
}).lazy(() => import('../../routes/article').then((m) => m.Route));

export const articleRoutes = [learningHubRoute, articleRoute] as const;
