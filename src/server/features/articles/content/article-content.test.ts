import { describe, expect, it } from 'vitest';
import { articleCategories, countWords, FEATURED_VIEW_THRESHOLD, relatedArticles, RELATED_LIMIT } from '../../../../shared/articles.js';
import { articleMarkdownIssue } from '../../../../shared/article-markdown-limits.js';
import { articleSeeds } from './article-seeds.js';

describe('learning hub content', () => {
  it('has at least 12 articles with unique slugs across every category', () => {
    expect(articleSeeds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articleSeeds.map((a) => a.slug)).size).toBe(articleSeeds.length);
    for (const category of articleCategories) {
      expect(articleSeeds.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(articleSeeds.map((a) => [a.slug, a] as const))('%s is a full article', (_slug, article) => {
    expect(countWords(article.content)).toBeGreaterThanOrEqual(500);
    // Within the body limits, so the representative can save it as it is.
    expect(articleMarkdownIssue(article.content)).toBeNull();
    expect(article.faqs.length).toBeGreaterThanOrEqual(3);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // The page's title is the only h1; the body starts at h2.
    expect(article.content).not.toMatch(/^# /m);
    expect(article.content).not.toMatch(/<[a-z]/i);
    expect(article.tags.length).toBeGreaterThanOrEqual(3);
    if (article.category === 'how-to') {
      expect(article.schemaType).toBe('HowTo');
      expect(article.steps?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
  });

  it('varies view counts around the featured threshold', () => {
    const views = articleSeeds.map((a) => a.viewCount);
    expect(views.some((v) => v > FEATURED_VIEW_THRESHOLD)).toBe(true);
    expect(views).toContain(FEATURED_VIEW_THRESHOLD);
    expect(articleSeeds.some((a) => a.category !== 'skincare-basics' && a.viewCount > FEATURED_VIEW_THRESHOLD)).toBe(true);
    expect(new Set(articleSeeds.map((a) => a.publishedAt)).size).toBe(articleSeeds.length);
  });

  it('gives every article 3 related articles', () => {
    const summaries = articleSeeds.map((a, id) => ({ ...a, id }));
    for (const article of summaries) {
      expect(relatedArticles(article, summaries), article.slug).toHaveLength(RELATED_LIMIT);
    }
  });
});
