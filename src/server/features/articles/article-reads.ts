import type { DataSource } from 'typeorm';
import { NoticedCache } from '../../db/noticed-cache.js';
import { loadPublishedArticles, type PublishedArticles } from './articles.service.js';

/**
 * How long a kept copy may show a view count: a view raises the count without a change notice
 * (every read would otherwise be drawn afresh). A view counted in this process drops its copy
 * at once; one counted in another process shows within this, as on kept pages.
 */
export const VIEW_COUNTS_FRESH_MS = 60_000;

/**
 * The learning hub's list and every article page's data, the same for everyone: kept in memory
 * while the article tables' change notices arrive, so a burst of readers needs no database
 * connection. Kept no later than the next scheduled article's time (which no notice reports),
 * and at most VIEW_COUNTS_FRESH_MS.
 */
export function publishedArticleReads(dataSource: DataSource, siteUrl: string): NoticedCache<PublishedArticles> {
  return new NoticedCache(
    () => loadPublishedArticles(dataSource, siteUrl),
    (published) => Math.min(Date.now() + VIEW_COUNTS_FRESH_MS, published.nextPublicationAt?.getTime() ?? Infinity),
  );
}
