import type { AppDeps } from '../core/app-deps.js';

/**
 * What one feature says of its pages for crawlers; the app root gathers every feature's. (Each
 * page's head is declared with its route, in src/client/features/<feature>/routes.ts.)
 */
export interface PageSource {
  /** Fixed indexable routes, in the order the sitemap lists them. */
  indexed?: string[];
  /** Entries of /sitemap.xml beyond the fixed routes. */
  sitemap?(deps: AppDeps): Promise<SitemapEntry[]>;
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The pages of the whole site, gathered from the features' page sources. */
export interface SitePages {
  indexedPaths: string[];
  sitemapSources: NonNullable<PageSource['sitemap']>[];
}

export function gatherPages(sources: PageSource[]): SitePages {
  return {
    indexedPaths: sources.flatMap((source) => source.indexed ?? []),
    sitemapSources: sources.flatMap((source) => (source.sitemap ? [source.sitemap] : [])),
  };
}
