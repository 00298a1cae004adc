import { DEFAULT_DESCRIPTION } from '../../shared/site.js';
import type { AppDeps } from '../deps.js';
import { articlePage } from '../features/articles/article-page-meta.js';
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

interface StaticPage {
  title?: string;
  description?: string;
  noindex?: boolean;
  firstScreen?: FirstScreen;
}

/** The fixed routes of the site and what search engines see of each. */
export const staticPages: Record<string, StaticPage> = {
  '/': { firstScreen: {} },
  '/quiz': { title: 'Beauty Quiz', description: 'Answer 8 quick questions for your personalised skin analysis and product matches.' },
  '/quiz-preview': { title: 'Quick Preview Quiz', description: 'Four questions, no email: a quick preview of your beauty match.' },
  '/products': {
    title: 'Products',
    description: 'Skincare, makeup, hair, body, fragrance and bundles, matched to you.',
    firstScreen: { prefetch: (trpc) => trpc.catalog.list.prefetch({}) },
  },
  '/cart': { title: 'Your Cart', noindex: true },
  '/loyalty': { title: 'Loyalty Rewards', description: 'Earn 1 point for every $1 you spend and redeem points for bundles, perks and samples.' },
  '/learning-hub': {
    title: 'Learning Hub',
    description: 'Skincare basics, ingredients, routines and how-to guides.',
    firstScreen: { prefetch: (trpc) => trpc.articles.list.prefetch({}) },
  },
  '/dashboard': { title: 'Dashboard', noindex: true },
};

/** Client routes with parameters: served the app shell, never indexed. */
const privatePatterns = [/^\/results(\/[^/]+)?$/, /^\/results-premium\/[^/]+$/, /^\/usage-quiz\/[^/]+\/[^/]+$/];

export interface DynamicPage {
  pattern: RegExp;
  resolve(match: RegExpMatchArray, deps: AppDeps): Promise<ResolvedPage>;
}

/** Routes whose meta comes from data (features add theirs here). */
export const dynamicPages: DynamicPage[] = [articlePage];

export const notFoundPage: ResolvedPage = {
  status: 404,
  meta: { title: 'Page Not Found', description: DEFAULT_DESCRIPTION, noindex: true },
};

export async function resolvePage(path: string, deps: AppDeps): Promise<ResolvedPage> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = staticPages[normalised];
  if (page) {
    return {
      status: 200,
      meta: {
        title: page.title,
        description: page.description ?? DEFAULT_DESCRIPTION,
        canonicalPath: page.noindex ? undefined : normalised,
        noindex: page.noindex,
        ogType: 'website',
        routeModule: normalised === '/' ? 'landing' : normalised.slice(1),
      },
      firstScreen: page.firstScreen && { ...page.firstScreen, path: normalised },
    };
  }
  for (const dynamic of dynamicPages) {
    const match = normalised.match(dynamic.pattern);
    if (match) return dynamic.resolve(match, deps);
  }
  if (privatePatterns.some((pattern) => pattern.test(normalised))) {
    return { status: 200, meta: { description: DEFAULT_DESCRIPTION, noindex: true } };
  }
  return notFoundPage;
}
