import { articleCategories, articleCategoryFilters } from './article-categories.js';
import { ARTICLE_SLUG_MAX, articleSchemaTypes, RELATED_LIMIT } from './articles.js';
import { text } from './text.js';
import { z } from './zod.js';

/** What the articles API takes and answers. */
export const listArticlesInput = z
  .object({
    category: z
      .enum(articleCategoryFilters, { error: `Choose one of: ${articleCategoryFilters.join(', ')}` })
      .optional(),
  })
  .strict();
export type ListArticlesInput = z.infer<typeof listArticlesInput>;

export const articleSlugInput = z
  .object({
    slug: text('Slug')
      .trim()
      .min(1, 'Give the article slug')
      .max(ARTICLE_SLUG_MAX, 'That slug is too long'),
  })
  .strict();
export type ArticleSlugInput = z.infer<typeof articleSlugInput>;

export const articleSummarySchema = z
  .object({
    id: z.number().int(),
    slug: text(),
    title: text(),
    metaDescription: text(),
    category: z.enum(articleCategories),
    tags: z.array(text()),
    authorName: text(),
    /** ISO 8601. */
    publishedAt: text(),
    updatedAt: text(),
    viewCount: z.number().int().min(0),
    schemaType: z.enum(articleSchemaTypes),
  })
  .strict();
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleFaqSchema = z.object({ id: z.number().int(), question: text(), answer: text() }).strict();
export const howToStepSchema = z
  .object({ id: z.number().int(), stepNumber: z.number().int().min(1), stepTitle: text(), stepDescription: text() })
  .strict();

export const articleSchema = articleSummarySchema
  .extend({
    /** Markdown; rendered without raw HTML. */
    content: text(),
    /** The body as the page shows it: the server's rendering of content (escaped, no raw HTML). */
    contentHtml: text(),
    /** JSON-LD objects for the page: Article, plus FAQPage and HowTo when it has FAQs or steps. */
    structuredData: z.array(z.record(text(), z.unknown())),
    faqs: z.array(articleFaqSchema),
    howToSteps: z.array(howToStepSchema),
    readingMinutes: z.number().int().min(1),
    related: z.array(articleSummarySchema).max(RELATED_LIMIT),
  })
  .strict();
export type Article = z.infer<typeof articleSchema>;
export type ArticleFaq = z.infer<typeof articleFaqSchema>;
export type HowToStep = z.infer<typeof howToStepSchema>;

export const articleViewSchema = z.object({ slug: text(), viewCount: z.number().int().min(0) }).strict();
export type ArticleView = z.infer<typeof articleViewSchema>;
