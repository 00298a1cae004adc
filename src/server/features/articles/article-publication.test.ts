import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../db/data-source.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { asRep, createdArticle } from '../../../../test/support/article-admin-test-helpers.js';

// Pages come from the client build, drawn on the server (the test run builds it first).
const t = useTestApp({ SITE_URL: 'https://beauty.example.com' }, { clientDir: path.join(projectRoot, 'dist/client') });
const admin = asRep(t);
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Everything public that could show an article, as seen now. */
async function publicView(slug: string) {
  const [list, one, views, sitemap, page, hub, related] = await Promise.all([
    get('/api/articles'),
    get(`/api/articles/${slug}`),
    t.app.inject({ method: 'POST', url: `/api/articles/${slug}/views` }),
    get('/sitemap.xml'),
    get(`/learning-hub/${slug}`),
    get('/learning-hub'),
    get('/api/articles/skin-barrier-101'),
  ]);
  return {
    listed: (list.json() as Array<{ slug: string }>).some((article) => article.slug === slug),
    one,
    views: views.statusCode,
    sitemapEntry: sitemap.body.match(new RegExp(`<url><loc>https://beauty.example.com/learning-hub/${slug}</loc>(<lastmod>[^<]+</lastmod>)?</url>`))?.[0],
    page,
    hubHtml: hub.body,
    related: (related.json().related as Array<{ slug: string }>).map((article) => article.slug),
  };
}

// Same category and tags as skin-barrier-101, so it would be among its related articles.
const barrierArticle = { category: 'skincare-basics', tags: ['skin barrier', 'ceramides', 'sensitive skin'] };

function expectHidden(view: Awaited<ReturnType<typeof publicView>>, missingBody: string) {
  expect(view.listed).toBe(false);
  expect(view.one.statusCode).toBe(404);
  // Exactly like an article that does not exist.
  expect(view.one.body).toBe(missingBody);
  expect(view.views).toBe(404);
  expect(view.sitemapEntry).toBeUndefined();
  expect(view.page.statusCode).toBe(404);
  expect(view.page.body).toContain('<meta name="robots" content="noindex"');
  expect(view.page.body).not.toContain('application/ld+json');
}

describe('what the public sees of drafts, published and scheduled articles', () => {
  it('a draft shows nowhere public; published, it shows everywhere at once; unpublished, it is gone again', async () => {
    const article = await createdArticle(t, { ...barrierArticle, title: 'Barrier Myths, Busted' });
    const missing = await get('/api/articles/no-such-article');
    expectHidden(await publicView(article.slug), missing.body);
    await expect(t.caller.articles.bySlug({ slug: article.slug })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.caller.articles.list({})).map((a) => a.slug)).not.toContain(article.slug);

    const published = await admin('POST', `/api/admin/articles/${article.id}/publish`, { version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    const live = published.json().article;
    expect(live).toMatchObject({ status: 'published', version: 2 });
    expect(Date.now() - Date.parse(live.publishedAt)).toBeLessThan(10_000);

    const view = await publicView(article.slug);
    expect(view.listed).toBe(true);
    expect(view.one.statusCode).toBe(200);
    expect(view.one.json().structuredData.map((node: { '@type': string }) => node['@type'])).toEqual(['Article', 'FAQPage']);
    expect(view.views).toBe(200);
    expect(view.sitemapEntry).toContain(`<lastmod>${live.updatedAt}</lastmod>`);
    expect(view.page.statusCode).toBe(200);
    expect(view.page.body).toContain('<title>Barrier Myths, Busted | BeautyMatch™</title>');
    expect(view.page.body).toContain('"@type":"FAQPage"');
    expect(view.hubHtml).toContain('Barrier Myths, Busted');
    expect(view.related).toContain(article.slug);
    await expect(t.caller.articles.bySlug({ slug: article.slug })).resolves.toMatchObject({ title: 'Barrier Myths, Busted' });

    // An edit shows at once: list, page head, drawn hub, structured data, sitemap lastmod.
    const edited = (await admin('PATCH', `/api/admin/articles/${article.id}`, { version: 2, title: 'Barrier Myths, Revisited' })).json().article;
    const after = await publicView(article.slug);
    expect(after.page.body).toContain('<title>Barrier Myths, Revisited | BeautyMatch™</title>');
    expect(after.page.body).toContain(`"dateModified":"${edited.updatedAt}"`);
    expect(after.hubHtml).toContain('Barrier Myths, Revisited');
    expect(after.hubHtml).not.toContain('Barrier Myths, Busted');
    expect(after.sitemapEntry).toContain(`<lastmod>${edited.updatedAt}</lastmod>`);

    expect((await admin('POST', `/api/admin/articles/${article.id}/publish`, { version: 3 })).statusCode).toBe(409);
    expect((await admin('POST', `/api/admin/articles/${article.id}/unpublish`, { version: 2 })).statusCode).toBe(409);
    const unpublished = await admin('POST', `/api/admin/articles/${article.id}/unpublish`, { version: 3 });
    expect(unpublished.json().article).toMatchObject({ status: 'draft', publishedAt: null, version: 4 });
    expectHidden(await publicView(article.slug), missing.body);
    expect(await publicView(article.slug).then((v) => v.hubHtml)).not.toContain('Barrier Myths, Revisited');
    expect((await admin('POST', `/api/admin/articles/${article.id}/unpublish`, { version: 4 })).statusCode).toBe(409);

    const audit = (await admin('GET', `/api/admin/audit?area=article&subject=${article.id}`)).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['unpublish', 'update', 'publish', 'create']);
    expect(audit[2]).toMatchObject({ before: expect.objectContaining({ status: 'draft' }), after: expect.objectContaining({ status: 'published' }) });
  });

  it('a scheduled article stays hidden until its time, then appears by itself', async () => {
    const article = await createdArticle(t, { ...barrierArticle, title: 'Barrier Care in Winter' });
    const publish = (publishAt: string) => admin('POST', `/api/admin/articles/${article.id}/publish`, { version: 1, publishAt });
    for (const publishAt of [new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 800 * 86_400_000).toISOString(), 'tomorrow']) {
      const refused = await publish(publishAt);
      expect(refused.statusCode, publishAt).toBe(400);
      expect(refused.json().error.field).toBe('publishAt');
    }
    const publishAt = new Date(Date.now() + 2_000);
    const scheduled = await publish(publishAt.toISOString());
    expect(scheduled.json().article).toMatchObject({ status: 'scheduled', publishedAt: publishAt.toISOString() });
    const listed = (await admin('GET', '/api/admin/articles?status=scheduled')).json().articles;
    expect(listed.map((a: { id: number }) => a.id)).toEqual([article.id]);
    const missing = await get('/api/articles/no-such-article');
    expectHidden(await publicView(article.slug), missing.body);

    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    const view = await publicView(article.slug);
    expect(view.listed).toBe(true);
    expect(view.one.statusCode).toBe(200);
    expect(view.page.statusCode).toBe(200);
    // Its lastmod is the time it went live, which is after its last edit.
    expect(view.sitemapEntry).toContain(`<lastmod>${publishAt.toISOString()}</lastmod>`);
    expect(view.one.json().updatedAt).toBe(publishAt.toISOString());
    expect(view.hubHtml).toContain('Barrier Care in Winter');
    expect((await admin('GET', `/api/admin/articles/${article.id}`)).json().article.status).toBe('published');
    const audit = (await admin('GET', `/api/admin/audit?area=article&subject=${article.id}`)).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['schedule', 'create']);
  });
});
