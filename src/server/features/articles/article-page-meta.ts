import { ARTICLE_SLUG_MAX, articleCategoryLabels } from '../../../shared/articles.js';
import type { FirstScreenHelpers } from '../../seo/first-screen.js';
import type { DynamicPage } from '../../seo/page-meta.js';
import type { articlesRouter } from './articles.router.js';
import { articlePath, buildArticleJsonLd } from './article-json-ld.js';
import { findArticleDetails } from './articles.service.js';
import { lastChangedAt } from './published-article.js';

const notFound = {
  status: 404,
  meta: {
    title: 'Article Not Found',
    description: "The article you're looking for doesn't exist or has been moved.",
    noindex: true,
  },
};

/** What a crawler without JavaScript sees of /learning-hub/:slug (drafts and scheduled articles: the 404). */
export const articlePage: DynamicPage = {
  pattern: /^\/learning-hub\/([^/]+)$/,
  async resolve(match, deps) {
    let slug: string;
    try {
      slug = decodeURIComponent(match[1] ?? '');
    } catch {
      return notFound;
    }
    const article = slug.length <= ARTICLE_SLUG_MAX ? await findArticleDetails(deps.dataSource.manager, slug) : null;
    if (!article) return notFound;
    return {
      status: 200,
      meta: {
        routeModule: 'article',
        title: article.title,
        description: article.metaDescription,
        canonicalPath: articlePath(article.slug),
        ogType: 'article',
        article: {
          publishedTime: article.publishedAt.toISOString(),
          modifiedTime: lastChangedAt(article).toISOString(),
          section: articleCategoryLabels[article.category],
          tags: article.tags,
        },
        jsonLd: buildArticleJsonLd(article, deps.env.SITE_URL),
      },
      firstScreen: { path: match[0], prefetch: (helpers: FirstScreenHelpers<{ articles: typeof articlesRouter }>) => helpers.articles.bySlug.prefetch({ slug }) },
    };
  },
};
