import type { ArticleCategory } from './article-categories.js';

// Zod-free on purpose: the public pages use these rules, and the schemas (article-schemas.ts)
// would bring zod into their scripts. The article types come from article-schemas.ts, which
// builds on the constants here (never the other way round).
export { articleCategories, articleCategoryFilters, articleCategoryLabels, type ArticleCategory, type ArticleCategoryFilter } from './article-categories.js';

/** What the rules below read of an article. */
interface ArticleFacts {
  id: number;
  slug: string;
  title: string;
  metaDescription: string;
  category: ArticleCategory;
  tags: string[];
  viewCount: number;
}

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

type Searchable = Pick<ArticleFacts, 'title' | 'metaDescription' | 'tags'>;

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

export function isFeatured(article: Pick<ArticleFacts, 'category' | 'viewCount'>): boolean {
  return article.category === 'skincare-basics' || article.viewCount > FEATURED_VIEW_THRESHOLD;
}

/** Featured: category skincare-basics or more than 50 views; the first 3 in list order. */
export function featuredArticles<T extends Pick<ArticleFacts, 'category' | 'viewCount'>>(articles: readonly T[]): T[] {
  return articles.filter(isFeatured).slice(0, FEATURED_LIMIT);
}

type Relatable = Pick<ArticleFacts, 'id' | 'category' | 'tags' | 'viewCount' | 'slug'>;

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
