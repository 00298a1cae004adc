import type { ArticleCategory, ArticleSchemaType, ArticleStructuredExtras } from '../../../../shared/articles.js';

/** One demo article as written; the seeder turns it into rows. */
export interface ArticleSeed {
  slug: string;
  title: string;
  metaDescription: string;
  category: ArticleCategory;
  tags: string[];
  authorName: string;
  /** ISO dates. */
  publishedAt: string;
  updatedAt?: string;
  viewCount: number;
  schemaType: ArticleSchemaType;
  structuredData?: ArticleStructuredExtras;
  /** Markdown. */
  content: string;
  faqs: { question: string; answer: string }[];
  steps?: { title: string; description: string }[];
}
