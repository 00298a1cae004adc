import { ArticleViewSaltEntity, ArticleViewSeenEntity } from './article-view-seen.entity.js';
import type { FeatureModule } from '../../core/feature-module.js';
import type { FirstScreenHelpers } from '../../seo/first-screen.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { articlePath } from './article-json-ld.js';
import { articlePage } from './article-page-meta.js';
import { ArticleEntity } from './article.entity.js';
import { articlesRest } from './articles.rest.js';
import { articlesRouter } from './articles.router.js';
import { articlesSeeder } from './articles.seeder.js';
import { listArticleSitemapEntries } from './articles.service.js';

const trpc = { articles: articlesRouter };

/** The learning hub: articles with their FAQs and how-to steps. */
export const articlesFeature = {
  name: 'articles',
  entities: [ArticleEntity, ArticleFaqEntity, ArticleHowToStepEntity, ArticleViewSeenEntity, ArticleViewSaltEntity],
  trpc,
  rest: articlesRest,
  seeders: [articlesSeeder],
  pages: {
    static: {
      '/learning-hub': {
        title: 'Learning Hub',
        description: 'Skincare basics, ingredients, routines and how-to guides.',
        firstScreen: { prefetch: (helpers: FirstScreenHelpers<typeof trpc>) => helpers.articles.list.prefetch({}) },
      },
    },
    dynamic: [articlePage],
    async sitemap(deps) {
      const articles = await listArticleSitemapEntries(deps.dataSource);
      return articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.lastModified }));
    },
  },
} satisfies FeatureModule;
