import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import { escapeHtml } from '../http/escape-html.js';
import { type PageCache, sendKeptPage } from '../http/page-cache.js';
import type { SitemapEntry, SitePages } from './site-pages.js';

/** Paths crawlers should leave alone: private screens, the API and per-visitor pages. */
export const disallowedPaths = ['/dashboard', '/api/', '/trpc/', '/cart', '/results', '/results-premium/', '/usage-quiz/', '/outcome/'];

export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(siteUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Every indexable static route, then what the features add (articles with their last change). */
export async function sitemapEntries(deps: AppDeps, pages: SitePages): Promise<SitemapEntry[]> {
  const added = (await Promise.all(pages.sitemapSources.map((source) => source(deps)))).flat();
  // A fixed route whose content is listed below (the hub and its articles) changes with it.
  const newestUnder = (path: string) =>
    added.reduce<Date | undefined>(
      (newest, entry) => (entry.path.startsWith(`${path}/`) && entry.lastModified && (!newest || entry.lastModified > newest) ? entry.lastModified : newest),
      undefined,
    );
  const fixed: SitemapEntry[] = pages.indexedPaths.map((path) => ({ path, lastModified: newestUnder(path) }));
  return [...fixed, ...added];
}

export function registerSeoFiles(app: FastifyInstance, deps: AppDeps, pages: SitePages, pageCache: PageCache): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobotsTxt(deps.env.SITE_URL)),
  );
  // Kept like the public pages until the content it lists changes (an article published or edited).
  app.get('/sitemap.xml', async (request, reply) => {
    const sitemap = await pageCache.get('/sitemap.xml', async () => ({
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      html: buildSitemapXml(deps.env.SITE_URL, await sitemapEntries(deps, pages)),
    }));
    return sendKeptPage(request, reply, sitemap!);
  });
}
