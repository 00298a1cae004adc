import { TRPCError } from '@trpc/server';
import { appRouter } from '../../app-router.js';
import { createCallerFactory } from '../../trpc/init.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';

const t = useTestApp();

describe('articles tRPC procedures', () => {
  it('list filters by category with the same rule as REST', async () => {
    const all = await t.caller.articles.list({});
    const basics = await t.caller.articles.list({ category: 'skincare-basics' });
    expect(basics.length).toBeGreaterThanOrEqual(3);
    expect(basics.every((a) => a.category === 'skincare-basics')).toBe(true);
    expect(all.length).toBeGreaterThan(basics.length);
  });

  it('rejects an unknown category with BAD_REQUEST', async () => {
    await expect(t.caller.articles.list({ category: 'nope' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('bySlug gives NOT_FOUND for an unknown slug', async () => {
    const error = await t.caller.articles.bySlug({ slug: 'missing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('NOT_FOUND');
  });

  it('bySlug has no steps and no HowTo node for a plain article', async () => {
    const article = await t.caller.articles.bySlug({ slug: 'understanding-your-skin-type' });
    expect(article.howToSteps).toEqual([]);
    expect(article.structuredData.map((node) => node['@type'])).toEqual(['Article', 'FAQPage']);
    expect(article.structuredData[0]).toMatchObject({
      headline: article.title,
      author: { '@type': 'Person', name: 'Claire Bennett' },
      url: 'http://localhost:3000/learning-hub/understanding-your-skin-type',
    });
  });

  it('recordView counts 10 parallel visitors as 10, and bySlug shows the new count', async () => {
    const before = (await t.caller.articles.bySlug({ slug: 'why-daily-sunscreen-matters' })).viewCount;
    const visitor = (index: number) => createCallerFactory(appRouter)({ deps: t.deps, req: { ip: `10.61.0.${index}`, headers: {} } as never, res: {} as never });
    await Promise.all(Array.from({ length: 10 }, (_, index) => visitor(index).articles.recordView({ slug: 'why-daily-sunscreen-matters' })));
    const after = await t.caller.articles.bySlug({ slug: 'why-daily-sunscreen-matters' });
    expect(after.viewCount).toBe(before + 10);
  });

  it('recordView gives NOT_FOUND for an unknown slug', async () => {
    await expect(t.caller.articles.recordView({ slug: 'missing' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
