import { articleSlugInput, listArticlesInput } from '../../../shared/article-schemas.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { recordArticleView } from './article-views.service.js';
import { getArticle, listArticles } from './articles.service.js';

/** GET /api/articles[?category=], GET /api/articles/:slug, POST /api/articles/:slug/views. */
export const articlesRest: RestPlugin = (app, deps) => {
  app.get('/api/articles', async (request) => listArticles(deps.dataSource, parseInput(listArticlesInput, request.query)));

  app.get('/api/articles/:slug', async (request) =>
    getArticle(deps.dataSource, parseInput(articleSlugInput, request.params), deps.env.SITE_URL),
  );

  app.post('/api/articles/:slug/views', async (request) =>
    recordArticleView(deps.dataSource, parseInput(articleSlugInput, request.params), { ip: request.ip }),
  );
};
