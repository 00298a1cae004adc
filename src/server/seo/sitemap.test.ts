import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

const t = useTestApp({ SITE_URL: 'https://beauty.example.com' });

describe('/sitemap.xml', () => {
  it('lists the indexable routes and every article with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    // Kept like the public pages until an article changes; a crawler revalidates with its ETag.
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate/);
    expect(response.headers.etag).toBeDefined();
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/quiz', '/quiz-preview', '/products', '/loyalty', '/learning-hub']) {
      expect(locs).toContain(`https://beauty.example.com${path}`);
    }
    for (const hidden of ['/dashboard', '/cart']) expect(locs).not.toContain(`https://beauty.example.com${hidden}`);

    const articles: { slug: string; updatedAt: Date }[] = await t.db.dataSource.query('SELECT slug, "updatedAt" FROM article');
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const article of articles) {
      const entry = `<url><loc>https://beauty.example.com/learning-hub/${article.slug}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`;
      expect(xml).toContain(entry);
    }
    expect(xml).toContain('<lastmod>2024-09-12T08:00:00.000Z</lastmod>');
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap and keeps private pages and the API out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Sitemap: https://beauty.example.com/sitemap.xml');
    for (const path of ['/dashboard', '/api/', '/trpc/', '/cart', '/results', '/results-premium/', '/usage-quiz/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /learning-hub');
  });
});
