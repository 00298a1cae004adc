import { z } from './zod.js';

import { articleCategories, articleCategoryFilters } from './article-categories.js';

export { articleCategories, articleCategoryFilters, articleCategoryLabels, type ArticleCategory, type ArticleCategoryFilter } from './article-categories.js';

/** The schema.org type that describes the article as a whole. */
export const articleSchemaTypes = ['Article', 'HowTo'] as const;
export type ArticleSchemaType = (typeof articleSchemaTypes)[number];

/** Extra schema.org properties of one article (e.g. a how-to's totalTime, supply, tool). */
export type ArticleStructuredExtras = Record<string, string | string[]>;

export const FEATURED_LIMIT = 3;
export const FEATURED_VIEW_THRESHOLD = 50;
export const CARD_TAG_LIMIT = 3;
export const RELATED_LIMIT = 3;
export const WORDS_PER_MINUTE = 200;
export const ARTICLE_SLUG_MAX = 160;
export const ARTICLE_SEARCH_MAX = 100;

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

type Searchable = Pick<ArticleSummary, 'title' | 'metaDescription' | 'tags'>;

/** Case-insensitive match on the title, the meta description or any tag; a blank query keeps all. */
export function searchArticles<T extends Searchable>(articles: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...articles];
  return articles.filter(
    (article) =>
      article.title.toLowerCase().includes(needle) ||
      article.metaDescription.toLowerCase().includes(needle) ||
      article.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}

export function isFeatured(article: Pick<ArticleSummary, 'category' | 'viewCount'>): boolean {
  return article.category === 'skincare-basics' || article.viewCount > FEATURED_VIEW_THRESHOLD;
}

/** Featured: category skincare-basics or more than 50 views; the first 3 in list order. */
export function featuredArticles<T extends Pick<ArticleSummary, 'category' | 'viewCount'>>(articles: readonly T[]): T[] {
  return articles.filter(isFeatured).slice(0, FEATURED_LIMIT);
}

type Relatable = Pick<ArticleSummary, 'id' | 'category' | 'tags' | 'viewCount' | 'slug'>;

/**
 * Other articles in the same category or sharing at least one tag. Most shared tags first
 * (the same category counts as one more), then the most viewed, then by slug.
 */
export function relatedArticles<T extends Relatable>(article: Relatable, candidates: readonly T[], limit = RELATED_LIMIT): T[] {
  const tags = new Set(article.tags.map((tag) => tag.toLowerCase()));
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => {
      const shared = candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
      return { candidate, score: shared + (candidate.category === article.category ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.candidate.viewCount - a.candidate.viewCount || a.candidate.slug.localeCompare(b.candidate.slug))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes at 200 words a minute, rounded up, never below 1. */
export function readingMinutes(...texts: string[]): number {
  const words = texts.reduce((sum, text) => sum + countWords(text), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
