import { z } from 'zod';
import { articleSchema, articleSlugInput, articleSummarySchema, articleViewSchema, listArticlesInput } from '../../../shared/article-schemas.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { recordArticleView } from './article-views.service.js';
import { listArticles } from './articles.service.js';

export const articlesRouter = router({
  list: publicProcedure
    .input(listArticlesInput)
    .output(z.array(articleSummarySchema))
    .query(async ({ ctx, input }) => listArticles(await ctx.deps.articleReads.current(), input)),

  bySlug: publicProcedure
    .input(articleSlugInput)
    .output(articleSchema)
    .query(async ({ ctx, input }) => (await ctx.deps.articleReads.current()).bySlug(input.slug)),

  /** One page view; reading an article never counts by itself (previews and crawlers read too). */
  recordView: publicProcedure
    .input(articleSlugInput)
    .output(articleViewSchema)
    .mutation(({ ctx, input }) => recordArticleView(ctx.deps, input, { ip: ctx.req.ip })),
});
