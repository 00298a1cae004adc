import { ARTICLE_WRITE_BODY_LIMIT } from '../../../shared/article-admin.js';
import { ArticleViewSaltEntity, ArticleViewSeenEntity } from './article-view-seen.entity.js';
import type { FeatureModule } from '../../core/feature-module.js';
import './api.js';
import { listenForChanges } from '../../db/change-listener.js';
import { articleAdminRest } from './article-admin.rest.js';
import { articlePageChanges } from './article-page-changes.js';
import { publishedArticleReads } from './article-reads.js';
import { articleAdminRouter } from './article-admin.router.js';
import { ArticleFaqEntity } from './article-faq.entity.js';
import { ArticleHowToStepEntity } from './article-how-to-step.entity.js';
import { stopArticleRenderer } from './article-body-render.js';
import { articlePath } from './article-json-ld.js';
import { ArticleEntity } from './article.entity.js';
import { articlesRest } from './articles.rest.js';
import { articlesRouter } from './articles.router.js';
import { articlesSeeder } from './articles.seeder.js';
import { listArticleSitemapEntries } from './articles.service.js';

/** The channel the article tables' triggers notify on every edit (articles/sql/article_notify_changed.sql). */
const ARTICLES_CHANGED_CHANNEL = 'articles_changed';

const trpc = { articles: articlesRouter, articleAdmin: articleAdminRouter };

/** The learning hub: articles with their FAQs and how-to steps, and the representative's editor of them. */
export const articlesFeature = {
  name: 'articles',
  entities: [ArticleEntity, ArticleFaqEntity, ArticleHowToStepEntity, ArticleViewSeenEntity, ArticleViewSaltEntity],
  trpc,
  trpcBodyLimits: { 'articleAdmin.create': ARTICLE_WRITE_BODY_LIMIT, 'articleAdmin.update': ARTICLE_WRITE_BODY_LIMIT },
  async rest(app, deps) {
    await articlesRest(app, deps);
    await articleAdminRest(app, deps);
  },
  seeders: [articlesSeeder],
  // The published articles are kept in memory, and the hub and article pages as bytes, until an
  // article changes, anywhere, or comes out.
  async start(deps) {
    const reads = publishedArticleReads(deps.dataSource, deps.env.SITE_URL);
    const changes = articlePageChanges(deps.dataSource, deps.publicContent);
    reads.follow(changes);
    deps.articleReads = reads;
    const listener = await listenForChanges({
      dataSource: deps.dataSource,
      channel: ARTICLES_CHANGED_CHANNEL,
      target: reads,
      logger: deps.logger ?? console,
      messages: { lost: 'article change notices lost: reading articles and drawing their pages afresh until they return', back: 'article change notices are back' },
    });
    await reads.warm();
    return {
      async stop() {
        changes.stop();
        await listener.stop();
        // The body renderer's worker thread starts on the first save.
        await stopArticleRenderer();
      },
    };
  },
  pages: {
    indexed: ['/learning-hub'],
    async sitemap(deps) {
      const articles = await listArticleSitemapEntries(deps.dataSource);
      return articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.lastModified }));
    },
  },
} satisfies FeatureModule;
