import { articleCategories, articleCategoryFilters } from './article-categories.js';
import { ARTICLE_SLUG_MAX, articleSchemaTypes, RELATED_LIMIT } from './articles.js';
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
    slug: z
      .string()
      .trim()
      .min(1, 'Give the article slug')
      .max(ARTICLE_SLUG_MAX, 'That slug is too long')
      // A NUL byte would fail inside PostgreSQL's text comparison instead of matching nothing.
      .regex(/^[^\u0000]*$/, 'That slug contains a character that is not allowed'),
  })
  .strict();
export type ArticleSlugInput = z.infer<typeof articleSlugInput>;

export const articleSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    metaDescription: z.string(),
    category: z.enum(articleCategories),
    tags: z.array(z.string()),
    authorName: z.string(),
    /** ISO 8601. */
    publishedAt: z.string(),
    updatedAt: z.string(),
    viewCount: z.number().int().min(0),
    schemaType: z.enum(articleSchemaTypes),
  })
  .strict();
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleFaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() }).strict();
export const howToStepSchema = z
  .object({ id: z.number().int(), stepNumber: z.number().int().min(1), stepTitle: z.string(), stepDescription: z.string() })
  .strict();

export const articleSchema = articleSummarySchema
  .extend({
    /** Markdown; rendered without raw HTML. */
    content: z.string(),
    /** The body as the page shows it: the server's rendering of content (escaped, no raw HTML). */
    contentHtml: z.string(),
    /** JSON-LD objects for the page: Article, plus FAQPage and HowTo when it has FAQs or steps. */
    structuredData: z.array(z.record(z.string(), z.unknown())),
    faqs: z.array(articleFaqSchema),
    howToSteps: z.array(howToStepSchema),
    readingMinutes: z.number().int().min(1),
    related: z.array(articleSummarySchema).max(RELATED_LIMIT),
  })
  .strict();
export type Article = z.infer<typeof articleSchema>;
export type ArticleFaq = z.infer<typeof articleFaqSchema>;
export type HowToStep = z.infer<typeof howToStepSchema>;

export const articleViewSchema = z.object({ slug: z.string(), viewCount: z.number().int().min(0) }).strict();
export type ArticleView = z.infer<typeof articleViewSchema>;
