import { describe, expect, it } from 'vitest';
import { listArticlesInput } from './article-schemas.js';
import { featuredArticles, isFeatured, readingMinutes, relatedArticles, searchArticles } from './articles.js';

const article = (id: number, overrides: Partial<{ title: string; metaDescription: string; tags: string[]; category: 'skincare-basics' | 'ingredients' | 'routines' | 'how-to'; viewCount: number }> = {}) => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  metaDescription: 'A plain description.',
  tags: [] as string[],
  category: 'ingredients' as const,
  viewCount: 0,
  ...overrides,
});

describe('searchArticles', () => {
  const list = [
    article(1, { title: 'Retinol for Beginners' }),
    article(2, { metaDescription: 'Why SUNSCREEN matters every day.' }),
    article(3, { tags: ['Hyaluronic Acid', 'hydration'] }),
    article(4, { title: 'Nothing related' }),
  ];

  it('matches the title, the meta description or any tag, ignoring case', () => {
    expect(searchArticles(list, 'RETINOL').map((a) => a.id)).toEqual([1]);
    expect(searchArticles(list, 'sunscreen').map((a) => a.id)).toEqual([2]);
    expect(searchArticles(list, 'hyaluronic').map((a) => a.id)).toEqual([3]);
    expect(searchArticles(list, 'HYDRATION').map((a) => a.id)).toEqual([3]);
  });

  it('keeps every article for a blank query and trims the query', () => {
    expect(searchArticles(list, '   ')).toHaveLength(4);
    expect(searchArticles(list, '  retinol  ').map((a) => a.id)).toEqual([1]);
  });

  it('returns nothing when no field matches, and ignores fields outside the rule', () => {
    expect(searchArticles(list, 'zzz')).toEqual([]);
    expect(searchArticles(list, 'ingredients')).toEqual([]);
  });
});

describe('featured rule', () => {
  it('features skincare-basics or more than 50 views', () => {
    expect(isFeatured(article(1, { category: 'skincare-basics', viewCount: 0 }))).toBe(true);
    expect(isFeatured(article(2, { viewCount: 51 }))).toBe(true);
    expect(isFeatured(article(3, { viewCount: 50 }))).toBe(false);
    expect(isFeatured(article(4, { category: 'how-to', viewCount: 3 }))).toBe(false);
  });

  it('keeps list order and stops at 3', () => {
    const list = [
      article(1, { viewCount: 10 }),
      article(2, { viewCount: 200 }),
      article(3, { category: 'skincare-basics' }),
      article(4, { viewCount: 50 }),
      article(5, { viewCount: 51 }),
      article(6, { category: 'skincare-basics' }),
    ];
    expect(featuredArticles(list).map((a) => a.id)).toEqual([2, 3, 5]);
    expect(featuredArticles([article(1)])).toEqual([]);
  });
});

describe('relatedArticles', () => {
  const base = article(1, { category: 'routines', tags: ['retinol', 'routine', 'evening'] });

  it('takes same-category or shared-tag articles, most overlap first, then most viewed', () => {
    const candidates = [
      base,
      article(2, { category: 'routines', viewCount: 5 }),
      article(3, { tags: ['retinol', 'evening'], viewCount: 1 }),
      article(4, { tags: ['sunscreen'], viewCount: 999 }),
      article(5, { tags: ['Routine'], viewCount: 40 }),
      article(6, { category: 'routines', viewCount: 30 }),
    ];
    expect(relatedArticles(base, candidates).map((a) => a.id)).toEqual([3, 5, 6]);
    expect(relatedArticles(base, candidates, 10).map((a) => a.id)).toEqual([3, 5, 6, 2]);
  });

  it('never returns the article itself or unrelated articles', () => {
    expect(relatedArticles(base, [base, article(9, { tags: ['other'] })])).toEqual([]);
  });
});

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute and never goes below 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(150), 'word '.repeat(150))).toBe(2);
  });

  it('does not count markdown symbols as words', () => {
    expect(readingMinutes(`## ${'word '.repeat(200)} - * >`)).toBe(1);
  });
});

describe('listArticlesInput', () => {
  it('accepts the categories and all, and names the field for anything else', () => {
    expect(listArticlesInput.parse({ category: 'how-to' })).toEqual({ category: 'how-to' });
    expect(listArticlesInput.parse({ category: 'all' })).toEqual({ category: 'all' });
    expect(listArticlesInput.parse({})).toEqual({});
    const result = listArticlesInput.safeParse({ category: 'makeup' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['category']);
    expect(result.error?.issues[0]?.message).toMatch(/Choose one of: all, skincare-basics/);
  });
});
