import { z } from 'zod';
import { articleSchema, articleSlugInput, articleSummarySchema, articleViewSchema, listArticlesInput } from '../../../shared/article-schemas.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { recordArticleView } from './article-views.service.js';
import { getArticle, listArticles } from './articles.service.js';

export const articlesRouter = router({
  list: publicProcedure
    .input(listArticlesInput)
    .output(z.array(articleSummarySchema))
    .query(({ ctx, input }) => listArticles(ctx.deps.dataSource, input)),

  bySlug: publicProcedure
    .input(articleSlugInput)
    .output(articleSchema)
    .query(({ ctx, input }) => getArticle(ctx.deps.dataSource, input, ctx.deps.env.SITE_URL)),

  /** One page view; reading an article never counts by itself (previews and crawlers read too). */
  recordView: publicProcedure
    .input(articleSlugInput)
    .output(articleViewSchema)
    .mutation(({ ctx, input }) => recordArticleView(ctx.deps.dataSource, input, { ip: ctx.req.ip })),
});
