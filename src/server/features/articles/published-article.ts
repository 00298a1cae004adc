import { Raw } from 'typeorm';
import type { ArticleEntity } from './article.entity.js';

/** An article the public may read: published, and its time has come. */
export type PublishedArticle = ArticleEntity & { publishedAt: Date };

/**
 * What the public side may read: published articles whose publishedAt has come. Compared with
 * the database's now() on every read, so a scheduled article appears by itself at its time.
 */
export function publiclyVisible() {
  return { status: 'published', publishedAt: Raw((column) => `${column} <= now()`) } as const;
}

/** The last change a reader can see: an edit, or going live (a scheduled article's time). */
export function lastChangedAt(article: Pick<PublishedArticle, 'updatedAt' | 'publishedAt'>): Date {
  return article.publishedAt > article.updatedAt ? article.publishedAt : article.updatedAt;
}
