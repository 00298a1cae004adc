import {
  adminArticleListInputSchema,
  ARTICLE_WRITE_BODY_LIMIT,
  createArticleInputSchema,
  publishArticleInputSchema,
  slugAvailabilityInputSchema,
  unpublishArticleInputSchema,
  updateArticleInputSchema,
} from '../../../shared/article-admin.js';
import { bodyObject, parseInput, routeIdSchema, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { checkArticleSlug, getAdminArticle, listAdminArticles } from './article-admin-read.service.js';
import { createArticle, publishArticle, unpublishArticle, updateArticle } from './article-admin.service.js';

type Query = { Querystring: Record<string, unknown> };
type WithId = { Params: { id: string } };
const idSchema = routeIdSchema('article');
// An article's body may be up to 100,000 characters: more than the app's 64 KB body limit.
const articleBody = { bodyLimit: ARTICLE_WRITE_BODY_LIMIT } as const;

/** The representative's articles back-office under /api/admin/articles (signed in only). */
export const articleAdminRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  const withId = (request: { params: { id: string }; body: unknown }) => ({ ...bodyObject(request.body), id: parseInput(idSchema, request.params).id });
  await app.register(async (scope) => {
    // Checked before the body is read, so nobody signed out gets a large body read.
    scope.addHook('onRequest', backOffice('catalogue').preHandler(deps));

    scope.get<Query>('/api/admin/articles', async (request) =>
      listAdminArticles(dataSource, parseInput(adminArticleListInputSchema, withNumbers(request.query, ['page', 'pageSize']))),
    );
    scope.get<Query>('/api/admin/articles/slug-available', async (request) =>
      checkArticleSlug(dataSource, parseInput(slugAvailabilityInputSchema, withNumbers(request.query, ['exceptId']))),
    );
    scope.get<WithId>('/api/admin/articles/:id', async (request) => getAdminArticle(dataSource, parseInput(idSchema, request.params).id));
    scope.post('/api/admin/articles', articleBody, async (request, reply) =>
      reply.status(201).send(await createArticle(dataSource, parseInput(createArticleInputSchema, request.body))),
    );
    scope.patch<WithId>('/api/admin/articles/:id', articleBody, async (request) => updateArticle(deps, parseInput(updateArticleInputSchema, withId(request))));
    scope.post<WithId>('/api/admin/articles/:id/publish', async (request) => publishArticle(deps, parseInput(publishArticleInputSchema, withId(request))));
    scope.post<WithId>('/api/admin/articles/:id/unpublish', async (request) => unpublishArticle(deps, parseInput(unpublishArticleInputSchema, withId(request))));
  });
};
