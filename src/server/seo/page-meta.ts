import { DEFAULT_DESCRIPTION } from '../../shared/site.js';
import type { AppDeps } from '../core/app-deps.js';
import type { FirstScreen } from './first-screen.js';

export interface PageMeta {
  title?: string;
  description: string;
  /** Path of the canonical URL; omitted for pages that should not be indexed. */
  canonicalPath?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** Open Graph article:* fields, for ogType 'article'. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
  jsonLd?: object[];
  /** The client's route module (`src/client/routes/<name>.tsx`), whose chunks the head preloads. */
  routeModule?: string;
}

export interface ResolvedPage {
  status: number;
  meta: PageMeta;
  /** Set for public pages that look the same to every visitor: the server draws them. */
  firstScreen?: FirstScreen & { path: string };
}

export interface StaticPage {
  title?: string;
  description?: string;
  noindex?: boolean;
  firstScreen?: FirstScreen;
  /** Structured data for the page's head (JSON-LD nodes). */
  jsonLd?(deps: AppDeps): object[] | Promise<object[]>;
}

export interface DynamicPage {
  pattern: RegExp;
  resolve(match: RegExpMatchArray, deps: AppDeps): Promise<ResolvedPage>;
}

/** What one feature says of its pages; the app root gathers every feature's into the site's. */
export interface PageSource {
  /** Fixed routes (path → head), in the order the sitemap lists them. */
  static?: Record<string, StaticPage>;
  /** Routes whose head comes from data. */
  dynamic?: DynamicPage[];
  /** Client routes with parameters: served the app shell, never indexed. */
  private?: RegExp[];
  /** Entries of /sitemap.xml beyond the fixed routes. */
  sitemap?(deps: AppDeps): Promise<SitemapEntry[]>;
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The pages of the whole site, gathered from the features' page sources. */
export interface SitePages {
  staticPages: Record<string, StaticPage>;
  dynamicPages: DynamicPage[];
  privatePatterns: RegExp[];
  sitemapSources: NonNullable<PageSource['sitemap']>[];
}

export function gatherPages(sources: PageSource[]): SitePages {
  return {
    staticPages: Object.assign({}, ...sources.map((source) => source.static ?? {})),
    dynamicPages: sources.flatMap((source) => source.dynamic ?? []),
    privatePatterns: sources.flatMap((source) => source.private ?? []),
    sitemapSources: sources.flatMap((source) => (source.sitemap ? [source.sitemap] : [])),
  };
}

export const notFoundPage: ResolvedPage = {
  status: 404,
  meta: { title: 'Page Not Found', description: DEFAULT_DESCRIPTION, noindex: true },
};

export async function resolvePage(path: string, deps: AppDeps, pages: SitePages): Promise<ResolvedPage> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = pages.staticPages[normalised];
  if (page) {
    return {
      status: 200,
      meta: {
        title: page.title,
        description: page.description ?? DEFAULT_DESCRIPTION,
        canonicalPath: page.noindex ? undefined : normalised,
        noindex: page.noindex,
        ogType: 'website',
        routeModule: normalised === '/' ? 'landing' : normalised.slice(1).replace(/\//g, '-'),
        ...(page.jsonLd ? { jsonLd: await page.jsonLd(deps) } : {}),
      },
      firstScreen: page.firstScreen && { ...page.firstScreen, path: normalised },
    };
  }
  for (const dynamic of pages.dynamicPages) {
    const match = normalised.match(dynamic.pattern);
    if (match) return dynamic.resolve(match, deps);
  }
  if (pages.privatePatterns.some((pattern) => pattern.test(normalised))) {
    return { status: 200, meta: { description: DEFAULT_DESCRIPTION, noindex: true } };
  }
  return notFoundPage;
}
