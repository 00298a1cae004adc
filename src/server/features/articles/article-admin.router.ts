import {
  adminArticleListInputSchema,
  adminArticleListOutputSchema,
  adminArticleOutputSchema,
  articleIdInputSchema,
  createArticleInputSchema,
  publishArticleInputSchema,
  slugAvailabilityInputSchema,
  slugAvailabilitySchema,
  unpublishArticleInputSchema,
  updateArticleInputSchema,
} from '../../../shared/article-admin.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { checkArticleSlug, getAdminArticle, listAdminArticles } from './article-admin-read.service.js';
import { createArticle, publishArticle, unpublishArticle, updateArticle } from './article-admin.service.js';

const repProcedure = publicProcedure.use(backOffice('catalogue').middleware);

/** The articles back-office (back-office only); the same services as /api/admin/articles. */
export const articleAdminRouter = router({
  list: repProcedure
    .input(adminArticleListInputSchema)
    .output(adminArticleListOutputSchema)
    .query(({ ctx, input }) => listAdminArticles(ctx.deps.dataSource, input)),
  get: repProcedure
    .input(articleIdInputSchema)
    .output(adminArticleOutputSchema)
    .query(({ ctx, input }) => getAdminArticle(ctx.deps.dataSource, input.id)),
  slugAvailable: repProcedure
    .input(slugAvailabilityInputSchema)
    .output(slugAvailabilitySchema)
    .query(({ ctx, input }) => checkArticleSlug(ctx.deps.dataSource, input)),
  create: repProcedure
    .input(createArticleInputSchema)
    .output(adminArticleOutputSchema)
    .mutation(({ ctx, input }) => createArticle(ctx.deps.dataSource, input)),
  update: repProcedure
    .input(updateArticleInputSchema)
    .output(adminArticleOutputSchema)
    .mutation(({ ctx, input }) => updateArticle(ctx.deps, input)),
  publish: repProcedure
    .input(publishArticleInputSchema)
    .output(adminArticleOutputSchema)
    .mutation(({ ctx, input }) => publishArticle(ctx.deps, input)),
  unpublish: repProcedure
    .input(unpublishArticleInputSchema)
    .output(adminArticleOutputSchema)
    .mutation(({ ctx, input }) => unpublishArticle(ctx.deps, input)),
});

