import { articleSlugInput, listArticlesInput } from '../../../shared/article-schemas.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { recordArticleView } from './article-views.service.js';
import { listArticles } from './articles.service.js';

/** GET /api/articles[?category=], GET /api/articles/:slug, POST /api/articles/:slug/views. */
export const articlesRest: RestPlugin = (app, deps) => {
  // Both from the published articles kept in memory (article-reads.ts).
  app.get('/api/articles', async (request) => listArticles(await deps.articleReads.current(), parseInput(listArticlesInput, request.query)));

  app.get('/api/articles/:slug', async (request) => (await deps.articleReads.current()).bySlug(parseInput(articleSlugInput, request.params).slug));

  app.post('/api/articles/:slug/views', async (request) =>
    recordArticleView(deps, parseInput(articleSlugInput, request.params), { ip: request.ip }),
  );
};
