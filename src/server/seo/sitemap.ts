import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { articlePath } from '../features/articles/article-json-ld.js';
import { listArticleSitemapEntries } from '../features/articles/articles.service.js';
import { escapeHtml } from './html-shell.js';
import { staticPages } from './page-meta.js';

/** Paths crawlers should leave alone: private screens, the API and per-visitor pages. */
export const disallowedPaths = ['/dashboard', '/api/', '/trpc/', '/cart', '/results', '/results-premium/', '/usage-quiz/'];

export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(siteUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Every indexable static route, then every article with its last change. */
export async function sitemapEntries(deps: AppDeps): Promise<SitemapEntry[]> {
  const articles = await listArticleSitemapEntries(deps.dataSource);
  const newestArticle = articles.reduce<Date | undefined>((newest, a) => (!newest || a.updatedAt > newest ? a.updatedAt : newest), undefined);
  const pages: SitemapEntry[] = Object.entries(staticPages)
    .filter(([, page]) => !page.noindex)
    .map(([path]) => ({ path, lastModified: path === '/learning-hub' ? newestArticle : undefined }));
  return [...pages, ...articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.updatedAt }))];
}

export function registerSeoFiles(app: FastifyInstance, deps: AppDeps): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobotsTxt(deps.env.SITE_URL)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = buildSitemapXml(deps.env.SITE_URL, await sitemapEntries(deps));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
}
