import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import type { Article, ArticleSummary } from '../../../shared/article-schemas.js';

const t = useTestApp();

async function viewCountOf(slug: string): Promise<number> {
  const rows: { viewCount: number }[] = await t.db.dataSource.query('SELECT "viewCount" FROM "article" WHERE slug = $1', [slug]);
  return rows[0]!.viewCount;
}

describe('GET /api/articles', () => {
  it('lists every article, newest first, without the body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(response.statusCode).toBe(200);
    const articles = response.json<ArticleSummary[]>();
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const dates = articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles[0]).not.toHaveProperty('content');
    expect(Object.keys(articles[0]!)).toEqual(
      expect.arrayContaining(['id', 'slug', 'title', 'metaDescription', 'category', 'tags', 'authorName', 'publishedAt', 'viewCount', 'schemaType']),
    );
  });

  it('filters by category, and treats all as no filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles?category=how-to' });
    expect(response.statusCode).toBe(200);
    const articles = response.json<ArticleSummary[]>();
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.every((a) => a.category === 'how-to')).toBe(true);
    const all = await t.app.inject({ method: 'GET', url: '/api/articles?category=all' });
    expect(all.json()).toHaveLength((await t.app.inject({ method: 'GET', url: '/api/articles' })).json().length);
  });

  it('answers 400 naming the field for an unknown category or an unknown parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles?category=makeup' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^category: Choose one of: all, skincare-basics, ingredients, routines, how-to/);
    const extra = await t.app.inject({ method: 'GET', url: '/api/articles?sort=views' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toMatch(/sort/);
    const twice = await t.app.inject({ method: 'GET', url: '/api/articles?category=how-to&category=routines' });
    expect(twice.statusCode).toBe(400);
  });
});

describe('GET /api/articles/:slug', () => {
  it('returns the article with FAQs, numbered steps, reading time, JSON-LD and 3 related articles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles/how-to-patch-test' });
    expect(response.statusCode).toBe(200);
    const article = response.json<Article>();
    expect(article.title).toBe('How to Patch Test a New Skincare Product');
    expect(article.content).toContain('## Why patch test?');
    expect(article.contentHtml).toContain('<h2>Why patch test?</h2>');
    expect(article.contentHtml).not.toContain('##');
    expect(article.faqs.length).toBeGreaterThanOrEqual(3);
    expect(article.howToSteps.map((s) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(article.howToSteps[0]!.stepTitle).toBe('Choose one product and one test area');
    expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(article.structuredData.map((node) => node['@type'])).toEqual(['Article', 'FAQPage', 'HowTo']);
    expect(article.related).toHaveLength(3);
    expect(article.related.map((r) => r.slug)).not.toContain('how-to-patch-test');
    for (const related of article.related) {
      const sharesTag = related.tags.some((tag) => article.tags.includes(tag));
      expect(sharesTag || related.category === article.category).toBe(true);
    }
  });

  it('answers 404 for an unknown slug and 400 for an oversized one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles/no-such-article' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/No article has that slug/) });
    const long = await t.app.inject({ method: 'GET', url: `/api/articles/${'a'.repeat(161)}` });
    expect(long.statusCode).toBe(400);
  });

  it('does not count a view when the article or the list is read', async () => {
    const before = await viewCountOf('skin-barrier-101');
    await t.app.inject({ method: 'GET', url: '/api/articles/skin-barrier-101' });
    await t.app.inject({ method: 'GET', url: '/api/articles' });
    await t.app.inject({ method: 'GET', url: '/learning-hub/skin-barrier-101' });
    expect(await viewCountOf('skin-barrier-101')).toBe(before);
  });
});

describe('POST /api/articles/:slug/views', () => {
  it('counts one view and answers the new count', async () => {
    const before = await viewCountOf('hyaluronic-acid-explained');
    const response = await t.app.inject({ method: 'POST', url: '/api/articles/hyaluronic-acid-explained/views' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ slug: 'hyaluronic-acid-explained', viewCount: before + 1 });
    expect(await viewCountOf('hyaluronic-acid-explained')).toBe(before + 1);
  });

  it('counts a visitor once a day however often they call, and 10 visitors in parallel as exactly 10', async () => {
    const view = (remoteAddress: string, userAgent = 'Test browser') =>
      t.app.inject({ method: 'POST', url: '/api/articles/retinoids-for-beginners/views', remoteAddress, headers: { 'user-agent': userAgent } });
    const before = await viewCountOf('retinoids-for-beginners');
    const repeats = await Promise.all(Array.from({ length: 10 }, () => view('10.60.0.1')));
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await viewCountOf('retinoids-for-beginners')).toBe(before + 1);
    // Calls that raced the counting one may answer the count just before it.
    for (const repeat of repeats) expect([before, before + 1]).toContain(repeat.json().viewCount);

    const visitors = await Promise.all(Array.from({ length: 10 }, (_, i) => view(`10.60.1.${i}`)));
    expect(visitors.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await viewCountOf('retinoids-for-beginners')).toBe(before + 11);
    // Another browser at the same address is the same visitor (the user agent is the caller's to
    // choose); no address is stored.
    await view('10.60.0.1', 'Another browser');
    expect(await viewCountOf('retinoids-for-beginners')).toBe(before + 11);
    const stored = JSON.stringify(await t.db.dataSource.query(`SELECT * FROM article_view_seen`));
    expect(stored).not.toContain('10.60.');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/articles/no-such-article/views' });
    expect(response.statusCode).toBe(404);
  });
});
